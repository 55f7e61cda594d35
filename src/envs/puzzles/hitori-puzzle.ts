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

/** Whether the unshaded cells (0) are nonempty and form one orthogonally connected region. */
function whitesConnected(shade: number[][], n: number, m: number): boolean {
  let start = -1;
  let whites = 0;
  for (let k = 0; k < n * m; k++) {
    if (shade[Math.floor(k / m)]![k % m] === 0) {
      whites++;
      if (start < 0) start = k;
    }
  }
  if (start < 0) return false;
  const seen = new Uint8Array(n * m);
  const stack = [start];
  seen[start] = 1;
  let reached = 0;
  while (stack.length > 0) {
    const k = stack.pop()!;
    reached++;
    const [i, j] = [Math.floor(k / m), k % m];
    for (const [r, c] of [
      [i - 1, j],
      [i + 1, j],
      [i, j - 1],
      [i, j + 1],
    ] as Array<[number, number]>) {
      if (r < 0 || r >= n || c < 0 || c >= m || shade[r]![c] !== 0 || seen[r * m + c]) continue;
      seen[r * m + c] = 1;
      stack.push(r * m + c);
    }
  }
  return reached === whites;
}

const noRepeat = (values: number[]) => new Set(values).size === values.length;

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
      if (!whitesConnected(shade, n, m)) shade[i]![j] = 0;
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
    const shade = answer.map((row) => row.map(Number));
    if (shade.every((row) => row.every((v) => v === 1))) return invalid("every cell is shaded");
    let satisfied = 0;
    let all = n + m + 1;
    for (let i = 0; i < n; i++) if (noRepeat(grid[i]!.filter((_, j) => !shade[i]![j]))) satisfied++;
    for (let j = 0; j < m; j++)
      if (noRepeat(grid.filter((_, i) => !shade[i]![j]).map((row) => row[j]!))) satisfied++;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        if (i + 1 < n) {
          all++;
          if (!(shade[i]![j] && shade[i + 1]![j])) satisfied++;
        }
        if (j + 1 < m) {
          all++;
          if (!(shade[i]![j] && shade[i]![j + 1])) satisfied++;
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
