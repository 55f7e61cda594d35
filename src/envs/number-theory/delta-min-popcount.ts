// Given d in binary, the minimum over n >= 0 of popcount(n XOR (n + d)). RLVE: DeltaMinPopcount
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { deltaMinPopcount } from "../../lib/number-theory-counting.ts";

interface Params {
  digits: number;
}

interface Instance {
  d: string;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "delta-min-popcount",
  rlveId: "DeltaMinPopcount",
  category: "number theory",
  version: 5,
  title: "Minimum popcount of n XOR (n + d)",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 8 ? 16 : 1),

  params: (level) => ({ digits: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ digits }, rng) {
    // Each bit is 1 with a probability drawn per instance: with fair bits the answer concentrates (at level 5
    // "4" was right in 58% of the problems, issue 14); sparse or dense patterns spread it.
    const p = rng.pick([0.15, 0.3, 0.5, 0.7, 0.85]);
    let d = "1";
    for (let i = 1; i < digits; i++) d += rng.bool(p) ? "1" : "0";
    return { d, answer: deltaMinPopcount(d) };
  },

  prompt: ({ d }) =>
    `Let d be the number written in binary as ${d}. Over all integers n >= 0, what is the minimum number of 1 bits ` +
    "in the binary representation of n XOR (n + d), where XOR is the bitwise exclusive or?\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text, 40),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the minimum is not ${answer}`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer - 1, answer + 2].filter((v) => v >= 0).map(String),

  size: ({ d }) => d.length,
});
