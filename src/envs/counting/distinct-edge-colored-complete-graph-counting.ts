// Count the M-colourings of the edges of K_N up to relabelling the vertices (Pólya), modulo MOD. RLVE: DistinctEdgeColoredCompleteGraphCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { edgeColouringsUpToIsomorphism } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  m: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "distinct-edge-colored-complete-graph-counting",
  rlveId: "DistinctEdgeColoredCompleteGraphCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count edge colourings of a complete graph up to isomorphism",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const m = rng.int(2, 5);
    const mod = drawModulus(rng);
    return { n, m, mod, answer: Number(edgeColouringsUpToIsomorphism(n, m) % BigInt(mod)) };
  },

  prompt: ({ n, m, mod }) =>
    `Every edge of the complete graph on ${n} vertices is painted with one of ${m} colours. Two colourings are ` +
    "the same if some relabelling (permutation) of the vertices turns one into the other, that is, the coloured " +
    `graphs are isomorphic. How many different colourings are there? Give the count modulo ${mod}.\n\n` +
    `Answer with a single integer in the range [0, ${mod - 1}].`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n }) => n,
});
