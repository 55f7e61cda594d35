// Complete a Latin square over 0..N-1 that respects given "less than" constraints between cells. RLVE: FutoshikiPuzzle.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows, range } from "../../core/kit.ts";
import { randomLatinSquare } from "../../lib/latin.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** Rows of the puzzle, -1 for an empty cell. */
  puzzle: number[][];
  /** [r1, c1, r2, c2]: the cell (r1, c1) must hold a smaller value than the cell (r2, c2) (0-based). */
  less: Array<[number, number, number, number]>;
  solution: number[][];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

export default defineEnv<Params, Instance, number[][]>({
  id: "futoshiki-puzzle",
  rlveId: "FutoshikiPuzzle",
  category: "grid/logic puzzles",
  split: "held-out",
  version: 2,
  title: "Complete a Latin square under inequality constraints (Futoshiki)",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const solution = randomLatinSquare(n, rng);
    const blanks = Math.max(1, Math.floor(rng.pick(SPARSITIES) * n * n));
    const hidden = new Set(rng.sample(range(0, n * n), blanks));
    const puzzle = solution.map((row, r) => row.map((v, c) => (hidden.has(r * n + c) ? -1 : v)));
    const want = rng.int(n, 2 * n);
    const less: Array<[number, number, number, number]> = [];
    const seen = new Set<string>();
    for (let tries = 0; less.length < want && tries < 50 * want; tries++) {
      const a = rng.int(0, n * n - 1);
      const b = rng.int(0, n * n - 1);
      if (!hidden.has(a) && !hidden.has(b)) continue;
      const [va, vb] = [solution[Math.floor(a / n)]![a % n]!, solution[Math.floor(b / n)]![b % n]!];
      if (va === vb) continue;
      const [lo, hi] = va < vb ? [a, b] : [b, a];
      const key = `${lo},${hi}`;
      if (seen.has(key)) continue;
      seen.add(key);
      less.push([Math.floor(lo / n), lo % n, Math.floor(hi / n), hi % n]);
    }
    return { n, puzzle, less, solution };
  },

  prompt: ({ n, puzzle, less }) =>
    `Fill this ${n}×${n} grid ("." marks an empty cell; rows and columns are numbered from 1):\n` +
    puzzle.map((row) => row.map((v) => (v < 0 ? "." : String(v))).join(" ")).join("\n") +
    `\n\nEvery row and every column must contain each integer from 0 to ${n - 1} exactly once, the filled cells ` +
    "must not change, and these inequalities must hold, where (i, j) is the cell in row i and column j:\n" +
    less.map(([r1, c1, r2, c2]) => `(${r1 + 1}, ${c1 + 1}) < (${r2 + 1}, ${c2 + 1})`).join("\n") +
    `\n\nAnswer with the completed grid: ${n} lines of ${n} integers separated by spaces.`,

  parse: (text, { n }) => parseIntRows(text, { rows: n, cols: n }),

  score(grid, { n, puzzle, less }) {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const v = grid[r]![c]!;
        if (v < 0 || v >= n) return invalid(`cell (${r + 1}, ${c + 1}) holds ${v}, outside 0..${n - 1}`);
        const given = puzzle[r]![c]!;
        if (given >= 0 && v !== given) return invalid(`the filled cell (${r + 1}, ${c + 1}) was changed`);
      }
    }
    const distinct = (line: number[]) => new Set(line).size === n;
    let satisfied = 0;
    for (let i = 0; i < n; i++) {
      if (distinct(grid[i]!)) satisfied++;
      if (distinct(grid.map((row) => row[i]!))) satisfied++;
    }
    for (const [r1, c1, r2, c2] of less) if (grid[r1]![c1]! < grid[r2]![c2]!) satisfied++;
    return fraction(satisfied, 2 * n + less.length, 5, "constraints (rows, columns, inequalities)");
  },

  reference: ({ solution }) => gridLines(solution, " "),

  wrongAnswers({ n, puzzle, solution }, rng) {
    const show = (g: number[][]) => gridLines(g, " ");
    const blanks: Array<[number, number]> = [];
    const givens: Array<[number, number]> = [];
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) (puzzle[r]![c]! < 0 ? blanks : givens).push([r, c]);
    const out: string[] = [];
    const [br, bc] = rng.pick(blanks);
    const bumped = solution.map((row) => row.slice());
    bumped[br]![bc] = (bumped[br]![bc]! + 1) % n; // repeats a value of its row
    out.push(show(bumped));
    const rowBlanks = blanks.filter(([r]) => r === br);
    if (rowBlanks.length >= 2) {
      const [[r1, c1], [r2, c2]] = rng.sample(rowBlanks, 2) as [[number, number], [number, number]];
      const swapped = solution.map((row) => row.slice());
      [swapped[r1]![c1], swapped[r2]![c2]] = [swapped[r2]![c2]!, swapped[r1]![c1]!]; // columns now repeat
      out.push(show(swapped));
    }
    if (givens.length > 0) {
      const [gr, gc] = rng.pick(givens);
      const changed = solution.map((row) => row.slice());
      changed[gr]![gc] = (changed[gr]![gc]! + 1) % n;
      out.push(show(changed));
    }
    const outside = solution.map((row) => row.slice());
    outside[br]![bc] = n;
    out.push(show(outside));
    return out;
  },

  size: ({ n }) => n,
});
