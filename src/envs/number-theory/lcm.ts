// Least common multiple of two integers. RLVE: LCM
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { lcmBig } from "../../lib/numtheory.ts";

interface Params {
  maxAB: number;
}

interface Instance {
  a: number;
  b: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "lcm",
  rlveId: "LCM",
  category: "number theory",
  version: 2,
  title: "Least common multiple of two integers",
  answerKind: "unique",

  params: (level) => ({ maxAB: afterUpdates(15, level, grow.mul1_5) }),

  generate({ maxAB }, rng) {
    const a = rng.int(1, maxAB);
    const b = rng.int(1, maxAB);
    return { a, b, answer: lcmBig(BigInt(a), BigInt(b)).toString() };
  },

  prompt: ({ a, b }) =>
    `What is the least common multiple of ${a} and ${b}?\n\nAnswer with a single positive integer.`,

  parse: (text) => parseCount(text, 60),

  score: (answer, { answer: gold }) =>
    answer === BigInt(gold) ? correct() : wrong(`the lcm is not ${answer}`),

  reference: ({ answer }) => answer,

  wrongAnswers({ a, b, answer }) {
    const g = BigInt(answer);
    return [g + 1n, BigInt(a) * BigInt(b) * 2n, g * 2n].filter((v) => v !== g).map(String);
  },

  size: ({ a, b }) => a + b,
});
