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
  version: 4,
  title: "Count values reachable by NAND in a range",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 6 ? 16 : 1),

  params: (level) => ({
    n: afterUpdates(3, level, grow.mul1_1plus1),
    k: afterUpdates(2, level, grow.plus1),
  }),

  generate({ n, k }, rng) {
    const classes = rng.int(1, k);
    const columns = Array.from({ length: classes }, () => Array.from({ length: n }, () => rng.int(0, 1)));
    const of = Array.from({ length: k }, () => rng.int(0, classes - 1));
    const nums = Array.from({ length: n }, (_, i) => of.reduce((v, c, b) => v + columns[c]![i]! * 2 ** b, 0));
    const x = rng.int(0, 2 ** k - 1);
    const y = rng.int(0, 2 ** k - 1);
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
