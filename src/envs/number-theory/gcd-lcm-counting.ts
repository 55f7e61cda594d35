// Count the ordered pairs of positive integers with a given gcd and lcm. RLVE: GcdLcmCounting
import { afterUpdates, closeness, defineEnv, grow, parseCount, type Rng, wrong } from "../../core/kit.ts";
import { isPrime, primesUpTo } from "../../lib/numtheory.ts";

interface Params {
  maxLcm: number;
}

interface Instance {
  g: number;
  l: number;
  answer: number;
}

/** Primes up to TABLE_MAX, for drawing prime factors (built on first use). */
const TABLE_MAX = 1 << 16;
let primeTable: number[] | undefined;

/** A prime in [2, lim] (lim >= 2), uniform over those primes; above the table, by rejection on isPrime. */
function primeAtMost(lim: number, rng: Rng): number {
  const table = (primeTable ??= primesUpTo(TABLE_MAX));
  if (lim <= TABLE_MAX) {
    let lo = 0;
    let hi = table.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (table[mid]! <= lim) lo = mid + 1;
      else hi = mid;
    }
    return table[rng.int(0, lo - 1)]!;
  }
  // Primes have density above 1 / 37 below 2^53: 600 tries miss with probability below 1e-7.
  for (let t = 0; t < 600; t++) {
    const x = rng.int(2, lim);
    if (isPrime(x)) return x;
  }
  return table[table.length - 1]!;
}

/** Product of the first k primes. */
function primorial(k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) p *= [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47][i]!;
  return p;
}

export default defineEnv<Params, Instance, bigint>({
  id: "gcd-lcm-counting",
  rlveId: "GcdLcmCounting",
  category: "number theory",
  version: 7,
  title: "Count ordered pairs with a given gcd and lcm",
  answerKind: "unique",

  params: (level) => ({ maxLcm: afterUpdates(10, level, grow.mul1_5) }),

  generate({ maxLcm }, rng) {
    // The answer is 2^k for k the number of primes of L / G (0 when G does not divide L). A uniform L gives
    // k = 1 about half the time at every level (51% "2" at level 12), so k is drawn uniformly, with "no
    // pair" as one more outcome, and L / G is built from k distinct primes: at most 25% per answer, and no
    // redraws (48 balanced draws cost 0.11 ms per problem up to level 11).
    let kMax = 0;
    while (primorial(kMax + 1) <= maxLcm) kMax++;
    const k = rng.int(-1, kMax);
    if (k < 0) {
      const l = rng.int(3, maxLcm);
      let g = rng.int(2, l - 1);
      for (let t = 0; t < 8 && l % g === 0; t++) g = rng.int(2, l - 1);
      if (l % g === 0) g = l - 1; // l - 1 >= 2 never divides l
      return { g, l, answer: 0 };
    }
    let q = 1;
    let primes: number[] = [];
    for (let attempt = 0; attempt < 8 && primes.length < k; attempt++) {
      q = 1;
      primes = [];
      for (let i = 0; i < k; i++) {
        // Room for the smallest primes still to come; a log-uniform cap favours small primes, as in numbers.
        const lim = Math.floor(maxLcm / q / primorial(k - i - 1));
        const p = lim < 2 ? 0 : primeAtMost(Math.max(2, Math.floor(lim ** rng.float())), rng);
        if (p === 0 || primes.includes(p)) break;
        primes.push(p);
        q *= p;
      }
    }
    if (primes.length < k) {
      q = primorial(k);
      primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47].slice(0, k);
    }
    for (const p of primes) while (q * p <= maxLcm && rng.bool(1 / 3)) q *= p;
    const g = rng.int(1, Math.floor(maxLcm / q));
    return { g, l: g * q, answer: 2 ** primes.length };
  },

  prompt: ({ g, l }) =>
    `How many ordered pairs (P, Q) of positive integers satisfy gcd(P, Q) = ${g} and lcm(P, Q) = ${l}? ` +
    "Pairs (P, Q) and (Q, P) with P != Q are counted separately.\n\n" +
    "Answer with a single non-negative integer.",

  parse: (text) => parseCount(text),

  // RLVE-Gym's rule: a non-zero count is a power of two, so any other answer earns 0.
  score: (answer, { answer: gold }) =>
    gold !== 0 && (answer & (answer - 1n)) !== 0n
      ? wrong("the count of such pairs is a power of two")
      : closeness(answer, gold, 10),

  reference: ({ answer }) => String(answer),

  wrongAnswers: ({ answer }) => [answer + 1, answer * 2, answer - 1].filter((v) => v >= 0).map(String),

  size: ({ l }) => l,
});
