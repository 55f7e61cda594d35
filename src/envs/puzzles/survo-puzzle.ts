// Survo puzzle: fill the blanks with the missing numbers of 0..NM-1 so that rows and columns hit their sums. RLVE: SurvoPuzzle.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows, range } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** -1 marks a blank. */
  puzzle: number[][];
  rowSums: number[];
  colSums: number[];
  solution: number[][];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

export default defineEnv<Params, Instance, number[][]>({
  id: "survo-puzzle",
  rlveId: "SurvoPuzzle",
  category: "grid/logic puzzles",
  version: 1,
  title: "Survo puzzle: complete a grid to given row and column sums",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const perm = rng.permutation(n * m);
    const solution = range(n).map((r) => perm.slice(r * m, (r + 1) * m));
    const blanks = Math.max(2, Math.floor(rng.pick(SPARSITIES) * n * m));
    const hidden = new Set(rng.sample(range(n * m), blanks));
    const puzzle = solution.map((row, r) => row.map((v, c) => (hidden.has(r * m + c) ? -1 : v)));
    const rowSums = solution.map((row) => row.reduce((a, b) => a + b, 0));
    const colSums = range(m).map((c) => solution.reduce((a, row) => a + row[c]!, 0));
    return { n, m, puzzle, rowSums, colSums, solution };
  },

  prompt: ({ n, m, puzzle, rowSums, colSums }) =>
    `Here is a grid with ${n} rows and ${m} columns ("." marks a blank):\n` +
    puzzle.map((row) => row.map((v) => (v < 0 ? "." : String(v))).join(" ")).join("\n") +
    `\n\nFill the blanks so that the grid contains every integer from 0 to ${n * m - 1} exactly once ` +
    "(the filled cells must not change), and so that the rows and columns have these sums:\n" +
    `row sums (top to bottom): ${rowSums.join(" ")}\n` +
    `column sums (left to right): ${colSums.join(" ")}\n\n` +
    `Answer with the completed grid: ${n} lines of ${m} integers separated by spaces.`,
  answerExample: "0 5 2\n3 1 4",

  parse: (text, { n, m }) => parseIntRows(text, { rows: n, cols: m }),

  score(grid, { n, m, puzzle, rowSums, colSums }) {
    const seen = new Array<boolean>(n * m).fill(false);
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < m; c++) {
        const v = grid[r]![c]!;
        if (v < 0 || v >= n * m)
          return invalid(`cell (${r + 1}, ${c + 1}) holds ${v}, outside 0..${n * m - 1}`);
        if (seen[v]) return invalid(`${v} appears twice`);
        seen[v] = true;
        const given = puzzle[r]![c]!;
        if (given >= 0 && v !== given) return invalid(`the filled cell (${r + 1}, ${c + 1}) was changed`);
      }
    }
    let ok = 0;
    for (let r = 0; r < n; r++) if (grid[r]!.reduce((a, b) => a + b, 0) === rowSums[r]) ok++;
    for (let c = 0; c < m; c++) if (grid.reduce((a, row) => a + row[c]!, 0) === colSums[c]) ok++;
    return fraction(ok, n + m, 5, "row and column sums");
  },

  reference: ({ solution }) => gridLines(solution, " "),

  wrongAnswers({ n, m, puzzle, solution }) {
    const show = (g: number[][]) => gridLines(g, " ");
    const out: string[] = [];
    const blanks: Array<[number, number]> = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < m; c++) if (puzzle[r]![c]! < 0) blanks.push([r, c]);
    outer: for (const [r1, c1] of blanks) {
      for (const [r2, c2] of blanks) {
        if ((r1 === r2) !== (c1 === c2)) {
          const g = solution.map((row) => row.slice());
          [g[r1]![c1], g[r2]![c2]] = [g[r2]![c2]!, g[r1]![c1]!];
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
    big[br]![bc] = n * m;
    out.push(show(big));
    return out;
  },

  size: ({ n, m }) => n * m,
});
