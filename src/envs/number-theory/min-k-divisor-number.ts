// Find the smallest positive integer with exactly K divisors. RLVE: MinKDivisorNumber.
import {
  afterUpdates,
  defineEnv,
  grow,
  invalid,
  minimisationRatio,
  parseCount,
  wrong,
} from "../../core/kit.ts";
import { divisorCountBig, minWithKDivisors } from "../../lib/multiplicative.ts";
import { factorize } from "../../lib/numtheory.ts";

interface Params {
  maxK: number;
}

interface Instance {
  k: number;
  /** The smallest number with k divisors, decimal. */
  best: string;
}

/** Answers above best·this ratio earn less than 1e-6 of credit and are not factored. */
const FAR = 1000n;
/** Keep the answer short enough to write: resample K while the minimum has more digits. */
const MAX_ANSWER_DIGITS = 80;

export default defineEnv<Params, Instance, bigint>({
  id: "min-k-divisor-number",
  rlveId: "MinKDivisorNumber",
  category: "number theory",
  version: 3,
  title: "Smallest positive integer with exactly K divisors",
  answerKind: "any-optimal",

  // The catalog starts at maxK = 5: only K = 2..5, four instances (the shortcut audit's repeated-instance
  // check). Level 0 starts at 8 instead (K = 2..8); level 1 on follow the catalog (10, 20, ...).
  params: (level) => ({ maxK: Math.max(8, afterUpdates(5, level, grow.mul2)) }),

  generate({ maxK }, rng) {
    for (let tries = 0; tries < 200; tries++) {
      const k = rng.int(2, maxK);
      // the answer is at least 2^(P-1) for the largest prime factor P of k
      const factors = factorize(k);
      if ((factors[factors.length - 1]![0] - 1) * Math.LOG10E * Math.LN2 > MAX_ANSWER_DIGITS) continue;
      const best = minWithKDivisors(k);
      if (best.toString().length <= MAX_ANSWER_DIGITS) return { k, best: best.toString() };
    }
    let k = 1;
    while (k * 2 <= maxK) k *= 2;
    return { k, best: minWithKDivisors(k).toString() };
  },

  prompt: ({ k }) =>
    `Find the smallest positive integer that has exactly ${k} positive divisors (counting 1 and the number itself).\n\n` +
    "Answer with that integer in decimal.",

  parse: (text) => parseCount(text),

  score(x, { k, best }) {
    const b = BigInt(best);
    if (x < b) return invalid(`${x} does not have exactly ${k} divisors`);
    if (x > b * FAR) return wrong(`${x} is far above the smallest number with ${k} divisors`);
    // the minimum itself has k divisors by construction: no need to factor it again
    if (x === b) return minimisationRatio(x, b, 2);
    const count = divisorCountBig(x);
    if (count === null)
      return wrong(`${x} could not be factored to check its divisors; it is above the minimum`);
    if (count !== k) return invalid(`${x} has ${count} divisors, not ${k}`);
    return minimisationRatio(x, b, 2);
  },

  reference: ({ best }) => best,

  wrongAnswers({ best }) {
    const b = BigInt(best);
    return [(b + 1n).toString(), (b * 2n).toString(), (b - 1n).toString()];
  },

  size: ({ k }) => k,
});
