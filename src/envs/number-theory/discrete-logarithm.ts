// Smallest y >= 0 with X^y = K (mod Z); larger valid exponents earn ratio credit. RLVE: DiscreteLogarithm
import { afterUpdates, defineEnv, grow, minimisationRatio, parseCount, wrong } from "../../core/kit.ts";
import { discreteLogSmallest } from "../../lib/number-theory-counting.ts";
import { modPow } from "../../lib/numtheory.ts";

interface Params {
  maxZ: number;
}

interface Instance {
  x: number;
  k: number;
  z: number;
  answer: number;
}

/** Largest modulus whose powers are listed to draw X and K (BASE_TRIES walks of at most SCAN_MAX steps). */
const SCAN_MAX = 200_000;
const BASE_TRIES = 6;

/** The distinct powers x^0, x^1, ... modulo z, in order, up to the first repeat. */
function powersOf(x: number, z: number): number[] {
  const powers: number[] = [];
  const seen = new Set<number>();
  for (let v = 1 % z; !seen.has(v); v = (v * x) % z) {
    seen.add(v);
    powers.push(v);
  }
  return powers;
}

const holds = (y: bigint, { x, k, z }: Instance) => modPow(BigInt(x), y, BigInt(z)) === BigInt(k);

export default defineEnv<Params, Instance, bigint>({
  id: "discrete-logarithm",
  rlveId: "DiscreteLogarithm",
  category: "number theory",
  version: 4,
  title: "Smallest exponent y with X^y = K (mod Z)",
  answerKind: "any-optimal",

  params: (level) => ({ maxZ: afterUpdates(10, level, grow.mul1_2plus1) }),

  generate({ maxZ }, rng) {
    const z = rng.int(3, maxZ);
    // K uniform among the residues the powers of X reach, X the base with the longest sequence of distinct
    // powers among a few candidates: the smallest exponent is then uniform over 0..L-1 with L large. An
    // exponent drawn uniformly for any base made the short start of the sequence common and "1" right in
    // 54% of the level-0 problems (issue 14). Beyond SCAN_MAX the walk over the powers is too long and the
    // base and exponent are drawn uniformly.
    let x = rng.int(2, z - 1);
    let k: number;
    if (z <= SCAN_MAX) {
      let powers = powersOf(x, z);
      for (let t = 1; t < BASE_TRIES; t++) {
        const cand = rng.int(2, z - 1);
        const p = powersOf(cand, z);
        if (p.length > powers.length) [x, powers] = [cand, p];
      }
      k = rng.pick(powers);
    } else {
      k = Number(modPow(BigInt(x), BigInt(rng.int(0, 2 * z)), BigInt(z)));
    }
    return { x, k, z, answer: discreteLogSmallest(x, k, z) };
  },

  prompt: ({ x, k, z }) =>
    `Find the smallest integer y >= 0 such that ${x}^y ≡ ${k} (mod ${z}).\n\n` +
    "Answer with the single integer y (a larger y that also satisfies the congruence earns partial credit).",

  parse: (text) => parseCount(text, 100),

  score(y, inst) {
    if (!holds(y, inst)) return wrong(`${inst.x}^${y} is not ${inst.k} modulo ${inst.z}`);
    return minimisationRatio(y, inst.answer, 2);
  },

  reference: ({ answer }) => String(answer),

  wrongAnswers(inst) {
    const g = BigInt(inst.answer);
    const cands = [g + 1n, g > 0n ? g - 1n : g + 2n];
    let period = 0n;
    for (let t = 1n; t <= BigInt(inst.z) && period === 0n; t++) if (holds(g + t, inst)) period = t;
    if (period > 0n) cands.push(g + period);
    return cands.map(String);
  },

  size: ({ z }) => z,
});
