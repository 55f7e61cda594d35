// Parsing and scoring helpers shared by the exact-value environments (fractions and residues).
import { correct, FormatError, invalid, type Verdict, wrong } from "../core/kit.ts";

/** A fraction kept as written (sign moved to the numerator), so huge values need no gcd. */
export interface RawFraction {
  num: bigint;
  den: bigint;
}

/** "p/q" or "p" from a reduced-or-not fraction string stored in an instance. */
export function fractionOf(text: string): RawFraction {
  const [p, q] = text.split("/");
  return { num: BigInt(p!), den: BigInt(q ?? "1") };
}

/**
 * An exact fraction "p/q" or integer "p" whose parts may have up to maxDigits digits each (for answers
 * longer than the core parser's limit). Not reduced: compare with `sameFraction`.
 */
export function parseLongFraction(text: string, maxDigits: number): RawFraction {
  if (text.length > 2 * maxDigits + 64) throw new FormatError("answer is too long");
  let t = text.trim().replace(/\s+/g, "");
  if (t.endsWith(".")) t = t.slice(0, -1);
  if (t.startsWith("(") && t.endsWith(")")) t = t.slice(1, -1);
  const m = /^([+-]?\d+)(?:\/([+-]?\d+))?$/.exec(t);
  if (!m) throw new FormatError("expected a fraction p/q");
  if (m[1]!.replace(/^[+-]/, "").length > maxDigits || (m[2] ?? "").replace(/^[+-]/, "").length > maxDigits) {
    throw new FormatError(`a part of the fraction has more than ${maxDigits} digits`);
  }
  const num = BigInt(m[1]!);
  const den = m[2] === undefined ? 1n : BigInt(m[2]);
  if (den === 0n) throw new FormatError("denominator is zero");
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

/** Digits allowed in an answer part: generous for the expected value, bounded for hostile input. */
export function digitBudget(expected: RawFraction): number {
  const len = Math.max(expected.num.toString().length, expected.den.toString().length);
  return 2 * len + 20;
}

export function sameFraction(a: RawFraction, b: RawFraction): boolean {
  return a.num * b.den === b.num * a.den;
}

/** Binary exact check of a fraction answer. */
export function scoreFraction(answer: RawFraction, expected: RawFraction): Verdict {
  return sameFraction(answer, expected) ? correct() : wrong("the fraction is not the expected value");
}

/** Near misses of a reduced fraction: numerator and denominator each off by one (always a different value). */
export function fractionNearMisses(r: RawFraction): string[] {
  const show = (n: bigint, d: bigint) => (d === 1n ? `${n}` : `${n}/${d}`);
  const out = [show(r.num + 1n, r.den), show(r.num - 1n, r.den)];
  if (r.num !== 0n) out.push(`${r.num}/${r.den + 1n}`);
  return out;
}

/** Binary exact check of a residue modulo m; outside [0, m) is invalid (-0.5). */
export function scoreResidue(answer: bigint, expected: number, m: number): Verdict {
  if (answer < 0n || answer >= BigInt(m)) return invalid(`the answer must lie in [0, ${m})`);
  return answer === BigInt(expected) ? correct() : wrong(`${answer} is not the expected residue`);
}

/** Near misses of a residue: off by one either way (mod m), and one outside the range. */
export function residueNearMisses(r: number, m: number): string[] {
  return [String((r + 1) % m), String((r - 1 + m) % m), String(r + m)];
}

/** How an exact rational answer is asked for modulo a prime m. */
export function residueInstruction(m: number): string {
  return (
    `The exact value is a rational number p/q; output it modulo ${m}, that is the integer r with ` +
    `0 <= r < ${m} and r·q ≡ p (mod ${m}) (${m} is prime and q is not a multiple of it).`
  );
}
