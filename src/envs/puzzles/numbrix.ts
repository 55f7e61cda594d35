// Numbrix: complete a grid with 0..NM-1 so that consecutive numbers are orthogonally adjacent. RLVE: Numbrix.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  inexact,
  invalid,
  parseIntRows,
  type Rng,
  range,
} from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** -1 marks a blank. */
  puzzle: number[][];
  solution: number[][];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

function randomHamiltonianPath(n: number, m: number, rng: Rng): number[] {
  let path: number[] = [];
  for (let r = 0; r < n; r++) for (let k = 0; k < m; k++) path.push(r * m + (r % 2 === 0 ? k : m - 1 - k));
  const len = path.length;
  const pos = new Array<number>(len);
  const moves = 10 * len;
  for (let t = 0; t < moves; t++) {
    if (rng.bool()) path.reverse();
    const end = path[len - 1]!;
    const [r, c] = [Math.floor(end / m), end % m];
    const nbrs: number[] = [];
    if (r > 0) nbrs.push(end - m);
    if (r < n - 1) nbrs.push(end + m);
    if (c > 0) nbrs.push(end - 1);
    if (c < m - 1) nbrs.push(end + 1);
    const v = rng.pick(nbrs);
    for (let i = 0; i < len; i++) pos[path[i]!] = i;
    const i = pos[v]!;
    if (i === len - 2) continue;
    path = path.slice(0, i + 1).concat(path.slice(i + 1).reverse());
  }
  return path;
}

function isPath(grid: number[][], n: number, m: number): boolean {
  const where = new Array<number>(n * m);
  for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) where[grid[r]![c]!] = r * m + c;
  for (let k = 0; k + 1 < n * m; k++) {
    const [a, b] = [where[k]!, where[k + 1]!];
    if (Math.abs(Math.floor(a / m) - Math.floor(b / m)) + Math.abs((a % m) - (b % m)) !== 1) return false;
  }
  return true;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "numbrix",
  rlveId: "Numbrix",
  category: "grid/logic puzzles",
  version: 2,
  title: "Numbrix: complete a grid so consecutive numbers are adjacent",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const path = randomHamiltonianPath(n, m, rng);
    const solution = range(n).map(() => new Array<number>(m).fill(0));
    path.forEach((cell, k) => {
      solution[Math.floor(cell / m)]![cell % m] = k;
    });
    const blanks = Math.max(1, Math.floor(rng.pick(SPARSITIES) * n * m));
    const hidden = new Set(rng.sample(range(n * m), blanks));
    const puzzle = solution.map((row, r) => row.map((v, c) => (hidden.has(r * m + c) ? -1 : v)));
    return { n, m, puzzle, solution };
  },

  prompt: ({ n, m, puzzle }) =>
    `Here is a grid with ${n} rows and ${m} columns ("." marks a blank):\n` +
    puzzle.map((row) => row.map((v) => (v < 0 ? "." : String(v))).join(" ")).join("\n") +
    `\n\nFill the blanks so that the grid contains every integer from 0 to ${n * m - 1} exactly once ` +
    "(the filled cells must not change) and, for every k, the cells holding k and k + 1 are orthogonally adjacent " +
    "(they share a side).\n\n" +
    `Answer with the completed grid: ${n} lines of ${m} integers separated by spaces.`,

  parse: (text, { n, m }) => parseIntRows(text, { rows: n, cols: m }),

  score(grid, { n, m, puzzle }) {
    const where = new Array<number>(n * m).fill(-1);
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < m; c++) {
        const v = grid[r]![c]!;
        if (v < 0 || v >= n * m)
          return invalid(`cell (${r + 1}, ${c + 1}) holds ${v}, outside 0..${n * m - 1}`);
        if (where[v] !== -1) return invalid(`${v} appears twice`);
        where[v] = r * m + c;
        const given = puzzle[r]![c]!;
        if (given >= 0 && v !== given) return invalid(`the filled cell (${r + 1}, ${c + 1}) was changed`);
      }
    }
    let pieces = 1;
    for (let k = 0; k + 1 < n * m; k++) {
      const [a, b] = [where[k]!, where[k + 1]!];
      const dist = Math.abs(Math.floor(a / m) - Math.floor(b / m)) + Math.abs((a % m) - (b % m));
      if (dist !== 1) pieces++;
    }
    if (pieces === 1) return correct("consecutive numbers are all adjacent");
    return inexact((1 / pieces) ** 3, `the numbers form ${pieces} adjacent runs instead of 1`);
  },

  reference: ({ solution }) => gridLines(solution, " "),

  wrongAnswers({ n, m, puzzle, solution }) {
    const show = (g: number[][]) => gridLines(g, " ");
    const out: string[] = [];
    const blanks: Array<[number, number]> = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (puzzle[r]![c]! < 0) blanks.push([r, c]);
    const total = n * m;
    outer: for (const [r1, c1] of blanks) {
      for (const [r2, c2] of blanks) {
        const [a, b] = [solution[r1]![c1]!, solution[r2]![c2]!];
        if (a === b) continue;
        const g = solution.map((row) => row.slice());
        [g[r1]![c1], g[r2]![c2]] = [b, a];
        if (!isPath(g, n, m)) {
          out.push(show(g));
          break outer;
        }
      }
    }
    const [br, bc] = blanks[0]!;
    const dup = solution.map((row) => row.slice());
    dup[br]![bc] = solution[br]![bc] === 0 ? 1 : 0;
    out.push(show(dup));
    const big = solution.map((row) => row.slice());
    big[br]![bc] = total;
    out.push(show(big));
    return out;
  },

  size: ({ n, m }) => n * m,
});
