// Count the AND/OR operator choices between binary strings (evaluated left to right) that give a target. RLVE: BitwiseOperationSequenceCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { applyOperations, operationSequenceCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  strings: string[];
  target: string;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "bitwise-operation-sequence-counting",
  rlveId: "BitwiseOperationSequenceCounting",
  category: "combinatorial counting",
  version: 2,
  title: "Count AND/OR operator sequences that produce a target bit string",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const strings = Array.from({ length: n + 1 }, () =>
      Array.from({ length: m }, () => (rng.bool() ? "1" : "0")).join(""),
    );
    const target = applyOperations(
      strings,
      Array.from({ length: n }, () => rng.bool()),
    );
    return { strings, target, answer: String(operationSequenceCount(strings, target)) };
  },

  prompt: ({ strings, target }) =>
    `You are given ${strings.length} binary strings of length ${target.length}, A0 to A${strings.length - 1}:\n` +
    `${strings.map((s, i) => `A${i} = ${s}`).join("\n")}\n\n` +
    `Between each two consecutive strings you place an operator, AND or OR (${strings.length - 1} operators in all), ` +
    "and evaluate strictly from left to right, bit by bit: ((A0 op1 A1) op2 A2) ... " +
    `How many of the 2^${strings.length - 1} choices of operators give exactly the result ${target}?\n\n` +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ strings, target }) => strings.length * target.length,
});
