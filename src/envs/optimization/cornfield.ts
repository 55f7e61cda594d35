// Apply at most K range +1 operations to an array to make its longest non-decreasing subsequence as long as possible. RLVE: Cornfield.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntRows } from "../../core/kit.ts";
import { longestNonDecreasing } from "../../lib/subsequences.ts";

interface Params {
  n: number;
}

interface Instance {
  a: number[];
  k: number;
  best: number;
  /** One optimal list of operations [l, r] (0-based, inclusive). */
  witness: [number, number][];
}

/** The array after adding 1 on each [l, r] of `ops`. */
export function applyOperations(a: readonly number[], ops: readonly (readonly [number, number])[]): number[] {
  const diff = new Array<number>(a.length + 1).fill(0);
  for (const [l, r] of ops) {
    diff[l]! += 1;
    diff[r + 1]! -= 1;
  }
  let run = 0;
  return a.map((v, i) => {
    run += diff[i]!;
    return v + run;
  });
}

/**
 * Exact optimum. Extending an operation to the end of the array never hurts (later elements only rise),
 * so only suffix operations matter: element i of the chosen subsequence is raised by the number j <= k of
 * operations starting at or before it. dp[i][j] = longest subsequence ending at i raised by j; the element
 * before it, p, is raised by some j' <= j with a[p] + j' <= a[i] + j. O(n²k) with prefix maxima over j'.
 */
export function bestCornfield(
  a: readonly number[],
  k: number,
): { best: number; witness: [number, number][] } {
  const n = a.length;
  const dp = Array.from({ length: n }, () => new Array<number>(k + 1).fill(0));
  const prefBest = Array.from({ length: n }, () => new Array<number>(k + 1).fill(0)); // max dp[p][0..j]
  const prefArg = Array.from({ length: n }, () => new Array<number>(k + 1).fill(0));
  const parent = Array.from({ length: n }, () => new Array<[number, number] | null>(k + 1).fill(null));
  let best = 0;
  let end: [number, number] = [0, 0];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= k; j++) {
      let value = 1;
      let from: [number, number] | null = null;
      for (let p = 0; p < i; p++) {
        const top = Math.min(j, a[i]! + j - a[p]!);
        if (top < 0) continue;
        if (prefBest[p]![top]! + 1 > value) {
          value = prefBest[p]![top]! + 1;
          from = [p, prefArg[p]![top]!];
        }
      }
      dp[i]![j] = value;
      parent[i]![j] = from;
      if (j === 0 || value > prefBest[i]![j - 1]!) {
        prefBest[i]![j] = value;
        prefArg[i]![j] = j;
      } else {
        prefBest[i]![j] = prefBest[i]![j - 1]!;
        prefArg[i]![j] = prefArg[i]![j - 1]!;
      }
      if (value > best) {
        best = value;
        end = [i, j];
      }
    }
  }
  const chain: [number, number][] = [];
  for (let at: [number, number] | null = end; at !== null; at = parent[at[0]]![at[1]]!) chain.push(at);
  chain.reverse();
  const witness: [number, number][] = [];
  let raised = 0;
  for (const [i, j] of chain) {
    for (; raised < j; raised++) witness.push([i, n - 1]);
  }
  return { best, witness };
}

export default defineEnv<Params, Instance, number[][]>({
  id: "cornfield",
  rlveId: "Cornfield",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "At most K range increments maximising the longest non-decreasing subsequence",
  answerKind: "any-optimal",

  // At least 5 elements: at 3, raising the last element ("2 2") was optimal in 45% of the arrays, at 4
  // raising the last two ("2 3") in 33% (58% at the 24 CI audit seeds); at 5 the best is about 21%, and
  // no redraws are needed.
  params: (level) => ({ n: Math.max(5, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    // Redraw (a bounded number of times) while doing nothing is already optimal.
    for (let attempt = 0; ; attempt++) {
      const a = Array.from({ length: n }, () => rng.int(1, n + 1));
      const k = rng.int(1, Math.max(2, Math.ceil(n / 2)));
      const solved = bestCornfield(a, k);
      if (solved.best > longestNonDecreasing(a) || attempt === 20) return { a, k, ...solved };
    }
  },

  prompt: ({ a, k }) =>
    `You are given an array A of ${a.length} integers (indices 0 to ${a.length - 1}):\n${a.join(" ")}\n\n` +
    `You may apply at most ${k} operation${k === 1 ? "" : "s"}. One operation picks indices l <= r and adds 1 to every A[i] with l <= i <= r ` +
    "(the same range may be picked more than once). Afterwards, the length of the longest non-decreasing subsequence " +
    "of A (not necessarily contiguous) should be as large as possible.\n" +
    "Answer with one operation per line, as the two indices l r separated by a space (no lines for no operation).",
  answerExample: ({ a }) => `0 ${a.length}\n1 1`,

  parse: (text) => parseIntRows(text, { cols: 2 }),

  score(ops, { a, k, best }) {
    const n = a.length;
    if (ops.length > k) return invalid(`${ops.length} operations, at most ${k} are allowed`);
    for (const [l, r] of ops) {
      if (l! < 0 || r! >= n || l! > r!) return invalid(`operation ${l} ${r} is not a range of 0..${n - 1}`);
    }
    return maximisationRatio(longestNonDecreasing(applyOperations(a, ops as [number, number][])), best);
  },

  reference: ({ witness }) => witness.map(([l, r]) => `${l} ${r}`).join("\n"),

  wrongAnswers({ a, k, best }) {
    const n = a.length;
    const out = [Array.from({ length: k + 1 }, () => `0 ${n - 1}`).join("\n"), `${n - 1} 0`, `0 ${n}`];
    if (longestNonDecreasing(a) < best) out.push("");
    return out;
  },

  size: ({ a }) => a.length,
});
