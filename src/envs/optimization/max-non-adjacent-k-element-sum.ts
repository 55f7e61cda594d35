// Choose exactly K pairwise non-adjacent positions of an array maximising their sum. RLVE: Max_NonAdjacent_KElementSum.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  k: number;
  best: number;
  /** One optimal choice (ascending indices). */
  witness: number[];
}

/** Best sum of exactly k indices no two of which are adjacent, with one optimal choice. */
export function bestNonAdjacent(values: readonly number[], k: number): { best: number; witness: number[] } {
  const n = values.length;
  const NEG = Number.NEGATIVE_INFINITY;
  // f[i][j]: best over the first i elements with j chosen.
  const f = Array.from({ length: n + 1 }, () => new Array<number>(k + 1).fill(NEG));
  for (let i = 0; i <= n; i++) f[i]![0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= k; j++) {
      const skip = f[i - 1]![j]!;
      const take = (i >= 2 ? f[i - 2]![j - 1]! : j === 1 ? 0 : NEG) + values[i - 1]!;
      f[i]![j] = Math.max(skip, take);
    }
  }
  const best = f[n]![k]!;
  if (best === NEG) throw new Error("no feasible choice");
  const witness: number[] = [];
  let i = n;
  let j = k;
  while (j > 0) {
    if (f[i - 1]![j] === f[i]![j]) {
      i--;
    } else {
      witness.push(i - 1);
      i -= 2;
      j--;
    }
  }
  return { best, witness: witness.reverse() };
}

export default defineEnv<Params, Instance, number[]>({
  id: "max-non-adjacent-k-element-sum",
  rlveId: "Max_NonAdjacent_KElementSum",
  category: "optimization/NP-hard construction",
  version: 2,
  title: "Choose K non-adjacent array elements with the largest sum",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(1, 2 * n));
    const k = rng.int(1, Math.max(1, Math.floor((n + 1) / 2) - 1));
    return { values, k, ...bestNonAdjacent(values, k) };
  },

  prompt: ({ values, k }) =>
    `You are given an array A of ${values.length} positive integers (indices 0 to ${values.length - 1}):\n` +
    values.map((v, i) => `A[${i}] = ${v}`).join("\n") +
    `\n\nChoose exactly ${k} distinct indices such that no two chosen indices are adjacent (they differ by at ` +
    "least 2), maximising the sum of the chosen elements.\nAnswer with the chosen indices separated by spaces.",

  parse: (text) => parseIntList(text),

  score(chosen, { values, k, best }) {
    if (chosen.length !== k) return invalid(`${chosen.length} indices chosen, expected ${k}`);
    const sorted = [...chosen].sort((x, y) => x - y);
    let sum = 0;
    for (let t = 0; t < sorted.length; t++) {
      const i = sorted[t]!;
      if (i < 0 || i >= values.length) return invalid(`index ${i} does not exist`);
      if (t > 0 && sorted[t - 1]! + 1 >= i)
        return invalid(`indices ${sorted[t - 1]} and ${i} are equal or adjacent`);
      sum += values[i]!;
    }
    return maximisationRatio(sum, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ values, k, witness }) {
    const out: string[] = [witness.slice(1).join(" "), [...witness.slice(1), values.length].join(" ")];
    const w0 = witness[0]!;
    if (k >= 2) out.push([w0, w0 + 1 < values.length ? w0 + 1 : w0 - 1, ...witness.slice(2)].join(" "));
    else out.push(`${w0} ${w0}`);
    return out;
  },

  size: ({ values }) => values.length,
});
