// Sum of max((i XOR j) - K, 0) over 0 <= i < N, 0 <= j < M. RLVE: EnergyStorageMeter
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { xorExcessSum } from "../../lib/number-theory-counting.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  n: number;
  m: number;
  k: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "energy-storage-meter",
  rlveId: "EnergyStorageMeter",
  category: "number theory",
  version: 4,
  title: "Sum of XOR values above a threshold over a grid",
  answerKind: "unique",

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    // K below max(N, M) - 1, which i XOR 0 or 0 XOR j reaches: the sum is never 0 (K up to MAX_N_M made 0
    // right in 20-54% of the problems, and 16 balanced draws cost 0.04 ms at level 0).
    const k = rng.int(0, Math.max(n, m) - 2);
    return { n, m, k, answer: xorExcessSum(BigInt(n), BigInt(m), BigInt(k)).toString() };
  },

  prompt: ({ n, m, k }) =>
    `Compute the sum of max((i XOR j) - ${k}, 0) over all integer pairs (i, j) with 0 <= i < ${n} and 0 <= j < ${m}, ` +
    "where XOR is the bitwise exclusive or.\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const g = BigInt(answer);
    return [g + 1n, 2n * g + 1n, g - 1n].filter((v) => v >= 0n).map(String);
  },

  size: ({ n, m }) => n + m,
});
