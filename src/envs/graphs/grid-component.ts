// Size of the largest 4-connected component of 1-cells in a 0/1 grid. RLVE: GridComponent.
import { afterUpdates, correct, defineEnv, grow, parseCount, wrong } from "../../core/kit.ts";
import { UnionFind } from "../../lib/unionfind.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  grid: string[];
  best: number;
}

function largestComponent(grid: readonly string[]): number {
  const n = grid.length;
  const m = grid[0]!.length;
  const uf = new UnionFind(n * m);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) {
      if (grid[i]![j] !== "1") continue;
      if (i + 1 < n && grid[i + 1]![j] === "1") uf.union(i * m + j, (i + 1) * m + j);
      if (j + 1 < m && grid[i]![j + 1] === "1") uf.union(i * m + j, i * m + j + 1);
    }
  const size = new Map<number, number>();
  let best = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) {
      if (grid[i]![j] !== "1") continue;
      const r = uf.find(i * m + j);
      const s = (size.get(r) ?? 0) + 1;
      size.set(r, s);
      best = Math.max(best, s);
    }
  return best;
}

export default defineEnv<Params, Instance, bigint>({
  id: "grid-component",
  rlveId: "GridComponent",
  category: "graph algorithms",
  version: 2,
  title: "Largest connected component of 1-cells in a grid",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const p = rng.pick([0.3, 0.4, 0.5, 0.6]);
    const grid = Array.from({ length: n }, () =>
      Array.from({ length: m }, () => (rng.bool(p) ? "1" : "0")).join(""),
    );
    return { grid, best: largestComponent(grid) };
  },

  prompt: ({ grid }) =>
    `A grid has ${grid.length} rows and ${grid[0]!.length} columns of 0s and 1s:\n` +
    grid.join("\n") +
    "\n\nTwo cells holding 1 are connected when they share a side (up, down, left or right), directly or through a chain " +
    "of such cells. How many cells does the largest connected group of 1-cells have (0 if there is no 1)?\n" +
    "Answer with a single integer.",

  parse: (text) => parseCount(text),

  score: (a, { best }) => (a === BigInt(best) ? correct() : wrong("not the size of the largest component")),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ best }) => [String(best + 1), ...(best > 0 ? [String(best - 1)] : [])],

  size: ({ grid }) => grid.length * grid[0]!.length,
});
