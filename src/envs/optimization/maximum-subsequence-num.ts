// Append N symbols from [0, K) to a sequence so that it has as many distinct subsequences as possible. RLVE: Maximum_SubsequenceNum.
import {
  afterUpdates,
  defineEnv,
  fewestOptimal,
  grow,
  invalid,
  maximisationRatio,
  parseIntList,
  type Rng,
} from "../../core/kit.ts";

interface Params {
  n: number;
  m: number;
}

interface Instance {
  prefix: number[];
  k: number;
  n: number;
  /** The best count of distinct non-empty subsequences, as a decimal string. */
  best: string;
  /** One optimal list of appended symbols. */
  witness: number[];
}

/**
 * K is 2 or floor(ratio·N) for one of these ratios, as in RLVE-Gym: never more symbols than are appended, so
 * that appending distinct symbols the prefix lacks is not always enough (with K up to 2N + 2 it often was).
 */
const K_RATIOS = [0.1, 0.2, 0.3, 0.5, 1];

/** The alphabet sizes a problem with N appended symbols draws from, each once (RLVE-Gym's set of K). */
export function alphabetSizes(n: number): number[] {
  const sizes = [2];
  for (const r of K_RATIOS) {
    const k = Math.floor(n * r);
    if (k >= 2 && !sizes.includes(k)) sizes.push(k);
  }
  return sizes;
}

/** Distinct non-empty subsequences of a sequence (each new symbol doubles the count, minus the repeats). */
export function distinctSubsequences(seq: readonly number[]): bigint {
  let total = 1n; // the empty one included
  const before = new Map<number, bigint>();
  for (const c of seq) {
    const prev = total;
    total = 2n * total - (before.get(c) ?? 0n);
    before.set(c, prev);
  }
  return total - 1n;
}

/**
 * An optimal continuation: each step appends a symbol whose last occurrence is earliest (unused symbols
 * first). Appending c adds (count so far) - (count just before c's last occurrence), and counts only grow,
 * so that symbol adds the most now, and it also leaves the other symbols' last occurrences as late as
 * possible; ties are broken at random.
 */
export function bestContinuation(prefix: readonly number[], k: number, n: number, rng: Rng): number[] {
  const last = new Array<number>(k).fill(-1);
  prefix.forEach((c, i) => {
    last[c] = i;
  });
  const out: number[] = [];
  for (let t = 0; t < n; t++) {
    const earliest = Math.min(...last);
    const c = rng.pick(last.flatMap((p, s) => (p === earliest ? [s] : [])));
    last[c] = prefix.length + t;
    out.push(c);
  }
  return out;
}

/** The share of all K^N continuations that are optimal, or 0 when there are more than 2000 of them. */
function optimalShare({ prefix, k, n, best }: Instance): number {
  if (k ** n > 2000) return 0;
  let hits = 0;
  const cur: number[] = [];
  const rec = (): void => {
    if (cur.length === n) {
      if (distinctSubsequences([...prefix, ...cur]).toString() === best) hits++;
      return;
    }
    for (let c = 0; c < k; c++) {
      cur.push(c);
      rec();
      cur.pop();
    }
  };
  rec();
  return hits / k ** n;
}

function drawInstance({ n, m }: Params, rng: Rng): Instance {
  const k = rng.pick(alphabetSizes(n));
  const prefix = Array.from({ length: m }, () => rng.int(0, k - 1));
  const witness = bestContinuation(prefix, k, n, rng);
  return { prefix, k, n, best: distinctSubsequences([...prefix, ...witness]).toString(), witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "maximum-subsequence-num",
  rlveId: "Maximum_SubsequenceNum",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Extend a sequence to maximise its number of distinct subsequences",
  answerKind: "any-optimal",

  // RLVE-Gym's ladder (N = M = 2, then int(x * 1.1 + 1)) one step on: at N = M = 2 the alphabet is only {0, 1}
  // and level 0 had 4 distinct problems, "0 1" optimal in 63% of them.
  params: (level) => ({
    n: afterUpdates(2, level + 1, grow.mul1_1plus1),
    m: afterUpdates(2, level + 1, grow.mul1_1plus1),
  }),

  generate(params, rng) {
    // Where many continuations are optimal a fixed answer would often score: while they are few enough to
    // count (K^N <= 2000), draw up to 30 instances and keep the first where at most half are optimal, else the
    // one with the fewest optimal continuations.
    return fewestOptimal(() => drawInstance(params, rng), optimalShare, { tries: 30, atMost: 0.5 });
  },

  prompt: ({ prefix, k, n }) =>
    `You are given a sequence of ${prefix.length} symbols, each an integer from 0 to ${k - 1}: ${prefix.join(" ")}\n` +
    `Append exactly ${n} more symbols (each an integer from 0 to ${k - 1}) to its end, so that the resulting sequence of ${prefix.length + n} symbols has as many distinct non-empty subsequences as possible. ` +
    "(A subsequence keeps some of the symbols in their original order; two subsequences are the same when they are equal as sequences of symbols.)\n" +
    `Answer with the ${n} appended symbols, in order, separated by spaces.`,
  answerExample: ({ k, n }) => Array.from({ length: n }, () => k).join(" "),

  parse: (text) => parseIntList(text),

  score(symbols, { prefix, k, n, best }) {
    if (symbols.length !== n) return invalid(`expected ${n} symbols, got ${symbols.length}`);
    const bad = symbols.find((c) => c < 0 || c >= k);
    if (bad !== undefined) return invalid(`symbol ${bad} is not between 0 and ${k - 1}`);
    return maximisationRatio(distinctSubsequences([...prefix, ...symbols]), BigInt(best));
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ prefix, k, n, best, witness }) {
    const out = [witness.slice(1).join(" ") || "-1", [...witness.slice(1), k].join(" ")];
    // Repeat the last symbol of the prefix n times: never optimal (it adds the fewest new subsequences).
    const dull = Array.from({ length: n }, () => prefix[prefix.length - 1]!);
    if (distinctSubsequences([...prefix, ...dull]).toString() !== best) out.push(dull.join(" "));
    return out;
  },

  size: ({ prefix, n }) => prefix.length + n,
});
