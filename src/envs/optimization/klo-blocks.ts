// Columns above K may pass one block to a neighbour; report the longest run of columns that can all reach K. RLVE: KloBlocks.
import { afterUpdates, correct, defineEnv, grow, parseIntList, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  heights: number[];
  k: number;
  best: number;
}

/**
 * The longest run l..r with total >= k·(r-l+1). Sufficient: blocks move freely inside such a run from
 * columns above k to columns below it. Necessary: a column never drops below k once it is at k or more
 * (it gives only from above k), so a column that ends below k never gave a block, and no block enters
 * the final maximal run of columns >= k from outside it. O(n²) over the runs.
 */
export function longestLevelRun(heights: readonly number[], k: number): number {
  const n = heights.length;
  let best = 0;
  for (let l = 0; l < n; l++) {
    let sum = 0;
    for (let r = l; r < n; r++) {
      sum += heights[r]!;
      if (sum >= k * (r - l + 1)) best = Math.max(best, r - l + 1);
    }
  }
  return best;
}

export default defineEnv<Params, Instance, number>({
  id: "klo-blocks",
  rlveId: "KloBlocks",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Longest run of block columns that can all be raised to height K",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const k = rng.int(2, n + 2);
    // The mean height is drawn per problem, from about k/2 to just below k: with a fixed mean just below k
    // the whole row could be raised in 35-40% of problems at every level.
    const top = rng.int(Math.floor((3 * k) / 2), 2 * k - 1);
    const heights = Array.from({ length: n }, () => rng.int(0, top));
    return { heights, k, best: longestLevelRun(heights, k) };
  },

  // Small rows have few answers: spread the references over them (from level 4 up the best constant is under 20%).
  balanceDraws: (level) => (level <= 3 ? 6 : 1),

  prompt: ({ heights, k }) =>
    `There are ${heights.length} columns of blocks in a row, numbered 0 to ${heights.length - 1}; column i is H[i] blocks tall:\n` +
    `${heights.join(" ")}\n\n` +
    `A move takes the top block of a column that is taller than ${k} and puts it on top of an adjacent column ` +
    "(the one just left or just right of it). Any number of moves may be made.\n" +
    `What is the largest number of consecutive columns that can all be at least ${k} tall at the same time? ` +
    "(0 if no column can reach it.)\nAnswer with that number alone.",
  answerExample: ({ heights }) => `${heights.length + 1}`,

  parse: (text) => {
    const [v] = parseIntList(text, { length: 1 });
    return v!;
  },

  score: (answer, { best }) =>
    answer === best ? correct() : wrong(`${answer} is not the longest run that can be raised`),

  reference: ({ best }) => `${best}`,

  wrongAnswers: ({ heights, best }) => [`${best + 1}`, `${best - 1}`, `${heights.length + 1}`],

  size: ({ heights }) => heights.length,
});
