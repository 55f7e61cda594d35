// Count sequences whose entries are 0 or in [L[i], R[i]], with a positive entry and the positive entries
// strictly increasing, modulo MOD. RLVE: RangeConstrained_IncreasingSequence_Counting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import {
  modAnswerLine,
  modNearMisses,
  modulusExample,
  pickModulus,
  scoreModCount,
} from "../../lib/count-answer.ts";
import { increasingChoiceCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  lo: number[];
  hi: number[];
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "range-constrained-increasing-sequence-counting",
  rlveId: "RangeConstrained_IncreasingSequence_Counting",
  category: "combinatorial counting",
  version: 2,
  title: "Count partial strictly increasing choices from ranges, modulo a prime",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const top = rng.pick([3 * n, n * n + 5, 1_000_000_000]);
    const lo: number[] = [];
    const hi: number[] = [];
    for (let i = 0; i < n; i++) {
      const a = rng.int(1, top);
      const b = rng.int(1, top);
      lo.push(Math.min(a, b));
      hi.push(Math.max(a, b));
    }
    const mod = pickModulus(rng);
    return { lo, hi, mod, answer: increasingChoiceCount(lo, hi, mod) };
  },

  prompt: ({ lo, hi, mod }) =>
    `Count the sequences A[1..${lo.length}] of integers such that:\n` +
    "- each A[i] is either 0 or lies in the range [L[i], R[i]];\n- at least one A[i] is positive;\n" +
    "- the positive entries, read from left to right, are strictly increasing.\n\nThe ranges:\n" +
    lo.map((l, i) => `L[${i + 1}]=${l} R[${i + 1}]=${hi[i]}`).join("\n") +
    `\n\nGive the count modulo ${mod}.\n\n${modAnswerLine(mod)}`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),
  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),
  reference: ({ answer }) => String(answer),
  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),
  size: ({ lo }) => lo.length,
});
