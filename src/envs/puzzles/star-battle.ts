// Place one star in each row of a grid, at most one per column, on free cells only, with no two stars touching. RLVE: StarBattle.
import {
  afterUpdates,
  correct,
  defineEnv,
  grow,
  invalid,
  parseCharGrid,
  type Rng,
  wrong,
} from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** Rows of the board: "." a free cell, "X" a blocked cell. */
  board: string[];
  /** The board with "*" on the stars of one solution. */
  solution: string[];
}

const SPARSITIES = [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35];

/** The star column of each row (distinct columns, consecutive rows at least 2 apart), or null. */
function plantStars(n: number, m: number, rng: Rng): number[] | null {
  const cols: number[] = [];
  const used = new Uint8Array(m);
  let budget = 20_000;
  const place = (row: number): boolean => {
    if (row === n) return true;
    if (--budget < 0) return false;
    for (const c of rng.permutation(m)) {
      if (used[c] || (row > 0 && Math.abs(cols[row - 1]! - c) < 2)) continue;
      used[c] = 1;
      cols.push(c);
      if (place(row + 1)) return true;
      cols.pop();
      used[c] = 0;
    }
    return false;
  };
  return place(0) ? cols : null;
}

export default defineEnv<Params, Instance, string[][]>({
  id: "star-battle",
  rlveId: "StarBattle",
  category: "grid/logic puzzles",
  version: 2,
  title: "Star Battle: one star per row, at most one per column, no two stars touching",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    for (;;) {
      const n = rng.int(2, maxNM);
      const m = rng.int(n, maxNM);
      const cols = plantStars(n, m, rng);
      if (cols === null) continue;
      const sparsity = rng.pick(SPARSITIES);
      const board = cols.map((c) =>
        Array.from({ length: m }, (_, j) => (j !== c && rng.bool(sparsity) ? "X" : ".")).join(""),
      );
      const solution = board.map((row, i) => `${row.slice(0, cols[i]!)}*${row.slice(cols[i]! + 1)}`);
      return { n, m, board, solution };
    }
  },

  prompt: ({ n, m, board }) =>
    `Here is a ${n}×${m} board: "." is a free cell and "X" is a blocked cell:\n${board.join("\n")}\n\n` +
    "Place stars on free cells so that every row holds exactly one star, every column holds at most one star, " +
    "and no two stars touch, not even diagonally.\n\n" +
    `Answer with the board, ${n} lines of ${m} characters each: copy it, writing "*" on each cell with a star.`,

  parse: (text, { n, m }) => parseCharGrid(text, n, m, ".X*"),

  score(grid, { n, m, board }) {
    const stars: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        const want = board[i]![j]!;
        const got = grid[i]![j]!;
        if (want === "X" ? got !== "X" : got === "X")
          return invalid(`cell (${i + 1}, ${j + 1}) holds "${got}" where the board has "${want}"`);
        if (got === "*") stars.push([i, j]);
      }
    }
    for (let i = 0; i < n; i++) {
      const count = grid[i]!.filter((ch) => ch === "*").length;
      if (count !== 1) return wrong(`row ${i + 1} holds ${count} stars`);
    }
    for (let j = 0; j < m; j++) {
      const count = grid.filter((row) => row[j] === "*").length;
      if (count > 1) return wrong(`column ${j + 1} holds ${count} stars`);
    }
    for (let a = 0; a < stars.length; a++) {
      for (let b = a + 1; b < stars.length; b++) {
        const [r1, c1] = stars[a]!;
        const [r2, c2] = stars[b]!;
        if (Math.abs(r1 - r2) <= 1 && Math.abs(c1 - c2) <= 1)
          return wrong(`the stars at (${r1 + 1}, ${c1 + 1}) and (${r2 + 1}, ${c2 + 1}) touch`);
      }
    }
    return correct();
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ n, board, solution }, rng) {
    const out = [board.join("\n")];
    const i = rng.int(0, n - 1);
    const c = solution[i]!.indexOf("*");
    const row = solution[i]!;
    out.push(solution.map((r, k) => (k === i ? `${row.slice(0, c)}.${row.slice(c + 1)}` : r)).join("\n"));
    const next = i + 1 < n ? i + 1 : i - 1;
    const nc = solution[next]!.indexOf("*");
    // Move the neighbouring row's star into the same column as row i's star: a column clash.
    const moved = solution.map((r, k) => (k === next ? ".".repeat(r.length) : r));
    moved[next] = `${".".repeat(c)}*${".".repeat(row.length - c - 1)}`;
    if (nc !== c) out.push(moved.join("\n"));
    return out;
  },

  size: ({ n, m }) => n * m,
});
