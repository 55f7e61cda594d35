// Add K queens to a partly filled N×N board so that no two queens attack each other. RLVE: QueenPlacement.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  invalid,
  parseCharGrid,
  type Rng,
  range,
  wrong,
} from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** Rows of the given board: "Q" a queen, "." an empty cell. */
  board: string[];
  k: number;
  /** The full board of one solution. */
  solution: string[];
}

/**
 * RLVE-Gym's board: the cells in random order, a queen put on each cell no queen placed so far attacks.
 * The result is a maximal set of non-attacking queens (not always N of them), as [row, column] pairs.
 */
function greedyQueens(n: number, rng: Rng): Array<[number, number]> {
  const cells = rng.shuffle(range(0, n * n));
  const usedRow = new Uint8Array(n);
  const usedCol = new Uint8Array(n);
  const usedDiag = new Uint8Array(2 * n);
  const usedAnti = new Uint8Array(2 * n);
  const queens: Array<[number, number]> = [];
  for (const cell of cells) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    if (usedRow[r] || usedCol[c] || usedDiag[r - c + n] || usedAnti[r + c]) continue;
    usedRow[r] = usedCol[c] = usedDiag[r - c + n] = usedAnti[r + c] = 1;
    queens.push([r, c]);
  }
  return queens;
}

function attacks(r1: number, c1: number, r2: number, c2: number): boolean {
  return r1 === r2 || c1 === c2 || Math.abs(r1 - r2) === Math.abs(c1 - c2);
}

export default defineEnv<Params, Instance, string[][]>({
  id: "queen-placement",
  rlveId: "QueenPlacement",
  category: "grid/logic puzzles",
  version: 6,
  title: "Add K queens to a chessboard without any two queens attacking each other",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const queens = greedyQueens(n, rng);
    const grid = Array.from({ length: n }, () => new Array<string>(n).fill("."));
    for (const [r, c] of queens) grid[r]![c] = "Q";
    const solution = grid.map((row) => row.join(""));
    // RLVE-Gym removes K = randint(1, max(1, #queens / 2)) of them.
    const k = rng.int(1, Math.max(1, Math.floor(queens.length / 2)));
    for (const [r, c] of rng.sample(queens, k)) grid[r]![c] = ".";
    return { n, board: grid.map((row) => row.join("")), k, solution };
  },

  prompt: ({ n, board, k }) =>
    `Here is a ${n}×${n} chessboard; "Q" is a queen and "." is an empty cell:\n${board.join("\n")}\n\n` +
    `Place exactly ${k} more queen${k === 1 ? "" : "s"} on empty cells so that no two queens on the board ` +
    "attack each other (no two share a row, a column, or a diagonal). The queens already on the board stay where they are.\n" +
    `Answer with the final board: ${n} lines of ${n} characters each, "Q" for a queen and "." for an empty cell.`,

  parse: (text, { n }) => parseCharGrid(text, n, n, "Q."),

  score(grid, { n, board, k }) {
    const queens: Array<[number, number]> = [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const given = board[r]![c] === "Q";
        const placed = grid[r]![c] === "Q";
        if (given && !placed) return invalid(`the given queen at row ${r + 1}, column ${c + 1} was removed`);
        if (placed) queens.push([r, c]);
      }
    }
    const givenCount = board.reduce((s, row) => s + [...row].filter((ch) => ch === "Q").length, 0);
    if (queens.length !== givenCount + k) {
      return wrong(`expected ${givenCount + k} queens in total, found ${queens.length}`);
    }
    for (let i = 0; i < queens.length; i++) {
      for (let j = i + 1; j < queens.length; j++) {
        const [r1, c1] = queens[i]!;
        const [r2, c2] = queens[j]!;
        if (attacks(r1, c1, r2, c2)) {
          return wrong(`the queens at (${r1 + 1}, ${c1 + 1}) and (${r2 + 1}, ${c2 + 1}) attack each other`);
        }
      }
    }
    return correct();
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, board, solution }, rng) {
    const out: string[] = [];
    const grid = solution.map((row) => [...row]);
    // The solution is a maximal set of non-attacking queens: a queen on any of its empty cells attacks one.
    const empties: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (grid[i]![j] === ".") empties.push([i, j]);
    if (empties.length > 0) {
      const [er, ec] = rng.pick(empties);
      const extra = grid.map((row) => row.slice());
      extra[er]![ec] = "Q";
      out.push(gridLines(extra));
    }
    out.push(board.join("\n"));
    const given: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (board[i]![j] === "Q") given.push([i, j]);
    if (given.length > 0) {
      const [gr, gc] = rng.pick(given);
      const dropped = grid.map((row) => row.slice());
      dropped[gr]![gc] = ".";
      out.push(gridLines(dropped));
    }
    return out;
  },

  size: ({ n }) => n,
});
