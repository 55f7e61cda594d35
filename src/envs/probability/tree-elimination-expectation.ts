// Repeatedly pick a uniformly random uncoloured vertex of a rooted tree and colour its whole path to the root: expected number of picks, modulo 1e9+7. RLVE: TreeElimination_Expectation.
import { afterUpdates, defineEnv, grow, parseBigInt } from "../../core/kit.ts";
import { residueInstruction, residueNearMisses, scoreResidue } from "../../lib/answers.ts";
import { MOD1E9_7, rationalMod, treeEliminationExpectation } from "../../lib/expectation.ts";

interface Params {
  n: number;
}

interface Instance {
  /** parent[v] for vertices 2..n (1-based labels), as (v, parent) pairs; vertex 1 is the root. */
  edges: Array<[number, number]>;
  n: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "tree-elimination-expectation",
  rlveId: "TreeElimination_Expectation",
  category: "probability/expectation",
  version: 5,
  title: "Expected number of picks to colour a rooted tree by root paths, modulo 1e9+7",
  answerKind: "unique",
  // The catalog starts at n = 3, where the rooted tree is a path or a star: two answers, the more frequent
  // right in 58% of the audited problems; on 4 vertices one shape of four still came in half the problems
  // (16 redraws per problem). Levels 0-2 use n = 5 (nine shapes, none above 28%, no redraws); the ladder
  // follows the catalog from level 2 on.
  params: (level) => ({ n: Math.max(5, afterUpdates(3, level, grow.plus1)) }),

  generate({ n }, rng) {
    const label = [0, ...rng.permutation(n - 1).map((x) => x + 1)];
    const parent = new Array(n).fill(-1);
    for (let i = 1; i < n; i++) parent[label[i]!] = label[rng.int(0, i - 1)]!;
    const edges: Array<[number, number]> = [];
    for (let v = 1; v < n; v++) edges.push([v + 1, parent[v]! + 1]);
    rng.shuffle(edges);
    return { edges, n, mod: MOD1E9_7, answer: rationalMod(treeEliminationExpectation(parent), MOD1E9_7) };
  },

  prompt: ({ edges, n, mod }) =>
    `A rooted tree has ${n} vertices numbered 1 to ${n}; vertex 1 is the root. Each line below gives a vertex and its parent:\n` +
    edges.map(([v, p]) => `${v} ${p}`).join("\n") +
    "\n\nInitially no vertex is coloured. While some vertex is uncoloured: pick one of the uncoloured vertices uniformly at random, " +
    "and colour it together with every vertex on its path to the root (its ancestors).\n\n" +
    `What is the expected number of picks? ${residueInstruction(mod)}`,
  answerExample: "123456789",

  parse: (text) => parseBigInt(text, 40),
  score: (answer, { answer: want, mod }) => scoreResidue(answer, want, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => residueNearMisses(answer, mod),
  size: ({ n }) => n,
});
