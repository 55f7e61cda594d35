// Recover the digit of each symbol d[i] in base N from an addition written with those symbols. RLVE: Cryptarithmetic.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { countAdditionSolutions, randomCryptarithm } from "../../lib/cryptarithm.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** Symbol indices of A, B and C (A + B = C), most significant first. */
  a: number[];
  b: number[];
  c: number[];
  /** The digit of each symbol; the only assignment that makes the addition hold. */
  digits: number[];
}

const written = (x: number[]) => x.map((s) => `d[${s}]`).join("");

export default defineEnv<Params, Instance, number[]>({
  id: "cryptarithmetic",
  rlveId: "Cryptarithmetic",
  category: "grid/logic puzzles",
  version: 3,
  title: "Recover the digits of a base-N addition written in symbols",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const p = randomCryptarithm(n, 1 + (attempt % 3) + rng.int(0, 1), rng);
      if (countAdditionSolutions(p.a, p.b, p.c, n, 2, 200_000) !== 1) continue;
      const msbFirst = (x: number[]) => x.slice().reverse();
      return { n, a: msbFirst(p.a), b: msbFirst(p.b), c: msbFirst(p.c), digits: p.digits };
    }
    throw new Error(`no cryptarithm with a unique solution found for base ${n}`);
  },

  prompt: ({ n, a, b, c }) =>
    `We count in base ${n}, whose digits are 0 to ${n - 1}. Each digit is written as one of the symbols ` +
    `d[0], d[1], ..., d[${n - 1}]: distinct symbols stand for distinct digits, so the symbols are the digits 0 to ` +
    `${n - 1} in some unknown order. A number is written as its digits from the most significant one, with no ` +
    "leading zero (for example d[2]d[0] has the value d[2]·" +
    `${n} + d[0]).\n\nThis addition is correct:\n${written(a)}\n+ ${written(b)}\n= ${written(c)}\n\n` +
    `Find the digit of every symbol. Answer with the digits of d[0], d[1], ..., d[${n - 1}] in this order, ` +
    "separated by spaces.",

  parse: (text, { n }) => parseIntList(text, { length: n }),

  score(answer, { n, digits }) {
    const used = new Set(answer);
    if (used.size !== n || answer.some((v) => v < 0 || v >= n)) {
      return invalid(`the digits are not a permutation of 0..${n - 1}`);
    }
    const right = answer.filter((v, i) => v === digits[i]).length;
    return fraction(right, n, 3, "digits");
  },

  reference: ({ digits }) => digits.join(" "),

  wrongAnswers({ n, digits }, rng) {
    const [i, j] = rng.sample(
      digits.map((_, k) => k),
      2,
    ) as [number, number];
    const swapped = digits.slice();
    [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
    const repeated = digits.slice();
    repeated[i] = digits[j]!;
    return [swapped.join(" "), digits.map((d) => (d + 1) % n).join(" "), repeated.join(" ")];
  },

  size: ({ n, a }) => n + a.length,
});
