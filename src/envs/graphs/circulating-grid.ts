// Change as few arrows of a torus grid as possible so that every cell lies on a cycle. RLVE: CirculatingGrid.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseCharGrid } from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";

interface Params {
  maxRC: number;
}

interface Instance {
  r: number;
  c: number;
  grid: string[];
  best: number;
  /** One optimal grid. */
  witness: string[];
}

const DIRS: Record<string, [number, number]> = { L: [0, -1], R: [0, 1], U: [-1, 0], D: [1, 0] };
const LETTERS = ["L", "R", "U", "D"] as const;

function target(r: number, c: number, i: number, j: number, d: string): number {
  const [di, dj] = DIRS[d]!;
  return ((i + di + r) % r) * c + ((j + dj + c) % c);
}

export default defineEnv<Params, Instance, string[][]>({
  id: "circulating-grid",
  rlveId: "CirculatingGrid",
  category: "graph algorithms",
  version: 1,
  title: "Fix the fewest arrows of a torus grid so that every cell lies on a cycle",
  answerKind: "any-optimal",

  params: (level) => ({ maxRC: afterUpdates(3, level, grow.plus1) }),

  generate({ maxRC }, rng) {
    const r = rng.int(2, maxRC);
    const c = rng.int(2, maxRC);
    const grid = Array.from({ length: r }, () => Array.from({ length: c }, () => rng.pick(LETTERS)).join(""));
    const cells = r * c;
    const net = new FlowNetwork(2 * cells + 2);
    const s = 2 * cells;
    const t = s + 1;
    const arcs: Array<[number, string]> = [];
    for (let i = 0; i < r; i++)
      for (let j = 0; j < c; j++) {
        const u = i * c + j;
        net.addArc(s, u, 1);
        net.addArc(cells + u, t, 1);
        for (const d of LETTERS) {
          const same = grid[i]![j] === d;
          const id = net.addArc(u, cells + target(r, c, i, j, d), same ? 1 : 0, same ? 0 : 1);
          arcs.push([id, d]);
        }
      }
    // Cost-0 arcs first (a zero-cost flow is a cheapest one of its value), then successive shortest paths.
    net.maxFlow(s, t);
    for (const [id] of arcs) if (net.cost[id] === 1) net.cap[id] = 1;
    net.minCostMaxFlow(s, t);
    let cost = 0;
    const out = grid.map((row) => row.split(""));
    arcs.forEach(([id, d], k) => {
      if (net.flowOf(id) > 0) {
        cost += net.cost[id]!;
        const u = Math.floor(k / 4);
        out[Math.floor(u / c)]![u % c] = d;
      }
    });
    return { r, c, grid, best: cost, witness: out.map((row) => row.join("")) };
  },

  prompt: ({ r, c, grid }) =>
    `A grid has ${r} rows and ${c} columns and wraps around like a torus: leaving the grid on one side re-enters on the opposite side. ` +
    "Each cell holds an arrow: L (left), R (right), U (up) or D (down), pointing to the neighbouring cell in that direction.\n" +
    grid.join("\n") +
    "\n\nChange the arrows of as few cells as possible so that, following the arrows from any cell, you eventually come back to that cell " +
    "(equivalently, every cell is pointed to by exactly one arrow).\n" +
    `Answer with the new grid: ${r} lines of ${c} letters from L, R, U, D.`,
  answerExample: "RRD\nULD\nULL",

  parse: (text, { r, c }) => parseCharGrid(text.toUpperCase(), r, c, "LRUD"),

  score(cells, { r, c, grid, best }) {
    const hits = new Uint8Array(r * c);
    let changes = 0;
    for (let i = 0; i < r; i++)
      for (let j = 0; j < c; j++) {
        const d = cells[i]![j]!;
        if (d !== grid[i]![j]) changes++;
        hits[target(r, c, i, j, d)]!++;
      }
    const missed = hits.indexOf(0);
    if (missed >= 0)
      return invalid(`cell (${Math.floor(missed / c)}, ${missed % c}) is not pointed to by any arrow`);
    return minimisationRatio(changes, best);
  },

  reference: ({ witness }) => witness.join("\n"),

  wrongAnswers({ r, c, witness }) {
    // Re-aim one arrow of the optimal grid at a different cell: its old target is then left unreached.
    const reaim = (i: number, j: number) => {
      const d = witness[i]![j]!;
      const other = LETTERS.find((e) => target(r, c, i, j, e) !== target(r, c, i, j, d))!;
      return witness.map((row, k) => (k === i ? row.slice(0, j) + other + row.slice(j + 1) : row)).join("\n");
    };
    return [reaim(0, 0), reaim(r - 1, c - 1)];
  },

  size: ({ r, c }) => r * c,
});
