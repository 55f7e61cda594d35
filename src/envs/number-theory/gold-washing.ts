// Gold moves from cell (x, y) to (f(x), f(y)), f = digit product; total gold in the K richest cells. RLVE: GoldWashing
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { goldCounts, goldWashing } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  k: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "gold-washing",
  rlveId: "GoldWashing",
  category: "number theory",
  version: 2,
  title: "Digit-product moves on a grid: gold in the K richest cells",
  answerKind: "unique",

  params: (level) => ({ maxN: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(1, maxN);
    const values = goldCounts(n).length;
    const k = rng.int(1, values * values);
    return { n, k, answer: goldWashing(n, k) };
  },

  prompt: ({ n, k }) =>
    `A ${n} x ${n} grid has cells (x, y) with 1 <= x, y <= ${n}, and every cell initially holds one unit of gold. ` +
    "Let f(x) be the product of the decimal digits of x (for example f(39) = 27 and f(20) = 0). " +
    "All gold moves at the same time: the gold of cell (x, y) moves to cell (f(x), f(y)); gold whose target is " +
    `not a cell of the grid (a coordinate is 0 or larger than ${n}) is lost. ` +
    `After the move, what is the total amount of gold in the ${k} cells that hold the most gold ` +
    `(if fewer than ${k} cells hold gold, take all of them)?\n\n` +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2 + 1, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ n }) => n,
});
