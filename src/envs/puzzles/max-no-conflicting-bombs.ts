// Place as many bombs as possible on free cells so that no two see each other along a row or column without a wall between. RLVE: MaxNoConflictingBombs.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  maximisationRatio,
  parseCharGrid,
  wrong,
} from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** "." free, "x" blocked but see-through, "#" wall. */
  grid: string[];
  best: number;
}

const WALLS = [0.1, 0.2, 0.3];
const BLOCKED = [0, 0.1, 0.2];

/** Row and column segment ids of every cell (-1 on walls). */
function segments(
  grid: string[],
  n: number,
  m: number,
): { row: number[][]; col: number[][]; rows: number; cols: number } {
  const row = Array.from({ length: n }, () => new Array<number>(m).fill(-1));
  const col = Array.from({ length: n }, () => new Array<number>(m).fill(-1));
  let rows = 0;
  let cols = 0;
  for (let r = 0; r < n; r++) {
    let open = false;
    for (let c = 0; c < m; c++) {
      if (grid[r]![c] === "#") open = false;
      else {
        if (!open) rows++;
        open = true;
        row[r]![c] = rows - 1;
      }
    }
  }
  for (let c = 0; c < m; c++) {
    let open = false;
    for (let r = 0; r < n; r++) {
      if (grid[r]![c] === "#") open = false;
      else {
        if (!open) cols++;
        open = true;
        col[r]![c] = cols - 1;
      }
    }
  }
  return { row, col, rows, cols };
}

/** A maximum set of bombs, as [row, column] cells (maximum bipartite matching of row and column segments). */
function bestPlacement(grid: string[], n: number, m: number): Array<[number, number]> {
  const { row, col, rows, cols } = segments(grid, n, m);
  const adj: Array<Array<[number, number, number]>> = Array.from({ length: rows }, () => []);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < m; c++) if (grid[r]![c] === ".") adj[row[r]![c]!]!.push([col[r]![c]!, r, c]);
  const matchCol = new Array<number>(cols).fill(-1);
  const cellOf = new Array<[number, number]>(cols);
  const seen = new Array<number>(cols).fill(-1);
  const augment = (u: number, stamp: number): boolean => {
    for (const [v, r, c] of adj[u]!) {
      if (seen[v] === stamp) continue;
      seen[v] = stamp;
      if (matchCol[v] === -1 || augment(matchCol[v]!, stamp)) {
        matchCol[v] = u;
        cellOf[v] = [r, c];
        return true;
      }
    }
    return false;
  };
  for (let u = 0; u < rows; u++) augment(u, u);
  const out: Array<[number, number]> = [];
  for (let v = 0; v < cols; v++) if (matchCol[v] !== -1) out.push(cellOf[v]!);
  return out;
}

export default defineEnv<Params, Instance, string[][]>({
  id: "max-no-conflicting-bombs",
  rlveId: "MaxNoConflictingBombs",
  category: "grid/logic puzzles",
  version: 1,
  title: "Place the most bombs without two facing each other",
  answerKind: "any-optimal",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const wall = rng.pick(WALLS);
    const blocked = rng.pick(BLOCKED);
    const grid: string[] = [];
    for (let r = 0; r < n; r++) {
      let line = "";
      for (let c = 0; c < m; c++) {
        const u = rng.float();
        line += r + c === 0 ? "." : u < wall ? "#" : u < wall + blocked ? "x" : ".";
      }
      grid.push(line);
    }
    return { n, m, grid, best: bestPlacement(grid, n, m).length };
  },

  prompt: ({ n, m, grid }) =>
    `Here is a grid with ${n} rows and ${m} columns:\n` +
    grid.join("\n") +
    '\n\n"." is a free cell, "x" is a cell that cannot hold a bomb (but does not block anything), and "#" is a wall. ' +
    "Place bombs on free cells. Two bombs conflict if they are in the same row or the same column with no wall " +
    "between them. Place as many bombs as possible with no two in conflict.\n\n" +
    `Answer with the grid (${n} lines of ${m} characters), unchanged except that every cell with a bomb is written "B".`,
  answerExample: "B.#\n#xB",

  parse: (text, { n, m }) => parseCharGrid(text, n, m, ".x#B"),

  score(answer, { n, m, grid, best }) {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < m; c++) {
        const [got, given] = [answer[r]![c]!, grid[r]![c]!];
        if (got === "B" ? given !== "." : got !== given)
          return invalid(
            `cell (${r + 1}, ${c + 1}) does not match the grid or holds a bomb where none is allowed`,
          );
      }
    }
    const { row, col, rows, cols } = segments(grid, n, m);
    const rowUsed = new Array<boolean>(rows).fill(false);
    const colUsed = new Array<boolean>(cols).fill(false);
    let bombs = 0;
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < m; c++) {
        if (answer[r]![c] !== "B") continue;
        const [a, b] = [row[r]![c]!, col[r]![c]!];
        if (rowUsed[a] || colUsed[b])
          return invalid(`the bomb at (${r + 1}, ${c + 1}) conflicts with another`);
        rowUsed[a] = true;
        colUsed[b] = true;
        bombs++;
      }
    }
    if (bombs === 0) return wrong("no bombs placed");
    return maximisationRatio(bombs, best, 3);
  },

  reference({ n, m, grid }) {
    const cells = grid.map((line) => line.split(""));
    for (const [r, c] of bestPlacement(grid, n, m)) cells[r]![c] = "B";
    return cells.map((line) => line.join("")).join("\n");
  },

  wrongAnswers({ n, m, grid }) {
    const cells = grid.map((line) => line.split(""));
    const placed = bestPlacement(grid, n, m);
    for (const [r, c] of placed) cells[r]![c] = "B";
    const show = (g: string[][]) => g.map((line) => line.join("")).join("\n");
    const out: string[] = [];
    const [r0, c0] = placed[0]!;
    const fewer = cells.map((line) => line.slice());
    fewer[r0]![c0] = ".";
    if (placed.length > 1) out.push(show(fewer));
    for (let r = 0; r < n && out.length < 2; r++) {
      for (let c = 0; c < m; c++) {
        if (cells[r]![c] !== "." || (r !== r0 && c !== c0)) continue;
        const lo = r === r0 ? Math.min(c, c0) : Math.min(r, r0);
        const hi = r === r0 ? Math.max(c, c0) : Math.max(r, r0);
        let clear = true;
        for (let k = lo; k <= hi; k++) if ((r === r0 ? grid[r]![k] : grid[k]![c]) === "#") clear = false;
        if (clear) {
          const more = cells.map((line) => line.slice());
          more[r]![c] = "B";
          out.push(show(more));
          break;
        }
      }
    }
    const wallCell = grid.join("").indexOf("#");
    if (wallCell >= 0) {
      const onWall = cells.map((line) => line.slice());
      onWall[Math.floor(wallCell / m)]![wallCell % m] = "B";
      out.push(show(onWall));
    }
    const changed = cells.map((line) => line.slice());
    changed[r0]![c0] = "#";
    out.push(show(changed));
    return out;
  },

  size: ({ n, m }) => n * m,
});
