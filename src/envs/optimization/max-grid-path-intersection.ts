// K walkers cross a grid of numbers from the top-left to the bottom-right cell, each stepping right or down; a cell's number is collected by the first walker to reach it. Report the largest total they can collect. RLVE: MaxGridPathIntersection.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  grid: number[][];
  k: number;
  best: number;
}

/**
 * The most k monotone paths collect, each cell counted once: a minimum-cost flow of k units where each cell
 * is an arc pair (one unit pays -value, the others pass free) and cells link to their right and lower
 * neighbours. The cell graph is acyclic, so the residual graph starts without negative cycles.
 */
export function mostCollected(grid: readonly (readonly number[])[], k: number): number {
  const n = grid.length;
  const m = grid[0]!.length;
  const cellIn = (r: number, c: number) => 2 * (r * m + c);
  const net = new FlowNetwork(2 * n * m);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < m; c++) {
      const out = cellIn(r, c) + 1;
      net.addArc(cellIn(r, c), out, 1, -grid[r]![c]!);
      net.addArc(cellIn(r, c), out, k, 0);
      if (c + 1 < m) net.addArc(out, cellIn(r, c + 1), k, 0);
      if (r + 1 < n) net.addArc(out, cellIn(r + 1, c), k, 0);
    }
  }
  const { cost } = net.minCostMaxFlow(cellIn(0, 0), cellIn(n - 1, m - 1) + 1, k);
  return -cost;
}

export default defineEnv<Params, Instance, number>({
  id: "max-grid-path-intersection",
  rlveId: "MaxGridPathIntersection",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Most K right/down paths across a grid collect when each cell pays out once",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const m = rng.int(Math.max(2, n - 1), n);
    const grid = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.int(0, 9)));
    const k = rng.int(1, Math.min(3, m));
    return { grid, k, best: mostCollected(grid, k) };
  },

  prompt: ({ grid, k }) =>
    `You are given a grid of ${grid.length} rows and ${grid[0]!.length} columns of numbers:\n` +
    gridLines(grid, " ") +
    `\n\n${k} walker${k > 1 ? "s go" : " goes"} one after another from the top-left cell to the bottom-right cell, ` +
    "each step moving one cell right or one cell down. A walker collects the number of every cell it enters (the " +
    "first and last cells included), after which that cell's number becomes 0. What is the largest total the " +
    `${k > 1 ? `${k} walkers` : "walker"} can collect? Answer with a single integer.`,
  answerExample: "-1",

  parse: (text) => parseInteger(text),

  score: (answer, { best }) => (answer === best ? correct() : wrong(`${answer} is not the largest total`)),

  reference: ({ best }) => String(best),

  wrongAnswers: ({ grid, best }) => [
    String(best + 1),
    String(best - 1),
    String(grid.flat().reduce((a, b) => a + b, 0) + 1),
    "-3",
  ],

  size: ({ grid }) => grid.length * grid[0]!.length,
});
