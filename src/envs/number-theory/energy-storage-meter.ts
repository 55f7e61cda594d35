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
  version: 3,
  title: "Sum of XOR values above a threshold over a grid",
  answerKind: "unique",
  // The answers concentrate on a few values at low levels (the shortcut audit): flatten them.
  balanceDraws: (level) => (level <= 3 ? 16 : 1),

  params: (level) => ({ maxNM: afterUpdates(4, level, grow.mul1_5) }),

  generate({ maxNM }, rng) {
    const n = rng.int(1, maxNM);
    const m = rng.int(1, maxNM);
    const k = rng.int(0, maxNM);
    return { n, m, k, answer: xorExcessSum(BigInt(n), BigInt(m), BigInt(k)).toString() };
  },

  prompt: ({ n, m, k }) =>
    `Compute the sum of max((i XOR j) - ${k}, 0) over all integer pairs (i, j) with 0 <= i < ${n} and 0 <= j < ${m}, ` +
    "where XOR is the bitwise exclusive or.\n\n" +
    "Answer with a single non-negative integer.",
  answerExample: "120",

  parse: (text) => parseCount(text),

  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),

  reference: ({ answer }) => answer,

  wrongAnswers({ answer }) {
    const g = BigInt(answer);
    return [g + 1n, 2n * g + 1n, g - 1n].filter((v) => v >= 0n).map(String);
  },

  size: ({ n, m }) => n + m,
});
