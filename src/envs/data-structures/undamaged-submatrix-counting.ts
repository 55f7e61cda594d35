// Count the all-ones contiguous submatrices of a 0/1 matrix. RLVE: UndamagedSubmatrixCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { allOnesSubmatrices } from "../../lib/ds-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  grid: string[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "undamaged-submatrix-counting",
  rlveId: "UndamagedSubmatrixCounting",
  category: "data structures",
  version: 2,
  title: "Count all-ones submatrices",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const p = 0.5 + 0.4 * rng.float();
    const g = Array.from({ length: n }, () => Array.from({ length: m }, () => (rng.bool(p) ? 1 : 0)));
    return { grid: g.map((r) => r.join("")), answer: String(allOnesSubmatrices(g)) };
  },

  prompt: ({ grid }) =>
    `A ${grid.length} x ${grid[0]!.length} matrix of 0s and 1s (one row per line):\n${grid.join("\n")}\n\n` +
    "Count the non-empty contiguous submatrices (choose a range of consecutive rows and a range of " +
    "consecutive columns) in which every entry is 1.\n\n" +
    "Answer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ grid }) => grid.length * grid[0]!.length,
});
