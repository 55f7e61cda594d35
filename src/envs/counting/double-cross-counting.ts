// Count the "double cross" shapes made of 1-cells in a 0/1 matrix. RLVE: DoubleCrossCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { doubleCrossCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  grid: string[];
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "double-cross-counting",
  rlveId: "DoubleCrossCounting",
  category: "combinatorial counting",
  version: 6,
  title: "Count double-cross shapes in a 0/1 matrix",
  answerKind: "unique",
  // Level 0 starts above the catalog's maxNM = 5 (a 5x5 grid holds only the planted shape):
  // there the answers took only a few values (the shortcut audit). From 7 up no redraws are needed (best
  // constant answer 23% at level 0, 200 seeds).
  params: (level) => ({ maxNM: afterUpdates(7, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(5, maxNM);
    const m = rng.int(5, maxNM);
    const density = rng.int(70, 95) / 100;
    const cells = Array.from({ length: n }, () =>
      Array.from({ length: m }, () => (rng.bool(density) ? 1 : 0)),
    );
    const w = rng.int(2, Math.floor((m - 1) / 2));
    const a = rng.int(1, w - 1);
    const c = rng.int(w, m - 1 - w);
    const t = rng.int(0, n - 5);
    const r1 = rng.int(t + 1, n - 4);
    const r2 = rng.int(r1 + 2, n - 2);
    const b = rng.int(r2 + 1, n - 1);
    for (let i = t; i <= b; i++) cells[i]![c] = 1;
    for (let d = -a; d <= a; d++) cells[r1]![c + d] = 1;
    for (let d = -w; d <= w; d++) cells[r2]![c + d] = 1;
    return { grid: cells.map((r) => r.join("")), answer: String(doubleCrossCount(cells)) };
  },

  prompt: ({ grid }) =>
    `Here is a 0/1 matrix with ${grid.length} rows and ${grid[0]!.length} columns (rows from top to bottom):\n` +
    `${grid.join("\n")}\n\n` +
    "A double cross is a set of 1-cells made of one vertical bar and two horizontal bars:\n" +
    "- the vertical bar is a run of consecutive cells in one column c, from row t down to row b;\n" +
    "- the upper horizontal bar lies in a row r1 and covers columns c-a .. c+a, and the lower one lies in a row r2 " +
    "and covers columns c-w .. c+w, with 1 <= a < w (both bars are centred on column c, and the upper bar is " +
    "strictly shorter);\n" +
    "- t < r1, r1 + 1 < r2 < b: the vertical bar sticks out above the upper bar and below the lower bar, and the " +
    "two horizontal bars are not in adjacent rows.\n" +
    "Every cell of the three bars must contain 1. Two double crosses are different if any of c, t, b, r1, r2, a, w " +
    "differ. How many double crosses does the matrix contain?\n\nAnswer with that count as a single integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 3),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => {
    const a = BigInt(answer);
    return [a * 3n + 1n, a > 0n ? a / 3n : 1n].map(String);
  },

  size: ({ grid }) => grid.length * grid[0]!.length,
});
