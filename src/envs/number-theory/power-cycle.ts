// The cycle length of the last K decimal digits of the powers of N. RLVE: PowerCycle.
import { afterUpdates, defineEnv, grow, minimisationRatio, parseCount, wrong } from "../../core/kit.ts";
import { powerCycleLength } from "../../lib/multiplicative.ts";

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
  version: 5,
  title: "Cycle length of the last K digits of the powers of N",
  answerKind: "unique",
  // The answers concentrate on a few values (the shortcut audit): flatten them. Most N have the largest
  // order mod 10^K (5 * 10^(K-2)), right in up to 67% of the problems without balancing at levels 7-18; the
  // order is cheap to compute (K <= 45 digits at level 20), so every level draws 8 (16 at levels 0-4).
  balanceDraws: (level) => (level <= 4 ? 16 : 8),

  params: (level) => ({ k: afterUpdates(2, level, grow.mul1_1plus1) }),

  generate({ k }, rng) {
    const digits = rng.int(1, k + 5);
    let s = String(rng.int(1, 9));
    for (let i = 1; i < digits - 1; i++) s += String(rng.int(0, 9));
    if (digits > 1) s += rng.pick(["1", "3", "7", "9"]);
    else s = rng.pick(["3", "7", "9"]);
    const length = powerCycleLength(BigInt(s), k);
    if (length === null) throw new Error("a number coprime to 10 always has a cycle");
    return { n: s, k, length: length.toString() };
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
