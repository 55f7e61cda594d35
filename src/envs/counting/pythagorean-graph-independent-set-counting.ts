// Count the non-empty independent sets of the graph joining values that are the legs of a primitive
// Pythagorean triple, modulo MOD. RLVE: PythagoreanGraph_IndependentSetCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import {
  independentSetCount,
  primitiveLegPairs,
  primitivePythagoreanPair,
} from "../../lib/independent-sets.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "pythagorean-graph-independent-set-counting",
  rlveId: "PythagoreanGraph_IndependentSetCounting",
  category: "combinatorial counting",
  split: "held-out",
  version: 6,
  title: "Count independent sets of a primitive-Pythagorean-pair graph, modulo a prime",
  answerKind: "unique",
  // The number of Pythagorean pairs drawn is uniform per problem, which spreads the answers without
  // redraws: best constant 29-30% at levels 0-1 (1,000 seeds). With a drawn share of pair values and up
  // to 3 draws it was 37-42% there.

  // Level 0 starts above the catalog's n = 3 (a handful of 3-vertex graphs; up to n = 5 one count
  // stays near 35% even with balanced draws):
  // there the answers took only a few values (the shortcut audit).
  params: (level) => ({ n: afterUpdates(6, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const limit = 5 * n + 10;
    const pairs = primitiveLegPairs(limit);
    const pairDraws = rng.int(0, Math.floor(n / 2));
    const chosen = new Set<number>();
    for (let k = 0; k < pairDraws; k++) {
      const [a, b] = rng.pick(pairs);
      chosen.add(a);
      if (chosen.size < n) chosen.add(b);
    }
    while (chosen.size < n) chosen.add(rng.int(1, limit));
    const values = rng.shuffle([...chosen]);
    const edges: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++)
        if (primitivePythagoreanPair(values[i]!, values[j]!)) edges.push([i, j]);
    }
    const mod = pickModulus(rng);
    return { values, mod, answer: (independentSetCount(n, edges, mod) - 1 + mod) % mod };
  },

  prompt: ({ values, mod }) =>
    `You are given ${values.length} distinct positive integers:\n${values.join(" ")}\n\n` +
    "Two of them, a and b, conflict when they are the two legs of a primitive Pythagorean triple: gcd(a, b) = 1 " +
    "and a^2 + b^2 is a perfect square. How many non-empty subsets of the given integers contain no " +
    `conflicting pair? Give the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ values }) => values.length,
});
