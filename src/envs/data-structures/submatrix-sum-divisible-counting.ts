// Count the contiguous submatrices whose sum is divisible by K. RLVE: SubmatrixSumDivisibleCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { divisibleSubmatrices } from "../../lib/ds-counting.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  grid: number[][];
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "submatrix-sum-divisible-counting",
  rlveId: "SubmatrixSumDivisibleCounting",
  category: "data structures",
  split: "held-out",
  version: 2,
  title: "Count submatrices with sum divisible by K",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const k = rng.int(2, Math.max(2, 2 * maxNM));
    const grid = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.int(0, 99)));
    return { grid, k, answer: String(divisibleSubmatrices(grid, k)) };
  },

  prompt: ({ grid, k }) =>
    `A ${grid.length} x ${grid[0]!.length} matrix of integers (one row per line):\n` +
    `${gridLines(grid, " ")}\n\n` +
    "Count the non-empty contiguous submatrices (choose a range of consecutive rows and a range of " +
    `consecutive columns) whose sum of entries is divisible by ${k}.\n\n` +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ grid }) => grid.length * grid[0]!.length,
});
