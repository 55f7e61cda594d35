// Count N x M matrices over [0, M] increasing along rows with every entry below its upper-right neighbour,
// modulo MOD. RLVE: KiddingMe
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { kiddingMeCount } from "../../lib/sequence-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "kidding-me",
  rlveId: "KiddingMe",
  category: "combinatorial counting",
  version: 2,
  title: "Count matrices increasing along rows and up-right diagonals, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    const mod = pickModulus(rng);
    return { n, m, mod, answer: kiddingMeCount(n, m, mod) };
  },

  prompt: ({ n, m, mod }) =>
    `Count the ${n} x ${m} matrices A (rows 1..${n}, columns 1..${m}) with integer entries in [0, ${m}] such that:\n` +
    `- every row is strictly increasing: A[i][j] < A[i][j+1] for 1 <= j < ${m};\n` +
    `- every entry is smaller than its upper-right neighbour: A[i][j] < A[i-1][j+1] for 2 <= i <= ${n} and 1 <= j < ${m}.\n` +
    `Give the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ n, m }) => n * m,
});
