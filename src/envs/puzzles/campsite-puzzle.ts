// Fill the blanks of a 0/1 grid so no two 1s are orthogonally adjacent and rows and columns hold given counts of 1s. RLVE: CampsitePuzzle.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseCharGrid } from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** Rows of the puzzle: "0", "1", or "*" for a blank. */
  puzzle: string[];
  rowOnes: number[];
  colOnes: number[];
  solution: string[];
}

const SPARSITIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

export default defineEnv<Params, Instance, string[][]>({
  id: "campsite-puzzle",
  rlveId: "CampsitePuzzle",
  category: "grid/logic puzzles",
  version: 2,
  title: "Campsite: fill a 0/1 grid with row and column counts and no two adjacent 1s",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const g = Array.from({ length: n }, () => new Array<number>(m).fill(0));
    const density = rng.pick([0.3, 0.5, 0.7]);
    for (const k of rng.permutation(n * m)) {
      const [i, j] = [Math.floor(k / m), k % m];
      const free = !(g[i - 1]?.[j] || g[i + 1]?.[j] || g[i]![j - 1] || g[i]![j + 1]);
      if (free && rng.bool(density)) g[i]![j] = 1;
    }
    const blanks = Math.max(1, Math.floor(rng.pick(SPARSITIES) * n * m));
    const hidden = new Set(rng.distinctInts(0, n * m - 1, blanks));
    const puzzle = g.map((row, i) => row.map((v, j) => (hidden.has(i * m + j) ? "*" : String(v))).join(""));
    return {
      n,
      m,
      puzzle,
      rowOnes: g.map((row) => row.reduce((s, v) => s + v, 0)),
      colOnes: g[0]!.map((_, j) => g.reduce((s, row) => s + row[j]!, 0)),
      solution: g.map((row) => row.join("")),
    };
  },

  prompt: ({ n, m, puzzle, rowOnes, colOnes }) =>
    `Here is a ${n}×${m} grid; each cell is 0, 1, or * (a blank):\n${puzzle.join("\n")}\n\n` +
    "Replace every * by 0 or 1 (the other cells stay as they are) so that:\n" +
    `- row i (counting from 1) contains exactly R[i] ones, where R = ${rowOnes.join(" ")};\n` +
    `- column j (counting from 1) contains exactly C[j] ones, where C = ${colOnes.join(" ")};\n` +
    "- no two 1s are in orthogonally adjacent cells (sharing a side).\n\n" +
    `Answer with the completed grid: ${n} lines of ${m} digits (0 or 1) each.`,
  // Never correct: the first row has two adjacent 1s.
  answerExample: "110\n001",

  parse: (text, { n, m }) => parseCharGrid(text, n, m, "01"),

  score(grid, { n, m, puzzle, rowOnes, colOnes }) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        const given = puzzle[i]![j]!;
        if (given !== "*" && grid[i]![j] !== given)
          return invalid(`the given cell (${i + 1}, ${j + 1}) was changed`);
      }
    }
    const g = grid.map((row) => row.map(Number));
    let satisfied = 0;
    let all = n + m;
    for (let i = 0; i < n; i++) if (g[i]!.reduce((s, v) => s + v, 0) === rowOnes[i]) satisfied++;
    for (let j = 0; j < m; j++) if (g.reduce((s, row) => s + row[j]!, 0) === colOnes[j]) satisfied++;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        if (i + 1 < n) {
          all++;
          if (!(g[i]![j] && g[i + 1]![j])) satisfied++;
        }
        if (j + 1 < m) {
          all++;
          if (!(g[i]![j] && g[i]![j + 1])) satisfied++;
        }
      }
    }
    return fraction(satisfied, all, 10, "constraints (counts and adjacent pairs)");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, m, puzzle, solution }, rng) {
    const out: string[] = [];
    const blanks: Array<[number, number]> = [];
    const givens: Array<[number, number]> = [];
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++) (puzzle[i]![j] === "*" ? blanks : givens).push([i, j]);
    const flip = ([i, j]: [number, number]) =>
      solution.map((row, r) =>
        r === i ? row.slice(0, j) + (row[j] === "1" ? "0" : "1") + row.slice(j + 1) : row,
      );
    out.push(flip(rng.pick(blanks)).join("\n")); // a row count is off by one
    if (givens.length > 0) out.push(flip(rng.pick(givens)).join("\n"));
    out.push(solution.map(() => "1".repeat(m)).join("\n"));
    return out;
  },

  size: ({ n, m }) => n * m,
});
