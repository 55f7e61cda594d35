// Count the fillings of an N x M grid with 1..NM whose strict 8-neighbour local minima are exactly the marked cells. RLVE: GridLocalMinimumCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { countNearMisses } from "../../lib/count-answer.ts";
import { exactLocalMinimaCount } from "../../lib/counting-dp.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  /** Rows of the grid: X marks a required local minimum, . any other cell. */
  grid: string[];
  answer: string;
}

/** The count is exponential in the number of possible extra minima: grids stay within 4 x 7. */
const MAX_ROWS = 4;
const MAX_COLS = 7;

export default defineEnv<Params, Instance, bigint>({
  id: "grid-local-minimum-counting",
  rlveId: "GridLocalMinimumCounting",
  category: "combinatorial counting",
  version: 1,
  title: "Count grid fillings with a prescribed set of local minima",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(Math.min(2, maxNM), Math.min(maxNM, MAX_ROWS));
    const m = rng.int(Math.min(3, maxNM), Math.min(maxNM, MAX_COLS));
    const near = (a: number, b: number) =>
      Math.abs(Math.floor(a / m) - Math.floor(b / m)) <= 1 && Math.abs((a % m) - (b % m)) <= 1;
    const marked = new Array<boolean>(n * m).fill(false);
    for (const x of rng.permutation(n * m)) if (!marked.some((v, y) => v && near(x, y))) marked[x] = true;
    const chosen = marked.flatMap((v, i) => (v ? [i] : []));
    for (const x of rng.sample(chosen, rng.int(0, Math.min(2, chosen.length - 1)))) marked[x] = false;
    const grid = Array.from({ length: n }, (_, r) =>
      marked
        .slice(r * m, (r + 1) * m)
        .map((v) => (v ? "X" : "."))
        .join(""),
    );
    return { grid, answer: String(exactLocalMinimaCount(marked, n, m)) };
  },

  prompt: ({ grid }) => {
    const n = grid.length;
    const m = grid[0]!.length;
    return (
      `Fill a grid of ${n} rows and ${m} columns with the numbers 1 to ${n * m}, each used exactly once. A cell is a ` +
      "local minimum if its number is smaller than the numbers in all of its neighbouring cells, where the " +
      "neighbours are the up to 8 cells that share a side or a corner with it. In the pattern below, X marks a " +
      `cell and . marks the other cells:\n${grid.join("\n")}\n\n` +
      "Count the fillings whose local minima are exactly the X cells (every X cell is a local minimum and no " +
      "other cell is).\n\nAnswer with that count as a single integer."
    );
  },
  answerExample: "1234",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers: ({ answer }) => countNearMisses(answer),

  size: ({ grid }) => grid.length * grid[0]!.length,
});
