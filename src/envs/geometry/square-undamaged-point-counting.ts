// Count the squares (tilted ones too) whose corners are undamaged lattice points of a grid.
// RLVE: SquareUndamagedPointCounting.
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import type { Point } from "../../lib/geometry.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  damaged: Point[];
  answer: number;
}

/**
 * Squares with corners among the undamaged points of [0, n] × [0, m]. Every square with lattice corners sits
 * in an axis-parallel bounding box of some side s, touching each side of the box once; its corner on the
 * bottom side is a steps right of the box's lower-left corner, 0 <= a < s, and that (box, a) fixes it.
 */
export function countSquares(n: number, m: number, damaged: readonly Point[]): number {
  const ok = Array.from({ length: n + 1 }, () => new Uint8Array(m + 1).fill(1));
  for (const [x, y] of damaged) ok[x]![y] = 0;
  let count = 0;
  for (let s = 1; s <= Math.min(n, m); s++)
    for (let x = 0; x + s <= n; x++)
      for (let y = 0; y + s <= m; y++)
        for (let a = 0; a < s; a++)
          if (ok[x + a]![y] && ok[x + s]![y + a] && ok[x + s - a]![y + s] && ok[x]![y + s - a]) count++;
  return count;
}

export default defineEnv<Params, Instance, bigint>({
  id: "square-undamaged-point-counting",
  rlveId: "SquareUndamagedPointCounting",
  category: "geometry",
  version: 1,
  title: "Count the squares with undamaged lattice corners",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    const cells: Point[] = [];
    for (let x = 0; x <= n; x++) for (let y = 0; y <= m; y++) cells.push([x, y]);
    const k = rng.int(0, Math.floor(cells.length / 3));
    const damaged = rng.sample(cells, k).sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    return { n, m, damaged, answer: countSquares(n, m, damaged) };
  },

  prompt: ({ n, m, damaged }) =>
    `Consider the lattice points (x, y) with integers 0 <= x <= ${n} and 0 <= y <= ${m}. ` +
    (damaged.length === 0
      ? "None of them is damaged."
      : `These ${damaged.length} of them are damaged: ${damaged.map(([x, y]) => `(${x}, ${y})`).join(", ")}.`) +
    "\n\nHow many squares of positive area have all four corners at undamaged lattice points of this range? " +
    "Squares need not be parallel to the axes (tilted squares count too). Answer with the count as a single " +
    "integer.",
  // One more than the number of all squares of the range (damaged or not): never the answer, and it says
  // nothing about the answer that the statement does not.
  answerExample: ({ n, m }) => {
    let all = 0;
    for (let s = 1; s <= Math.min(n, m); s++) all += (n - s + 1) * (m - s + 1) * s;
    return String(all + 1);
  },

  parse: (text) => parseCount(text, 30),

  score: (answer, { answer: expected }) => closeness(answer, expected, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [String(answer + 1), String(answer * 2 + 1), answer > 0 ? "0" : "1"],

  size: ({ n, m }) => (n + 1) * (m + 1),
});
