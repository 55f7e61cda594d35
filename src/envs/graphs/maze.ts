// Walk from the top-left to the bottom-right cell of a maze in as few 4-directional moves as possible. RLVE: Maze.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  MAX_ANSWER_CHARS,
  minimisationRatio,
  wrong,
} from "../../core/kit.ts";
import { GRID_MOVES, gridShortestPath } from "../../lib/digraph.ts";

interface Params {
  n: number;
}

interface Instance {
  /** n rows of n cells: "." free, "#" wall. */
  grid: string[];
  /** One shortest move string. */
  witness: string;
}

const DENSITIES = [0.1, 0.2, 0.3, 0.4];
const REWARD_UNSUCCESSFUL = -0.2;

const MOVE_BY_LETTER = new Map(GRID_MOVES.map((m) => [m[0], m] as const));

export default defineEnv<Params, Instance, string>({
  id: "maze",
  rlveId: "Maze",
  category: "graph algorithms",
  version: 2,
  title: "Shortest path through a maze, as a move string",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const density = rng.pick(DENSITIES);
    const goal: [number, number] = [n - 1, n - 1];
    for (let attempt = 0; ; attempt++) {
      const cells = Array.from({ length: n }, () =>
        Array.from({ length: n }, () => (rng.bool(density) ? "#" : ".")),
      );
      cells[0]![0] = ".";
      cells[n - 1]![n - 1] = ".";
      if (attempt >= 10) {
        // Carve a random walk that drifts towards the goal, so the maze is solvable.
        let r = 0;
        let c = 0;
        while (r !== n - 1 || c !== n - 1) {
          const towards = rng.bool(0.7);
          const [, dr, dc] = towards
            ? rng.pick(GRID_MOVES.filter(([, a, b]) => (a > 0 && r < n - 1) || (b > 0 && c < n - 1)))
            : rng.pick(GRID_MOVES);
          r = Math.min(n - 1, Math.max(0, r + dr));
          c = Math.min(n - 1, Math.max(0, c + dc));
          cells[r]![c] = ".";
        }
      }
      const grid = cells.map((row) => row.join(""));
      const witness = gridShortestPath(grid, [0, 0], goal);
      if (witness !== null) return { grid, witness };
    }
  },

  prompt: ({ grid }) =>
    `Here is a maze of ${grid.length} rows and ${grid.length} columns ("." is a free cell, "#" is a wall):\n` +
    grid.join("\n") +
    `\n\nYou start in the top-left cell (row 0, column 0) and must reach the bottom-right cell (row ${grid.length - 1}, ` +
    `column ${grid.length - 1}). Each move goes one cell up (U), down (D), left (L) or right (R); you may not enter ` +
    "a wall or leave the grid. Use as few moves as possible.\n" +
    "Answer with the moves as one string of the letters U, D, L and R (for example RRDDLD).",

  parse(text) {
    if (text.length > MAX_ANSWER_CHARS) throw new FormatError("answer is too long");
    const moves = text
      .trim()
      .replace(/\.$/, "")
      .replace(/[\s,]+/g, "")
      .toUpperCase();
    if (!/^[UDLR]*$/.test(moves)) throw new FormatError("moves must be letters U, D, L and R");
    return moves;
  },

  score(moves, { grid, witness }) {
    const n = grid.length;
    let r = 0;
    let c = 0;
    for (let i = 0; i < moves.length; i++) {
      const [, dr, dc] = MOVE_BY_LETTER.get(moves[i]!)!;
      r += dr;
      c += dc;
      if (r < 0 || r >= n || c < 0 || c >= n) return invalid(`move ${i + 1} leaves the grid`);
      if (grid[r]![c] === "#") return invalid(`move ${i + 1} walks into a wall at (${r}, ${c})`);
    }
    if (r !== n - 1 || c !== n - 1)
      return wrong(`the moves end at (${r}, ${c}), not at the goal`, REWARD_UNSUCCESSFUL);
    // The witness is a shortest path (generate found it by BFS): no search at scoring time.
    return minimisationRatio(moves.length, witness.length, 3);
  },

  reference: ({ witness }) => witness,

  wrongAnswers({ witness }) {
    const back: Record<string, string> = { U: "D", D: "U", L: "R", R: "L" };
    return [
      witness.slice(0, -1), // stops one move short
      `${witness}${back[witness[witness.length - 1]!]}${witness[witness.length - 1]}`, // a detour
      `U${witness}`, // leaves the grid
    ];
  },

  size: ({ grid }) => grid.length,
});
