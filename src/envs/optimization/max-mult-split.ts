// Cut a digit string into K+1 pieces maximising the product of their values. RLVE: MaxMultSplit.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  digits: string;
  k: number;
  /** The largest product, as a decimal string. */
  best: string;
  /** One optimal cut: the K positions p (a cut after the first p digits), ascending. */
  witness: number[];
}

/** The product of the pieces between the cuts. */
export function cutProduct(digits: string, cuts: readonly number[]): bigint {
  let product = 1n;
  let start = 0;
  for (const p of [...cuts, digits.length]) {
    product *= BigInt(digits.slice(start, p));
    start = p;
  }
  return product;
}

/** Exact DP: best[j][i] = largest product of the first i digits in j+1 pieces. O(k·n²) bigint steps. */
export function bestCut(digits: string, k: number): { best: bigint; witness: number[] } {
  const n = digits.length;
  const best: (bigint | null)[][] = Array.from({ length: k + 1 }, () => new Array(n + 1).fill(null));
  const from: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = 1; i <= n; i++) best[0]![i] = BigInt(digits.slice(0, i));
  for (let j = 1; j <= k; j++) {
    for (let i = j + 1; i <= n; i++) {
      for (let p = j; p < i; p++) {
        const left = best[j - 1]![p];
        if (left === null || left === undefined) continue;
        const v = left * BigInt(digits.slice(p, i));
        const cur = best[j]![i];
        if (cur === null || cur === undefined || v > cur) {
          best[j]![i] = v;
          from[j]![i] = p;
        }
      }
    }
  }
  const witness: number[] = [];
  for (let j = k, i = n; j > 0; j--) {
    i = from[j]![i]!;
    witness.push(i);
  }
  return { best: best[k]![n]!, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-mult-split",
  rlveId: "MaxMultSplit",
  category: "optimization/NP-hard construction",
  version: 3,
  title: "Cut a digit string into K+1 pieces with the largest product",
  answerKind: "any-optimal",

  // At least 4 digits: 3 digits with 2 cuts have the one answer "1 2" (half the draws); at 4 the most
  // frequent of 6 answers is 23%, and no redraws are needed.
  params: (level) => ({ n: Math.max(4, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const digits = Array.from({ length: n }, () => (rng.bool(0.1) ? 0 : rng.int(1, 9))).join("");
    const k = rng.int(1, Math.min(n - 1, Math.max(2, Math.floor((n - 1) / 2))));
    const { best, witness } = bestCut(digits, k);
    return { digits, k, best: best.toString(), witness };
  },

  prompt: ({ digits, k }) =>
    `You are given a string of ${digits.length} digits:\n${digits}\n\n` +
    `Cut it at exactly ${k} place${k === 1 ? "" : "s"} into ${k + 1} non-empty consecutive pieces. Read each piece as a decimal number ` +
    "(leading zeros allowed, so 05 is 5) and multiply the pieces together. Make the product as large as possible.\n" +
    `Answer with the ${k} cut position${k === 1 ? "" : "s"} in increasing order, separated by spaces, where position p (1 <= p <= ${digits.length - 1}) ` +
    "cuts just after the first p digits.",
  answerExample: ({ digits, k }) => Array.from({ length: k }, () => digits.length).join(" "),

  parse: (text, { k }) => parseIntList(text, { length: k }),

  score(cuts, { digits, best }) {
    for (let t = 0; t < cuts.length; t++) {
      const p = cuts[t]!;
      if (p < 1 || p >= digits.length) return invalid(`cut position ${p} is outside 1..${digits.length - 1}`);
      if (t > 0 && cuts[t - 1]! >= p)
        return invalid(`cut positions ${cuts[t - 1]} and ${p} are not increasing`);
    }
    return maximisationRatio(cutProduct(digits, cuts), BigInt(best), 3);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ digits, k, best, witness }) {
    const n = digits.length;
    const out = [[...witness.slice(1), n].join(" "), [0, ...witness.slice(1)].join(" ")];
    if (k > 1) out.push([...witness].reverse().join(" "));
    for (const cuts of [
      Array.from({ length: k }, (_, i) => i + 1),
      Array.from({ length: k }, (_, i) => n - k + i),
    ]) {
      if (cutProduct(digits, cuts) < BigInt(best)) out.push(cuts.join(" "));
    }
    return out;
  },

  size: ({ digits }) => digits.length,
});
