// Choose grid cells of least total cost so that every cell is chosen or next to a chosen cell. RLVE: Minimum_DominatingSet_Grid.
import { afterUpdates, defineEnv, grow, invalid, minimisationRatio, parseCharGrid } from "../../core/kit.ts";
import { gridLines, neighbours4 } from "../../lib/statement.ts";

interface Params {
  maxSide: number;
}

interface Instance {
  cost: number[][];
  best: number;
  /** One optimal choice as rows of 0/1. */
  witness: string[];
}

/** The profile programme keeps 3^columns states: at most this many columns. */
export const MAX_COLUMNS = 8;

/** Reward for a choice that leaves a cell uncovered (the catalog's "unsuccessful" answer). */
const UNCOVERED_REWARD = -0.2;

/**
 * A minimum-cost dominating set of the grid graph, by a broken profile over the cells in row-major order.
 * The profile keeps, per column, the state of the latest processed cell: 0 = not chosen and not yet
 * covered, 1 = not chosen but covered, 2 = chosen. When cell (r, c) is processed the cell above it leaves
 * the profile, and only (r, c) can still cover it.
 */
export function minimumGridDominatingSet(cost: readonly (readonly number[])[]): {
  best: number;
  chosen: boolean[][];
} {
  const rows = cost.length;
  const cols = cost[0]!.length;
  const states = 3 ** cols;
  const pow = Array.from({ length: cols }, (_, c) => 3 ** c);
  const INF = 0x3fffffff;
  let dp = new Int32Array(states).fill(INF);
  // Start: a virtual row above of covered, unchosen cells (all digits 1).
  let start = 0;
  for (let c = 0; c < cols; c++) start += pow[c]!;
  dp[start] = 0;
  const cells = rows * cols;
  // from[i * states + s]: the previous state of state s after cell i, times 2, plus the choice.
  const from = new Uint16Array(cells * states); // states <= 3^8 = 6561, so s * 2 + x fits in 16 bits
  for (let i = 0; i < cells; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const next = new Int32Array(states).fill(INF);
    for (let s = 0; s < states; s++) {
      const v = dp[s]!;
      if (v === INF) continue;
      const up = Math.floor(s / pow[c]!) % 3;
      const left = c > 0 ? Math.floor(s / pow[c - 1]!) % 3 : 1;
      for (let x = 0; x < 2; x++) {
        if (up === 0 && x === 0) continue; // the cell above would stay uncovered
        let t = s - up * pow[c]!;
        if (x === 1) {
          t += 2 * pow[c]!;
          if (c > 0 && left === 0) t += pow[c - 1]!;
        } else {
          t += (r > 0 && up === 2) || left === 2 ? pow[c]! : 0;
        }
        const nv = v + (x === 1 ? cost[r]![c]! : 0);
        if (nv < next[t]!) {
          next[t] = nv;
          from[i * states + t] = s * 2 + x;
        }
      }
    }
    dp = next;
  }
  let best = INF;
  let end = -1;
  for (let s = 0; s < states; s++) {
    let ok = true;
    for (let c = 0; c < cols && ok; c++) if (Math.floor(s / pow[c]!) % 3 === 0) ok = false;
    if (ok && dp[s]! < best) {
      best = dp[s]!;
      end = s;
    }
  }
  const chosen = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
  for (let i = cells - 1, s = end; i >= 0; i--) {
    const f = from[i * states + s]!;
    chosen[Math.floor(i / cols)]![i % cols] = f % 2 === 1;
    s = Math.floor(f / 2);
  }
  return { best, chosen };
}

export default defineEnv<Params, Instance, string[][]>({
  id: "minimum-dominating-set-grid",
  rlveId: "Minimum_DominatingSet_Grid",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Minimum-cost set of grid cells covering every cell or its neighbour",
  answerKind: "any-optimal",

  // MAX_N_M: 3 -> MAX_N_M+1; rows go up to it, columns up to min(it, MAX_COLUMNS).
  params: (level) => ({ maxSide: afterUpdates(3, level, grow.plus1) }),

  generate({ maxSide }, rng) {
    const rows = rng.int(2, maxSide);
    const cols = rng.int(2, Math.min(maxSide, MAX_COLUMNS));
    const cost = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(1, 10)));
    const { best, chosen } = minimumGridDominatingSet(cost);
    return { cost, best, witness: chosen.map((row) => row.map((x) => (x ? "1" : "0")).join("")) };
  },

  prompt: ({ cost }) =>
    `You are given a grid with ${cost.length} rows and ${cost[0]!.length} columns; each cell has a cost:\n` +
    gridLines(cost, " ") +
    "\n\nChoose some cells so that every cell is chosen or shares a side with a chosen cell (up, down, left or " +
    "right), with the smallest possible total cost of the chosen cells.\n" +
    `Answer with ${cost.length} lines of ${cost[0]!.length} characters each: 1 for a chosen cell, 0 for the others.`,
  // Nothing chosen: no cell is covered.
  answerExample: ({ cost }) => cost.map((row) => row.map(() => "0").join("")).join("\n"),

  parse: (text, { cost }) => parseCharGrid(text, cost.length, cost[0]!.length, "01"),

  score(grid, { cost, best }) {
    const rows = cost.length;
    const cols = cost[0]!.length;
    let total = 0;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (grid[r]![c] === "1") total += cost[r]![c]!;
        else if (!neighbours4(r, c, rows, cols).some(([a, b]) => grid[a]![b] === "1")) {
          return invalid(`cell (${r}, ${c}) is neither chosen nor next to a chosen cell`, UNCOVERED_REWARD);
        }
      }
    }
    return minimisationRatio(total, best);
  },

  reference: ({ witness }) => witness.join("\n"),

  wrongAnswers({ witness }) {
    const out: string[] = [];
    // Clear the first chosen cell: an optimal set has no useless cell, so something is left uncovered.
    const r = witness.findIndex((row) => row.includes("1"));
    const lessOne = witness.slice();
    lessOne[r] = lessOne[r]!.replace("1", "0");
    out.push(lessOne.join("\n"));
    // Choose every cell: covered, costlier.
    if (witness.some((row) => row.includes("0")))
      out.push(witness.map((row) => "1".repeat(row.length)).join("\n"));
    out.push(witness.slice(1).join("\n")); // a row missing
    out.push(witness.map((row) => row.replace(/./, "2")).join("\n"));
    return out;
  },

  size: ({ cost }) => cost.length * cost[0]!.length,
});
