// Read the entries of a matrix in clockwise spiral order. RLVE: SpiralMatrix.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxMN: number;
}

interface Instance {
  matrix: number[][];
  order: number[];
}

export function spiralOrder(matrix: number[][]): number[] {
  const out: number[] = [];
  let top = 0;
  let bottom = matrix.length - 1;
  let left = 0;
  let right = (matrix[0]?.length ?? 0) - 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) out.push(matrix[top]![j]!);
    for (let i = top + 1; i <= bottom; i++) out.push(matrix[i]![right]!);
    if (top < bottom && left < right) {
      for (let j = right - 1; j >= left; j--) out.push(matrix[bottom]![j]!);
      for (let i = bottom - 1; i > top; i--) out.push(matrix[i]![left]!);
    }
    top++;
    bottom--;
    left++;
    right--;
  }
  return out;
}

export default defineEnv<Params, Instance, number[]>({
  id: "spiral-matrix",
  rlveId: "SpiralMatrix",
  category: "program simulation",
  version: 1,
  title: "Matrix entries in clockwise spiral order",
  answerKind: "unique",

  params: (level) => ({ maxMN: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxMN }, rng) {
    const m = rng.int(2, Math.max(2, maxMN));
    const n = rng.int(2, Math.max(2, maxMN));
    const matrix = Array.from({ length: m }, () => Array.from({ length: n }, () => rng.int(1, m * n)));
    return { matrix, order: spiralOrder(matrix) };
  },

  prompt: ({ matrix }) =>
    `Here is a matrix with ${matrix.length} rows and ${matrix[0]!.length} columns:\n` +
    `${gridLines(matrix, " ")}\n\n` +
    "Read its entries in clockwise spiral order: start at the top-left entry, go right along the top row, " +
    "then down the right column, then left along the bottom row, then up the left column, and continue " +
    "inwards in the same way until every entry has been read exactly once.\n\n" +
    `Answer with the ${matrix.length * matrix[0]!.length} entries in that order, separated by spaces.`,
  answerExample: "1 2 3 6 9 8 7 4 5",

  parse: (text) => parseIntList(text, { maxTokens: 100_000 }),

  score(answer, { order }) {
    if (answer.length !== order.length)
      return invalid(`expected ${order.length} numbers, got ${answer.length}`);
    const right = answer.filter((v, i) => v === order[i]).length;
    return fraction(right, order.length, 5, "positions");
  },

  reference: ({ order }) => order.join(" "),

  wrongAnswers({ matrix, order }) {
    const out = [order.slice(0, -1).join(" ")];
    const rowMajor = matrix.flat();
    if (rowMajor.some((v, i) => v !== order[i])) out.push(rowMajor.join(" "));
    const bumped = order.slice();
    bumped[bumped.length - 1]! += 1;
    out.push(bumped.join(" "));
    return out;
  },

  size: ({ order }) => order.length,
});
