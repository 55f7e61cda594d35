// Shared scoring of count answers given modulo MOD (wrong_range -0.5 outside [0, MOD), else exact match).
import { correct, invalid, type Rng, type Verdict, wrong } from "../core/kit.ts";
import { COMMON_PRIMES } from "./modcomb.ts";

/** A prime modulus for a counting task. */
export function pickModulus(rng: Rng): number {
  return rng.pick(COMMON_PRIMES);
}

/** The answer line of a count asked modulo `mod`. */
export function modAnswerLine(mod: number): string {
  return `Answer with a single integer in the range [0, ${mod - 1}]: the count modulo ${mod}.`;
}

/** Exact match against the count modulo `mod`; an answer outside [0, mod) is invalid. */
export function scoreModCount(answer: bigint, gold: number, mod: number): Verdict {
  if (answer >= BigInt(mod)) return invalid(`the answer must lie in [0, ${mod - 1}]`);
  return answer === BigInt(gold) ? correct() : wrong(`the count modulo ${mod} is not ${answer}`);
}

/** Near misses of a count modulo `mod`: off by one either way and the unreduced residue. */
export function modNearMisses(gold: number, mod: number): string[] {
  return [(gold + 1) % mod, (gold + mod - 1) % mod, gold + mod].map(String);
}

/** Near misses of an exact count. */
export function exactNearMisses(gold: bigint): string[] {
  const out = [gold + 1n, gold * 2n + 1n];
  if (gold > 0n) out.push(gold - 1n);
  return out.map(String);
}
