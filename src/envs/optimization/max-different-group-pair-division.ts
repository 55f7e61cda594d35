// Split an array K times, each split scoring the product of the two new block sums; maximise the total. RLVE: MaxDifferentGroupPairDivision.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  best: number;
  /** One optimal set of cut positions, ascending. */
  witness: number[];
}

/**
 * The total for the blocks made by `cuts` (positions p: a cut after the first p elements). Splitting a
 * block scores A[p]·A[q] for every pair p, q it separates, and each pair is separated exactly once, so
 * the total is Σ over pairs of final blocks of the product of their sums, whatever the order of the
 * splits: ((Σ A)² - Σ blocks' sums²) / 2.
 */
export function splitScore(a: readonly number[], cuts: readonly number[]): number {
  const total = a.reduce((s, v) => s + v, 0);
  let squares = 0;
  let start = 0;
  for (const p of [...cuts].sort((x, y) => x - y).concat(a.length)) {
    const s = a.slice(start, p).reduce((t, v) => t + v, 0);
    squares += s * s;
    start = p;
  }
  return (total * total - squares) / 2;
}

/** Exact DP minimising Σ blocks' sums² over k+1 non-empty blocks: O(k·n²). */
export function bestSplits(a: readonly number[], k: number): { best: number; witness: number[] } {
  const n = a.length;
  const prefix = [0];
  for (const v of a) prefix.push(prefix[prefix.length - 1]! + v);
  const INF = Number.POSITIVE_INFINITY;
  const cost = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(INF));
  const from = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = 1; i <= n; i++) cost[0]![i] = prefix[i]! ** 2;
  for (let j = 1; j <= k; j++)
    for (let i = j + 1; i <= n; i++)
      for (let p = j; p < i; p++) {
        const c = cost[j - 1]![p]! + (prefix[i]! - prefix[p]!) ** 2;
        if (c < cost[j]![i]!) {
          cost[j]![i] = c;
          from[j]![i] = p;
        }
      }
  const witness: number[] = [];
  for (let j = k, i = n; j > 0; j--) {
    i = from[j]![i]!;
    witness.push(i);
  }
  witness.reverse();
  return { best: splitScore(a, witness), witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-different-group-pair-division",
  rlveId: "MaxDifferentGroupPairDivision",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Split an array K times maximising the sum of products of the new block sums",
  answerKind: "any-optimal",

  // The ladder starts one step above the catalog's N = 4: there the middle cut "2" was optimal in 38% of the
  // problems and needed 16 flattening draws (0.029 ms a problem); at N = 5 the best constant is 21%.
  params: (level) => ({ n: afterUpdates(4, level + 1, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const a = Array.from({ length: n }, () => rng.int(0, n));
    const k = rng.int(1, Math.max(1, n - 2));
    return { a, k, ...bestSplits(a, k) };
  },

  prompt: ({ a, k }) =>
    `You are given an array A of ${a.length} non-negative integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    `Starting from the whole array as one block, make ${k} split${k === 1 ? "" : "s"}. A split cuts one block into two non-empty consecutive ` +
    "blocks and scores the product of their sums. Make the total score of all splits as large as possible.\n" +
    `Answer with the ${k} cut position${k === 1 ? "" : "s"} (the order of the splits does not change the total), separated by spaces; ` +
    `position p (1 <= p <= ${a.length - 1}) cuts just after the first p elements, and each position is used at most once.`,
  answerExample: ({ a, k }) => Array.from({ length: k }, () => a.length).join(" "),

  parse: (text, { k }) => parseIntList(text, { length: k }),

  score(cuts, { a, best }) {
    const seen = new Set<number>();
    for (const p of cuts) {
      if (p < 1 || p >= a.length) return invalid(`cut position ${p} is outside 1..${a.length - 1}`);
      if (seen.has(p)) return invalid(`cut position ${p} is used twice`);
      seen.add(p);
    }
    return maximisationRatio(splitScore(a, cuts), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ a, k, best, witness }) {
    const n = a.length;
    const out = [[...witness.slice(1), n].join(" "), `${witness.join(" ")} 1`];
    if (k > 1) out.push([...witness.slice(1), witness[1]!].join(" ")); // a position twice
    for (const cuts of [
      Array.from({ length: k }, (_, i) => i + 1),
      Array.from({ length: k }, (_, i) => n - k + i),
    ]) {
      if (splitScore(a, cuts) < best) out.push(cuts.join(" "));
    }
    return out;
  },

  size: ({ a }) => a.length,
});
