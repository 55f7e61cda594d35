// Write an integer N in base −R. RLVE: NegativeBase.
import { afterUpdates, defineEnv, fraction, grow, parseIntList } from "../../core/kit.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  r: number;
  /** Digits, most significant first. */
  digits: number[];
}

export function toNegativeBase(n: number, r: number): number[] {
  if (n === 0) return [0];
  const out: number[] = [];
  while (n !== 0) {
    const d = ((n % r) + r) % r;
    out.push(d);
    n = (n - d) / -r;
  }
  return out.reverse();
}

export default defineEnv<Params, Instance, number[]>({
  id: "negative-base",
  rlveId: "NegativeBase",
  category: "number theory",
  version: 2,
  title: "Write an integer in a negative base",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(4, level, grow.mul2) }),

  generate({ maxN }, rng) {
    const n = rng.int(-maxN, maxN);
    const r = rng.int(2, 16);
    return { n, r, digits: toNegativeBase(n, r) };
  },

  prompt: ({ n, r }) =>
    `Write the integer ${n} in base -${r}: find digits d_k, ..., d_1, d_0, each in [0, ${r - 1}], with d_k != 0 ` +
    `(unless the number is 0, written as the single digit 0), such that ${n} = Σ d_i·(-${r})^i.\n\n` +
    "Answer with the digits from the most significant to the least significant, each written as a decimal number, separated by spaces.",
  // Never correct: the digit R lies outside [0, R - 1].
  answerExample: ({ r }) => `1 0 ${r} 2`,

  parse: (text) => parseIntList(text, { maxTokens: 200 }),

  score(answer, { digits }) {
    const len = Math.max(answer.length, digits.length);
    let right = 0;
    for (let k = 1; k <= len; k++) {
      const a = answer[answer.length - k];
      if (a !== undefined && a === digits[digits.length - k]) right++;
    }
    return fraction(right, len, 1, "digits");
  },

  reference: ({ digits }) => digits.join(" "),

  wrongAnswers({ n, r, digits }) {
    const out = [[1, ...digits].join(" "), toNegativeBase(n + 1, r).join(" ")];
    const flipped = digits.slice();
    flipped[flipped.length - 1] = (flipped[flipped.length - 1]! + 1) % r;
    out.push(flipped.join(" "));
    return out;
  },

  size: ({ n }) => Math.abs(n) + 1,
});
