// Hitori: shade cells so no number repeats among the unshaded cells of a row or column, no two shaded cells touch, and the unshaded cells stay connected. RLVE: HitoriPuzzle.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseCharGrid } from "../../core/kit.ts";
import { randomLatinSquare } from "../../lib/latin.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  grid: number[][];
  /** One solution: rows of "1" (shaded) and "0" (unshaded). */
  solution: string[];
}

/** Whether the unshaded cells (0 in the row-major `shade`) are nonempty and form one orthogonally connected region. */
function whitesConnected(shade: Uint8Array, n: number, m: number): boolean {
  let start = -1;
  let whites = 0;
  for (let k = 0; k < n * m; k++) {
    if (shade[k] === 0) {
      whites++;
      if (start < 0) start = k;
    }
  }
  if (start < 0) return false;
  const seen = new Uint8Array(n * m);
  const stack = new Int32Array(n * m);
  let top = 0;
  stack[top++] = start;
  seen[start] = 1;
  let reached = 0;
  const visit = (k: number) => {
    if (shade[k] === 0 && !seen[k]) {
      seen[k] = 1;
      stack[top++] = k;
    }
  };
  while (top > 0) {
    const k = stack[--top] as number;
    reached++;
    const j = k % m;
    if (k >= m) visit(k - m);
    if (k + m < n * m) visit(k + m);
    if (j > 0) visit(k - 1);
    if (j + 1 < m) visit(k + 1);
  }
  return reached === whites;
}

function flat(shade: readonly (readonly number[])[], n: number, m: number): Uint8Array {
  const out = new Uint8Array(n * m);
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) out[i * m + j] = shade[i]![j] ? 1 : 0;
  return out;
}

export default defineEnv<Params, Instance, string[][]>({
  id: "hitori-puzzle",
  rlveId: "HitoriPuzzle",
  category: "grid/logic puzzles",
  version: 2,
  title: "Hitori: shade cells to remove repeated numbers",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const k = Math.max(n, m);
    const latin = randomLatinSquare(k, rng);
    const grid = Array.from({ length: n }, (_, i) => Array.from({ length: m }, (_, j) => latin[i]![j]! + 1));
    const shade = Array.from({ length: n }, () => new Array<number>(m).fill(0));
    const p = rng.pick([0.3, 0.5, 0.7]);
    for (const cell of rng.permutation(n * m)) {
      const [i, j] = [Math.floor(cell / m), cell % m];
      if (!rng.bool(p) || shade[i - 1]?.[j] || shade[i + 1]?.[j] || shade[i]![j - 1] || shade[i]![j + 1])
        continue;
      shade[i]![j] = 1;
      if (!whitesConnected(flat(shade, n, m), n, m)) shade[i]![j] = 0;
    }
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        if (!shade[i]![j]) continue;
        const pool = [
          ...grid[i]!.filter((_, c) => !shade[i]![c]),
          ...grid.filter((_, r) => !shade[r]![j]).map((row) => row[j]!),
        ];
        if (pool.length > 0) grid[i]![j] = rng.pick(pool);
      }
    }
    return { n, m, grid, solution: shade.map((row) => row.join("")) };
  },

  prompt: ({ n, m, grid }) =>
    `Here is a ${n}×${m} grid of numbers:\n${gridLines(grid, " ")}\n\n` +
    "Shade some cells so that:\n" +
    "- no number appears twice among the unshaded cells of any row or any column;\n" +
    "- no two shaded cells share a side;\n" +
    "- the unshaded cells form one region connected through shared sides.\n\n" +
    `Answer with ${n} lines of ${m} characters each: 1 for a shaded cell, 0 for an unshaded cell.`,

  parse: (text, { n, m }) => parseCharGrid(text, n, m, "01"),

  score(answer, { n, m, grid }) {
    const shade = new Uint8Array(n * m);
    let shaded = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++)
        if (answer[i]![j] === "1") {
          shade[i * m + j] = 1;
          shaded++;
        }
    if (shaded === n * m) return invalid("every cell is shaded");
    // Repeats among unshaded cells: a value seen in the current line carries that line's stamp.
    const stamp = new Int32Array(Math.max(n, m) + 2).fill(-1);
    let satisfied = 0;
    let all = n + m + 1;
    for (let i = 0; i < n; i++) {
      let ok = true;
      for (let j = 0; j < m && ok; j++) {
        if (shade[i * m + j]) continue;
        const v = grid[i]![j]!;
        if (stamp[v] === i) ok = false;
        else stamp[v] = i;
      }
      if (ok) satisfied++;
    }
    for (let j = 0; j < m; j++) {
      let ok = true;
      for (let i = 0; i < n && ok; i++) {
        if (shade[i * m + j]) continue;
        const v = grid[i]![j]!;
        if (stamp[v] === n + j) ok = false;
        else stamp[v] = n + j;
      }
      if (ok) satisfied++;
    }
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        if (i + 1 < n) {
          all++;
          if (!(shade[i * m + j] && shade[(i + 1) * m + j])) satisfied++;
        }
        if (j + 1 < m) {
          all++;
          if (!(shade[i * m + j] && shade[i * m + j + 1])) satisfied++;
        }
      }
    }
    if (whitesConnected(shade, n, m)) satisfied++;
    return fraction(satisfied, all, 10, "constraints (rows, columns, adjacent pairs, connectivity)");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, m, solution }, rng) {
    const out = [solution.map((row) => (row.length > 1 ? `11${row.slice(2)}` : row)).join("\n")];
    out.push(solution.map((row, i) => (i === 0 ? "1".repeat(m) : row)).join("\n"));
    const i = rng.int(0, n - 1);
    out.push(solution.map((row, r) => (r === i || r === (i + 1) % n ? "1".repeat(m) : row)).join("\n"));
    return out;
  },

  size: ({ n, m }) => n * m,
});
