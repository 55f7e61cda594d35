// Sum over i of C(n*k, i*k + r) modulo p. RLVE: FixedModK_Selection_Counting
import { afterUpdates, correct, defineEnv, grow, invalid, parseCount, wrong } from "../../core/kit.ts";
import { fixedModSelectionSum } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
  maxK: number;
}

interface Instance {
  n: number;
  k: number;
  r: number;
  p: number;
  answer: number;
}

export default defineEnv<Params, Instance, bigint>({
  id: "fixed-mod-k-selection-counting",
  rlveId: "FixedModK_Selection_Counting",
  category: "number theory",
  split: "held-out",
  version: 1,
  title: "Sum of binomials C(nk, ik + r) modulo p",
  answerKind: "unique",

  params: (level) => ({
    maxN: afterUpdates(8, level, grow.mul2),
    maxK: afterUpdates(5, level, grow.mul1_1plus1),
  }),

  generate({ maxN, maxK }, rng) {
    const n = rng.int(1, maxN);
    const k = rng.int(1, maxK);
    const r = rng.int(0, k - 1);
    const p = rng.int(2, 1_000_000_000);
    return { n, k, r, p, answer: fixedModSelectionSum(n, k, r, p) };
  },

  prompt: ({ n, k, r, p }) =>
    `Compute the sum of the binomial coefficients C(${n * k}, i * ${k} + ${r}) over all integers i >= 0 ` +
    `(that is, the number of subsets of a ${n * k}-element set whose size is ≡ ${r} modulo ${k}), modulo ${p}.\n\n` +
    `Answer with a single integer in the range [0, ${p - 1}].`,
  answerExample: "123",

  parse: (text) => parseCount(text, 40),

  score(answer, { p, answer: gold }) {
    if (answer >= BigInt(p)) return invalid(`the answer must be below ${p}`);
    return answer === BigInt(gold) ? correct() : wrong(`the sum modulo ${p} is not ${answer}`);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer, p }) => [(answer + 1) % p, (answer + p - 1) % p, answer + p].map(String),

  size: ({ n, k }) => n * k,
});
