// Choose cells of a grid of positive numbers, no two sharing a side, with the largest possible total. RLVE: MaximumIndependentSetGrid.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntRows } from "../../core/kit.ts";
import { sourceSide } from "../../lib/cuts.ts";
import { FlowNetwork } from "../../lib/flow.ts";
import { gridLines, neighbours4 } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  grid: number[][];
  best: number;
  /** One optimal choice, as [row, column] pairs in reading order. */
  witness: [number, number][];
}

/**
 * The heaviest set of pairwise non-adjacent cells. The grid graph is bipartite (chessboard colours), so the
 * complement of a minimum-weight vertex cover, a minimum cut between the two colours, is optimal.
 */
export function heaviestIndependentCells(grid: readonly (readonly number[])[]): {
  best: number;
  cells: [number, number][];
} {
  const n = grid.length;
  const m = grid[0]!.length;
  const s = n * m;
  const t = s + 1;
  const net = new FlowNetwork(n * m + 2);
  let total = 0;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < m; c++) {
      const w = grid[r]![c]!;
      total += w;
      if ((r + c) % 2 === 0) {
        net.addArc(s, r * m + c, w);
        for (const [nr, nc] of neighbours4(r, c, n, m))
          net.addArc(r * m + c, nr * m + nc, Number.MAX_SAFE_INTEGER);
      } else net.addArc(r * m + c, t, w);
    }
  }
  const cut = net.maxFlow(s, t);
  const side = sourceSide(net, s);
  const cells: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < m; c++)
      if ((r + c) % 2 === 0 ? side[r * m + c] : !side[r * m + c]) cells.push([r, c]);
  }
  return { best: total - cut, cells };
}

export default defineEnv<Params, Instance, number[][]>({
  id: "maximum-independent-set-grid",
  rlveId: "MaximumIndependentSetGrid",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Heaviest set of grid cells no two of which share a side",
  answerKind: "any-optimal",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const grid = Array.from({ length: n }, () => Array.from({ length: m }, () => rng.int(1, 9)));
    const { best, cells } = heaviestIndependentCells(grid);
    return { grid, best, witness: cells };
  },

  prompt: ({ grid }) =>
    `You are given a grid of ${grid.length} rows and ${grid[0]!.length} columns (rows and columns numbered from 0):\n` +
    gridLines(grid, " ") +
    "\n\nChoose a set of distinct cells such that no two chosen cells share a side (cells that touch only at a " +
    "corner are allowed), making the sum of the chosen numbers as large as possible.\n" +
    "Answer with the chosen cells, one per line, each as its row and column separated by a space.",
  answerExample: ({ grid }) => `0 0\n0 1\n${grid.length - 1} 0`,

  parse: (text) => parseIntRows(text, { cols: 2 }),

  score(cells, { grid, best }) {
    const n = grid.length;
    const m = grid[0]!.length;
    const chosen = new Uint8Array(n * m);
    let total = 0;
    for (const [r, c] of cells) {
      if (!Number.isInteger(r) || !Number.isInteger(c) || r! < 0 || r! >= n || c! < 0 || c! >= m) {
        return invalid(`cell (${r}, ${c}) is outside the grid`);
      }
      if (chosen[r! * m + c!]) return invalid(`cell (${r}, ${c}) is listed twice`);
      chosen[r! * m + c!] = 1;
      total += grid[r!]![c!]!;
    }
    for (const [r, c] of cells) {
      for (const [nr, nc] of neighbours4(r!, c!, n, m)) {
        if (chosen[nr * m + nc]) return invalid(`cells (${r}, ${c}) and (${nr}, ${nc}) share a side`);
      }
    }
    return maximisationRatio(total, best, 3);
  },

  reference: ({ witness }) => witness.map(([r, c]) => `${r} ${c}`).join("\n"),

  wrongAnswers({ grid, witness }) {
    const lines = witness.map(([r, c]) => `${r} ${c}`);
    const [r0, c0] = witness[0]!;
    const neighbour = neighbours4(r0, c0, grid.length, grid[0]!.length)[0]!;
    return [
      lines.slice(1).join("\n") || `${grid.length} 0`, // drops a positive cell: lighter
      [...lines, `${neighbour[0]} ${neighbour[1]}`].join("\n"), // two cells sharing a side
      [...lines, lines[0]!].join("\n"), // a cell twice
      [...lines, `${grid.length} 0`].join("\n"), // outside the grid
    ];
  },

  size: ({ grid }) => grid.length * grid[0]!.length,
});
