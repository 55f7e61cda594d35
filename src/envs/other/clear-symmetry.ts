// The smallest n for which an n×n 0/1 matrix with no two side-adjacent ones, symmetric under both
// reflections, has exactly x ones. RLVE: ClearSymmetry.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";

interface Params {
  maxX: number;
}

interface Instance {
  x: number;
  answer: number;
}

/**
 * The smallest size. For odd n = 2k+1 the top-left (k+1)×(k+1) quadrant fixes the matrix; its cells count
 * 4 times, those on the middle row or column twice and the centre once, and every total from 1 to
 * (n²+1)/2 (the checkerboard bound) is reachable, except 3 when n = 3. An even n forces the two middle rows
 * and columns to 0 (mirror cells are adjacent), so it never holds more ones than n − 1 does. Hence the
 * smallest odd n with (n²+1)/2 >= x, and 5 for x = 3. test/lib/catalog-b16d.test.ts checks this against an
 * exhaustive quadrant DP over every n <= 12.
 */
export function smallestSize(x: number): number {
  if (x === 3) return 5;
  // Start from the square root and correct it, instead of stepping n from 1 (45 ms at level 67).
  let n = Math.max(1, Math.floor(Math.sqrt(2 * x - 1)) - 3);
  if (n % 2 === 0) n--;
  while ((n * n + 1) / 2 < x) n += 2;
  return n;
}

export default defineEnv<Params, Instance, number>({
  id: "clear-symmetry",
  rlveId: "ClearSymmetry",
  category: "other",
  version: 3,
  title: "The smallest clear symmetric matrix with x ones",
  answerKind: "unique",

  params: (level) => ({ maxX: afterUpdates(5, level, grow.mul1_5) }),
  auditExceptions: [
    {
      check: "constant",
      levels: [0, 1, 2],
      measured: 0.58,
      reason:
        "x <= 10 up to level 2, so the only answers are 1, 3 and 5 (drawn evenly): over 24-30 seeds one of " +
        "the three can pass 50% by chance",
    },
  ],

  generate({ maxX }, rng) {
    // Many x share one size: the size is drawn evenly among those the level reaches, then x among the values
    // that need it (64 balanced draws did the same at 0.03-0.10 ms per problem).
    const top = (n: number) => (n * n + 1) / 2;
    // The largest size: the largest odd m with top(m) < maxX, plus 2 (and at least 5).
    let m = Math.max(1, Math.floor(Math.sqrt(2 * maxX - 1)) - 3);
    if (m % 2 === 0) m--;
    while (top(m + 2) < maxX) m += 2;
    const n = 2 * rng.int(0, (Math.max(5, m + 2) - 1) / 2) + 1;
    let x: number;
    if (n === 1) x = 1;
    else if (n === 3)
      x = rng.pick([2, 4, 5]); // 3 ones need size 5
    else if (n === 5) {
      x = rng.int(5, Math.min(top(5), maxX));
      if (x === 5) x = 3; // {3} and 6..13
    } else x = rng.int(top(n - 2) + 1, Math.min(top(n), maxX));
    return { x, answer: smallestSize(x) };
  },

  prompt: ({ x }) =>
    "Call an n×n matrix of 0s and 1s clear when no two cells holding 1 share a side, and symmetric when it " +
    "does not change when reflected about its horizontal middle line, nor when reflected about its vertical " +
    `middle line. What is the smallest positive integer n for which some clear symmetric n×n matrix contains ` +
    `exactly ${x} ones? Answer with n as a single integer.`,
  // Every answer is odd (an even size has no more ones than the odd size below it).
  answerExample: "4",

  parse: (text) => parseInteger(text),

  score: (answer, { answer: expected }) =>
    answer === expected ? correct() : wrong(`${answer} is not the smallest such size`),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [String(answer - 2), String(answer + 2), String(answer + 1)],

  size: ({ x }) => x,
});
