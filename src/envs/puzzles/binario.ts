// Fill the blanks of a 0/1 grid so rows and columns hold given counts of 1s and no three equal digits are consecutive. RLVE: Binario.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseCharGrid, type Rng } from "../../core/kit.ts";

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

/** A random 0/1 grid without three equal consecutive cells in any row or column. */
function plant(n: number, m: number, rng: Rng): number[][] {
  const g = Array.from({ length: n }, () => new Array<number>(m).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const banned = new Set<number>();
      if (j >= 2 && g[i]![j - 1] === g[i]![j - 2]) banned.add(g[i]![j - 1]!);
      if (i >= 2 && g[i - 1]![j] === g[i - 2]![j]) banned.add(g[i - 1]![j]!);
      const options = [0, 1].filter((v) => !banned.has(v));
      // Both banned only when the left pair and the upper pair differ; then the cell must break one run.
      g[i]![j] = options.length > 0 ? rng.pick(options) : 1 - g[i]![j - 1]!;
      if (options.length === 0) g[i]![j - 1] = 1 - g[i]![j - 1]!;
    }
  }
  if (!valid(g)) return g.map((row, i) => row.map((_, j) => (i + j) % 2));
  return g;
}

function noTriple(line: number[]): boolean {
  for (let k = 2; k < line.length; k++) if (line[k] === line[k - 1] && line[k] === line[k - 2]) return false;
  return true;
}

function valid(g: number[][]): boolean {
  return g.every(noTriple) && g[0]!.every((_, j) => noTriple(g.map((row) => row[j]!)));
}

export default defineEnv<Params, Instance, string[][]>({
  id: "binario",
  rlveId: "Binario",
  category: "grid/logic puzzles",
  version: 2,
  title: "Binario: fill a 0/1 grid with given counts of 1s and no three equal digits in a row",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(2, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const g = plant(n, m, rng);
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
    "- no row and no column contains three equal digits in consecutive cells.\n\n" +
    `Answer with the completed grid: ${n} lines of ${m} digits (0 or 1) each.`,
  // Never correct: the first row has three equal digits in a row.
  answerExample: "000\n101",

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
    for (let i = 0; i < n; i++) {
      if (g[i]!.reduce((s, v) => s + v, 0) === rowOnes[i]) satisfied++;
      if (noTriple(g[i]!)) satisfied++;
    }
    for (let j = 0; j < m; j++) {
      const col = g.map((row) => row[j]!);
      if (col.reduce((s, v) => s + v, 0) === colOnes[j]) satisfied++;
      if (noTriple(col)) satisfied++;
    }
    return fraction(satisfied, 2 * (n + m), 10, "constraints (counts and runs of rows and columns)");
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
    out.push(flip(rng.pick(blanks)).join("\n")); // the row count is off by one
    if (givens.length > 0) out.push(flip(rng.pick(givens)).join("\n"));
    out.push(
      solution
        .map((row) => (row.includes("1") ? row.replaceAll("1", "0") : row.replaceAll("0", "1")))
        .join("\n"),
    );
    return out;
  },

  size: ({ n, m }) => n * m,
});
