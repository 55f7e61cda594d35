// Count the binary strings of length N that avoid a given pattern as a substring, modulo MOD.
// RLVE: NotContainingStringCounting
import { afterUpdates, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { drawModulus, modAnswerLine, modNearMisses, scoreModCount } from "../../lib/count-answer.ts";
import { notContainingCount } from "../../lib/strings-b.ts";

interface Params {
  maxN: number;
  maxM: number;
}

interface Instance {
  n: number;
  pattern: string;
  mod: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "not-containing-string-counting",
  rlveId: "NotContainingStringCounting",
  category: "string algorithms",
  version: 1,
  title: "Count binary strings avoiding a pattern, modulo MOD",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(8, level, grow.mul2),
    maxM: afterUpdates(3, level, grow.mul1_1plus1),
  }),

  generate({ maxN, maxM }, rng) {
    const n = rng.int(Math.ceil(maxN / 2), maxN);
    const m = rng.int(2, Math.min(maxM, n));
    const pattern = Array.from({ length: m }, () => (rng.bool() ? "1" : "0")).join("");
    const mod = drawModulus(rng);
    return { n, pattern, mod, answer: notContainingCount(n, pattern, mod) };
  },

  prompt: ({ n, pattern, mod }) =>
    `Consider all strings of length ${n} made of the characters 0 and 1 (there are 2^${n} of them). ` +
    `How many of them do NOT contain ${pattern} as a contiguous substring?\n\n${modAnswerLine(mod)}`,
  answerExample: "12345",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold, mod }) => scoreModCount(answer, gold, mod),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, mod }) => modNearMisses(answer, mod),

  size: ({ n }) => n,
});
