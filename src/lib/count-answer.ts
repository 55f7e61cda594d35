// Scoring and near misses shared by counting environments (exact counts and counts modulo MOD).
import { correct, invalid, type Rng, type Verdict, wrong } from "../core/kit.ts";
import { COMMON_PRIMES } from "./modcomb.ts";
import { isPrime } from "./numtheory.ts";

/** A counting modulus drawn per problem (any integer in [1000, 1e9]). */
export function drawModulus(rng: Rng): number {
  return rng.int(1_000, 1_000_000_000);
}

/** One of the common prime moduli (998244353, 1e9+7, 1e9+9). */
export function pickModulus(rng: Rng): number {
  return rng.pick(COMMON_PRIMES);
}

/** A prime counting modulus in [10^8, 10^9], drawn per problem. */
export function drawPrimeModulus(rng: Rng): number {
  for (;;) {
    const p = rng.int(100_000_000, 1_000_000_000);
    if (isPrime(p)) return p;
  }
}

/** The answer line of a count asked modulo `mod`. */
export function modAnswerLine(mod: number): string {
  return `Answer with a single integer in the range [0, ${mod - 1}]: the count modulo ${mod}.`;
}

/**
 * The answer example of a count asked modulo `mod`: the modulus itself. Any residue in [0, mod - 1] can be
 * the answer, so the one number never correct is one outside that range (scored invalid, see scoreModCount).
 */
export const modulusExample = ({ mod }: { mod: number }): string => String(mod);

/** Binary credit for a count asked modulo `mod`; an answer outside [0, mod) is invalid (-0.5). */
export function scoreModCount(answer: bigint, gold: number, mod: number): Verdict {
  if (answer >= BigInt(mod)) return invalid(`the answer must lie in [0, ${mod - 1}]`);
  return answer === BigInt(gold) ? correct() : wrong(`the count modulo ${mod} is not ${answer}`);
}

/** Near misses of a count modulo `mod`: off by one either way, and the unreduced value plus mod. */
export function modNearMisses(gold: number, mod: number): string[] {
  return [(gold + 1) % mod, (gold + mod - 1) % mod, gold + mod].map(String);
}

/** Near misses of an exact count: off by one either way and doubled. */
export function countNearMisses(gold: bigint | string | number): string[] {
  const a = BigInt(gold);
  const out = [a + 1n, a * 2n + 1n];
  if (a > 0n) out.push(a - 1n);
  return out.map(String);
}

/** Same as countNearMisses. */
export const exactNearMisses = (gold: bigint): string[] => countNearMisses(gold);
