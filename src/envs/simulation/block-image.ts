// Draw the ASCII picture of stacked unit cubes on an M×N grid, seen in fixed oblique projection. RLVE: BlockImage.
import {
  afterUpdates,
  defineEnv,
  formatError,
  fraction,
  grow,
  invalid,
  parseLines,
  wrong,
} from "../../core/kit.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  maxMN: number;
}

interface Instance {
  heights: number[][];
  picture: string[];
}

const CUBE = ["  +---+", " /   /|", "+---+ |", "|   | +", "|   |/ ", "+---+  "];
const CLEAR = new Set(["0,0", "0,1", "1,0", "4,6", "5,5", "5,6"]);

export function drawBlocks(heights: number[][]): string[] {
  const m = heights.length;
  const n = heights[0]!.length;
  const width = 4 * n + 2 * m + 1;
  let height = 0;
  for (let i = 0; i < m; i++)
    for (let j = 0; j < n; j++) height = Math.max(height, 3 * heights[i]![j]! + 2 * (m - i) + 1);
  const canvas = Array.from({ length: height }, () => new Array<string>(width).fill("."));
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      for (let k = 0; k < heights[i]![j]!; k++) {
        const x0 = 4 * j + 2 * (m - 1 - i);
        const bottom = height - 1 - (2 * (m - 1 - i) + 3 * k);
        const y0 = bottom - 5;
        for (let r = 0; r < 6; r++)
          for (let c = 0; c < 7; c++) if (!CLEAR.has(`${r},${c}`)) canvas[y0 + r]![x0 + c] = CUBE[r]![c]!;
      }
    }
  }
  return canvas.map((row) => row.join(""));
}

export default defineEnv<Params, Instance, string[]>({
  id: "block-image",
  rlveId: "BlockImage",
  category: "program simulation",
  version: 4,
  title: "ASCII picture of stacked cubes",
  answerKind: "unique",

  params: (level) => ({ maxMN: afterUpdates(2, level, grow.plus1) }),

  generate({ maxMN }, rng) {
    const m = rng.int(1, maxMN);
    const n = rng.int(1, maxMN);
    const heights = Array.from({ length: m }, () => Array.from({ length: n }, () => rng.int(1, 3)));
    return { heights, picture: drawBlocks(heights) };
  },

  prompt: ({ heights, picture }) =>
    `A ${heights.length}×${heights[0]!.length} grid of squares holds stacks of unit cubes; the number of cubes on each ` +
    "square is (rows from back to front, columns from left to right):\n" +
    `${gridLines(heights, " ")}\n\n` +
    "Each cube is drawn with this fixed glyph of 6 lines and 7 characters (the '.' positions are not part " +
    "of the glyph and stay transparent; the spaces inside are part of the cube):\n" +
    "..+---+\n./   /|\n+---+ |\n|   | +\n|   |/.\n+---+..\n\n" +
    "Placement: the cube in row i (0 = back), column j (0 = left), layer k (0 = bottom) has its glyph's " +
    `top-left corner ${4} columns further right per column j, 2 columns further left and 2 lines lower per ` +
    "row closer to the front, and 3 lines higher per layer. Cubes are drawn from the back row to the front " +
    "row, within a row from left to right, within a stack from bottom to top; a later cube covers the " +
    "earlier drawing wherever its glyph is not transparent. The picture is the smallest rectangle holding " +
    `every cube (here ${picture.length} lines of ${picture[0]!.length} characters); every position not covered by a cube is '.'.\n\n` +
    `Answer with the picture: ${picture.length} lines of exactly ${picture[0]!.length} characters each ` +
    "(use '.', '+', '-', '|', '/' and spaces).",

  parse: (text) => parseLines(text),

  // RLVE-Gym's order of checks: lines of unequal length are a format error, a character outside the
  // picture's alphabet is invalid, a picture of the wrong size earns 0, else (matching characters)^2.
  score(answer, { picture }) {
    if (answer.length === 0) return formatError("no picture");
    const w = picture[0]!.length;
    for (const l of answer) {
      if (l.length !== answer[0]!.length) return formatError("the lines have different lengths");
      if (/[^.+\-|/ ]/.test(l)) return invalid("unexpected character in the picture");
    }
    if (answer.length !== picture.length || answer[0]!.length !== w)
      return wrong(`expected ${picture.length} lines of ${w} characters`);
    let right = 0;
    for (let i = 0; i < picture.length; i++)
      for (let j = 0; j < w; j++) if (answer[i]![j] === picture[i]![j]) right++;
    return fraction(right, picture.length * w, 2, "characters");
  },

  reference: ({ picture }) => picture.join("\n"),

  wrongAnswers({ picture }) {
    const flipped = picture.slice();
    const row = flipped[0]!;
    flipped[0] = (row[0] === "." ? "+" : ".") + row.slice(1);
    return [flipped.join("\n"), picture.slice(0, -1).join("\n")];
  },

  size: ({ heights }) => heights.length * heights[0]!.length,
});
