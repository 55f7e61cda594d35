// Count the values in [L, R] obtainable from K-bit numbers by repeated NAND. RLVE: NANDResultCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { nandReachableCount } from "../../lib/ds-counting.ts";

interface Params {
  n: number;
  k: number;
}

interface Instance {
  k: number;
  nums: number[];
  lo: number;
  hi: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "nand-result-counting",
  rlveId: "NANDResultCounting",
  category: "other",
  version: 5,
  title: "Count values reachable by NAND in a range",
  answerKind: "unique",

  params: (level) => ({
    n: afterUpdates(3, level, grow.mul1_1plus1),
    k: afterUpdates(4, level, grow.plus1), // from 4 bits: 2 bits allow at most 4 obtainable values
  }),

  generate({ n, k }, rng) {
    // The values must stay exact doubles (the level past K = 53 throws, and the max level stops before it).
    if (k > 53) throw new RangeError(`nand-result-counting: ${k}-bit values exceed the safe integers`);
    const classes = rng.int(2, k);
    // Distinct columns per class (while n < 30 makes a collision likely), so every class counts.
    const columns =
      n < 30
        ? rng
            .distinctInts(0, 2 ** n - 1, classes)
            .map((p) => Array.from({ length: n }, (_, i) => (p >> i) & 1))
        : Array.from({ length: classes }, () => Array.from({ length: n }, () => rng.int(0, 1)));
    const of = Array.from({ length: k }, () => rng.int(0, classes - 1));
    const nums = Array.from({ length: n }, (_, i) => of.reduce((v, c, b) => v + columns[c]![i]! * 2 ** b, 0));
    // Both ends of the range are obtainable values (random bits on each class of identical columns), so the
    // count is at least 1: with K from 2 and two uniform ends, "0" or "1" was right in up to 53% of the
    // problems and needed 16 balanced draws (0.05 ms) up to level 6; now the best constant takes 28%.
    const obtainable = () => {
      const bitOf = Array.from({ length: classes }, () => rng.int(0, 1));
      return of.reduce((v, c, b) => v + bitOf[c]! * 2 ** b, 0);
    };
    const x = obtainable();
    const y = obtainable();
    const [lo, hi] = x <= y ? [x, y] : [y, x];
    return { k, nums, lo, hi, answer: String(nandReachableCount(nums, k, lo, hi)) };
  },

  prompt: ({ k, nums, lo, hi }) =>
    `You are given ${nums.length} integers, each written with ${k} bits (values 0 to ${2 ** k - 1}): ` +
    `${nums.join(" ")}\n\n` +
    `For ${k}-bit numbers, x NAND y is the bitwise NOT of (x AND y), keeping only the lowest ${k} bits. ` +
    "Starting from the given numbers, you may repeatedly take any two numbers you already have (the same " +
    "number may be used twice) and add their NAND to your collection. The given numbers themselves count as " +
    `obtainable. How many integers in the range [${lo}, ${hi}] can be obtained this way?\n\n` +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ nums, k }) => nums.length * k,
});
