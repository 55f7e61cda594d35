// Average over all ordered vertex pairs (S, T) of a tree of the expected time for a simple random walk from S to reach T, modulo a prime. RLVE: TreeRandomWalkExpectation.
import { afterUpdates, defineEnv, grow, parseBigInt } from "../../core/kit.ts";
import { residueInstruction, residueNearMisses, scoreResidue } from "../../lib/answers.ts";
import { MOD998, rationalMod, treeRandomWalkTotal } from "../../lib/expectation.ts";
import { randomTreeWithHubs } from "../../lib/graph.ts";
import { Rational } from "../../lib/rational.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** 1-based edges. */
  edges: Array<[number, number]>;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "tree-random-walk-expectation",
  rlveId: "TreeRandomWalkExpectation",
  category: "probability/expectation",
  version: 5,
  title: "Average expected hitting time of a random walk on a tree over all ordered pairs, modulo a prime",
  answerKind: "unique",
  // The catalog starts at n = 3 (every tree is a path: one answer, right in 100% of the problems), n = 4
  // (path or star) and n = 5 (three shapes, the path's answer near 40% even after balancing); on 6 vertices
  // (six shapes) one answer still took 30% of the problems. Levels 0-4 use n = 7 (eleven shapes); the ladder
  // follows the catalog from level 4 on. Trees with a drawn number of inner vertices spread the shapes
  // (uniform trees needed 16 redraws per problem at these levels; now none, best constant 23%).
  params: (level) => ({ n: Math.max(7, afterUpdates(3, level, grow.plus1)) }),

  generate({ n }, rng) {
    const edges = randomTreeWithHubs(n, rng.int(1, n - 2), rng);
    const total = treeRandomWalkTotal(n, edges);
    const answer = rationalMod(new Rational(total, BigInt(n) * BigInt(n)), MOD998);
    return { n, edges: edges.map(([u, v]) => [u + 1, v + 1]), mod: MOD998, answer };
  },

  prompt: ({ n, edges, mod }) =>
    `A tree has ${n} vertices numbered 1 to ${n} and these edges:\n` +
    edges.map(([u, v]) => `${u} ${v}`).join("\n") +
    "\n\nA token walks on the tree: at each step it moves to a neighbour of its current vertex chosen uniformly at random. " +
    "For vertices S and T, let E(S, T) be the expected number of steps until a token starting at S first stands on T " +
    `(E(S, S) = 0). What is the average of E(S, T) over all ${n}·${n} ordered pairs (S, T), including the pairs with S = T? ` +
    residueInstruction(mod),
  answerExample: "123456789",

  parse: (text) => parseBigInt(text, 40),
  score: (answer, { answer: want, mod }) => scoreResidue(answer, want, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => residueNearMisses(answer, mod),
  size: ({ n }) => n,
});
