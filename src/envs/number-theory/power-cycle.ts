// The cycle length of the last K decimal digits of the powers of N. RLVE: PowerCycle.
import { afterUpdates, defineEnv, grow, minimisationRatio, parseCount, wrong } from "../../core/kit.ts";
import { powerCycleLength } from "../../lib/multiplicative.ts";
import { modInverse, modPow } from "../../lib/numtheory.ts";

interface Params {
  k: number;
}

interface Instance {
  n: string;
  k: number;
  /** The least cycle length, decimal. */
  length: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "power-cycle",
  rlveId: "PowerCycle",
  category: "number theory",
  version: 6,
  title: "Cycle length of the last K digits of the powers of N",
  answerKind: "unique",
  params: (level) => ({ k: afterUpdates(2, level, grow.mul1_1plus1) }),

  // A uniform N has the largest order mod 10^K (5 * 10^(K-2)) in up to 67% of the problems (levels 7-18). N is
  // built instead from residues mod 2^K and 5^K whose orders are drawn uniformly among the possible ones (a
  // power of 2 for 2^K, 5^e * 2^f for 5^K), so the answers spread without redraws (at most 25% at 200 seeds);
  // then up to 5 more leading digits.
  generate({ k }, rng) {
    const K = BigInt(k);
    const m2 = 2n ** K;
    const m5 = 5n ** K;
    // mod 2^K: +-5^t with t an odd multiple of 2^s (5 has order 2^(K-2) for K >= 3).
    const top = Math.max(0, k - 2);
    const s2 = rng.int(0, top);
    const t2 = s2 === top ? 0n : (2n * rng.bigint(0n, 2n ** BigInt(top - s2 - 1) - 1n) + 1n) << BigInt(s2);
    let a = modPow(5n, t2, m2);
    if (rng.bool()) a = m2 - a;
    // mod 5^K: 2^t with gcd(t, 4 * 5^(K-1)) = 5^e * 2^f (2 is a primitive root mod 5^K).
    const e = rng.int(0, k - 1);
    const f = rng.int(0, 2);
    const rest = (4n * 5n ** BigInt(k - 1)) / (5n ** BigInt(e) * 2n ** BigInt(f));
    let u = rest === 1n ? 0n : rng.bigint(1n, rest - 1n);
    while (rest > 1n && ((rest % 2n === 0n && u % 2n === 0n) || (rest % 5n === 0n && u % 5n === 0n))) u++;
    const b = modPow(2n, u * 5n ** BigInt(e) * 2n ** BigInt(f), m5);
    let n = a + m2 * (((b - a) * modInverse(m2, m5)!) % m5);
    if (n < 0n) n += m2 * m5;
    const extra = rng.int(0, 5);
    if (extra > 0) {
      let h = String(rng.int(1, 9));
      for (let i = 1; i < extra; i++) h += String(rng.int(0, 9));
      n += BigInt(h) * m2 * m5;
    }
    const length = powerCycleLength(n, k);
    if (length === null) throw new Error("a number coprime to 10 always has a cycle");
    return { n: n.toString(), k, length: length.toString() };
  },

  prompt: ({ n, k }) =>
    `Let N = ${n}. Look at the last ${k} decimal digits of the powers N^1, N^2, N^3, ... (that is, N^a modulo 10^${k}). ` +
    `Find the smallest positive integer L such that, for every a >= 1, N^(a+L) and N^a have the same last ${k} digits.\n\n` +
    "Answer with L in decimal.",

  parse: (text) => parseCount(text),

  score(l, { length }) {
    const gold = BigInt(length);
    if (l === 0n || l % gold !== 0n) return wrong(`the last digits do not repeat with period ${l}`);
    return minimisationRatio(l, gold, 1);
  },

  reference: ({ length }) => length,

  wrongAnswers({ length }) {
    const g = BigInt(length);
    const out = [(2n * g).toString(), (g + 1n).toString()];
    if (g > 1n) out.push((g - 1n).toString());
    return out;
  },

  size: ({ k }) => k,
});
