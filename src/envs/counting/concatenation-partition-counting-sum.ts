// Sum, over the ways to cut a digit string into pieces, of F(sum of the pieces) for a bounded-step Fibonacci-like F, modulo MOD. RLVE: ConcatenationPartitionCountingSum
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modNearMisses, modulusExample, scoreModCount } from "../../lib/count-answer.ts";
import { concatenationPartitionSum } from "../../lib/counting-dp.ts";

interface Params {
  n: number;
}

interface Instance {
  digits: string;
  m: number;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "concatenation-partition-counting-sum",
  rlveId: "ConcatenationPartitionCountingSum",
  category: "combinatorial counting",
  version: 2,
  title: "Sum of a Fibonacci-like sequence over all cuttings of a digit string",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const digits = Array.from({ length: n }, (_, i) => rng.int(i === 0 ? 1 : 0, 9)).join("");
    const m = rng.int(2, 5);
    const mod = drawModulus(rng);
    return { digits, m, mod, answer: concatenationPartitionSum(digits, m, mod) };
  },

  prompt: ({ digits, m, mod }) =>
    `Define F(0) = 1 and, for s >= 1, F(s) = F(s-1) + F(s-2) + ... + F(s-${m}), where F of a negative number is 0 ` +
    `(so F(s) counts the ways to write s as an ordered sum of parts between 1 and ${m}).\n` +
    `Take the digit string S = ${digits}. Cut it into one or more consecutive non-empty pieces (there are ` +
    `2^${digits.length - 1} ways); read each piece as a decimal number (leading zeros allowed, so "05" is 5) and ` +
    "let T be the sum of the pieces. Compute the sum of F(T) over all the ways to cut S, modulo " +
    `${mod}.\n\nAnswer with a single integer in the range [0, ${mod - 1}].`,
  answerExample: modulusExample, // the modulus: outside [0, mod - 1], never correct

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ digits }) => digits.length,
});
