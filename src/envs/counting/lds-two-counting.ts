// Count permutations of 1..N with A[X] = Y and no decreasing subsequence of length 3. RLVE: LDSTwo_Counting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { lds2Count } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  x: number;
  y: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "lds-two-counting",
  rlveId: "LDSTwo_Counting",
  category: "combinatorial counting",
  version: 2,
  title: "Count 321-avoiding permutations with one fixed entry",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const x = rng.int(1, n);
    const y = rng.int(1, n);
    return { n, x, y, answer: lds2Count(n, x, y).toString() };
  },

  prompt: ({ n, x, y }) =>
    `How many permutations A[1..${n}] of 1..${n} satisfy both conditions?\n` +
    `- A[${x}] = ${y};\n` +
    "- there are no positions i < j < k with A[i] > A[j] > A[k] (no decreasing subsequence of length 3).\n\n" +
    "Answer with a single non-negative integer (the exact count).",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ n }) => n,
});
