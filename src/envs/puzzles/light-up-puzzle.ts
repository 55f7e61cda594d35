// Light Up (Akari): place lamps on white cells so every white cell is lit, no lamp sees another, and numbered black cells touch that many lamps. RLVE: LightUpPuzzle.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseCharGrid } from "../../core/kit.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  /** Rows of the board: "." white, "#" black, a digit a black cell with that many adjacent lamps. */
  board: string[];
  /** The board with "*" on the lamps of one solution. */
  solution: string[];
}

const DENSITIES = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35];
const DIRS: Array<[number, number]> = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];
const isBlack = (ch: string) => ch !== "." && ch !== "*";

/** For each lamp, whether another lamp sees it; and for each white cell, whether it is lit. */
function light(g: string[][], n: number, m: number): { lit: boolean[][]; clash: number } {
  const lit = Array.from({ length: n }, () => new Array<boolean>(m).fill(false));
  let clash = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      if (g[i]![j] !== "*") continue;
      lit[i]![j] = true;
      let sees = false;
      for (const [di, dj] of DIRS) {
        for (
          let r = i + di, c = j + dj;
          r >= 0 && r < n && c >= 0 && c < m && !isBlack(g[r]![c]!);
          r += di, c += dj
        ) {
          lit[r]![c] = true;
          if (g[r]![c] === "*") sees = true;
        }
      }
      if (sees) clash++;
    }
  }
  return { lit, clash };
}

function adjacentLamps(g: string[][], i: number, j: number): number {
  return DIRS.filter(([di, dj]) => g[i + di]?.[j + dj] === "*").length;
}

export default defineEnv<Params, Instance, string[][]>({
  id: "light-up-puzzle",
  rlveId: "LightUpPuzzle",
  category: "grid/logic puzzles",
  version: 1,
  title: "Light Up (Akari): light every white cell with lamps that do not see each other",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const density = rng.pick(DENSITIES);
    const g: string[][] = Array.from({ length: n }, () =>
      Array.from({ length: m }, () => (rng.bool(density) ? "#" : ".")),
    );
    if (!g.some((row) => row.includes("."))) g[rng.int(0, n - 1)]![rng.int(0, m - 1)] = ".";
    const lit = Array.from({ length: n }, () => new Array<boolean>(m).fill(false));
    for (const k of rng.permutation(n * m)) {
      const [i, j] = [Math.floor(k / m), k % m];
      if (g[i]![j] !== "." || lit[i]![j]) continue;
      g[i]![j] = "*";
      lit[i]![j] = true;
      for (const [di, dj] of DIRS) {
        for (
          let r = i + di, c = j + dj;
          r >= 0 && r < n && c >= 0 && c < m && !isBlack(g[r]![c]!);
          r += di, c += dj
        )
          lit[r]![c] = true;
      }
    }
    for (let i = 0; i < n; i++)
      for (let j = 0; j < m; j++)
        if (g[i]![j] === "#" && rng.bool(0.6)) g[i]![j] = String(adjacentLamps(g, i, j));
    const solution = g.map((row) => row.join(""));
    return { n, m, board: solution.map((row) => row.replaceAll("*", ".")), solution };
  },

  prompt: ({ n, m, board }) =>
    `Here is a ${n}×${m} Light Up board: "." is a white cell, "#" is a black cell, and a digit is a black cell ` +
    `showing a number:\n${board.join("\n")}\n\n` +
    "Place lamps on some white cells. A lamp lights its own cell and every white cell in the same row or column " +
    "up to the first black cell or the edge of the board. The rules:\n" +
    "- every white cell is lit;\n" +
    "- no lamp lights another lamp;\n" +
    "- a black cell showing a number has exactly that many lamps among its (up to 4) orthogonal neighbours.\n\n" +
    `Answer with the board, ${n} lines of ${m} characters each: copy it, writing "*" on each white cell that gets ` +
    'a lamp (other white cells stay ".", black cells stay as they are).',
  answerExample: "*.#\n#1*",

  parse: (text, { n, m }) => parseCharGrid(text, n, m, ".*#01234"),

  score(grid, { n, m, board }) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        const want = board[i]![j]!;
        const got = grid[i]![j]!;
        if (want === "." ? isBlack(got) : got !== want)
          return invalid(`cell (${i + 1}, ${j + 1}) holds "${got}" where the board has "${want}"`);
      }
    }
    const { lit, clash } = light(grid, n, m);
    let satisfied = 0;
    let all = 0;
    let lamps = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < m; j++) {
        const ch = board[i]![j]!;
        if (grid[i]![j] === "*") lamps++;
        if (ch === ".") {
          all++;
          if (lit[i]![j]) satisfied++;
        } else if (ch !== "#") {
          all++;
          if (adjacentLamps(grid, i, j) === Number(ch)) satisfied++;
        }
      }
    }
    return fraction(satisfied + lamps - clash, all + lamps, 10, "constraints (lit cells, numbers, lamps)");
  },

  reference: ({ solution }) => solution.join("\n"),

  wrongAnswers({ board, solution }, rng) {
    const out = [board.join("\n")];
    const lamps: Array<[number, number]> = [];
    solution.forEach((row, i) => {
      for (let j = 0; j < row.length; j++) if (row[j] === "*") lamps.push([i, j]);
    });
    const [li, lj] = rng.pick(lamps);
    out.push(
      solution.map((row, i) => (i === li ? `${row.slice(0, lj)}.${row.slice(lj + 1)}` : row)).join("\n"),
    );
    const blacks: Array<[number, number]> = [];
    board.forEach((row, i) => {
      for (let j = 0; j < row.length; j++) if (isBlack(row[j]!)) blacks.push([i, j]);
    });
    if (blacks.length > 0) {
      const [bi, bj] = rng.pick(blacks);
      out.push(
        solution.map((row, i) => (i === bi ? `${row.slice(0, bj)}*${row.slice(bj + 1)}` : row)).join("\n"),
      );
    }
    return out;
  },

  size: ({ n, m }) => n * m,
});
