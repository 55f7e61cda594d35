// Countdown numbers game helpers: exact reachable values (all numbers used once) and constructed targets.
import type { Rng } from "../core/rng.ts";
import { Rational } from "./rational.ts";

interface Reach {
  v: Rational;
  text: string;
}

const key = (r: Rational) => `${r.num}/${r.den}`;

/**
 * Every value reachable by an expression with + - * / and parentheses that uses each of `nums` exactly
 * once (exact rational division), with one witness expression per value. Exponential: small inputs only.
 */
export function reachableValues(nums: readonly number[]): Reach[] {
  const n = nums.length;
  if (n === 0 || n > 6) throw new RangeError(`reachableValues: ${n} numbers`);
  const table: Array<Map<string, Reach>> = Array.from({ length: 1 << n }, () => new Map());
  for (let i = 0; i < n; i++) {
    const v = new Rational(BigInt(nums[i]!));
    table[1 << i]!.set(key(v), { v, text: String(nums[i]) });
  }
  const put = (m: Map<string, Reach>, v: Rational, text: string) => {
    const k = key(v);
    if (!m.has(k)) m.set(k, { v, text });
  };
  for (let mask = 1; mask < 1 << n; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    const out = table[mask]!;
    for (let s = (mask - 1) & mask; s > 0; s = (s - 1) & mask) {
      const c = mask ^ s;
      for (const a of table[s]!.values()) {
        for (const b of table[c]!.values()) {
          if (s < c) {
            put(out, a.v.add(b.v), `(${a.text} + ${b.text})`);
            put(out, a.v.mul(b.v), `(${a.text} * ${b.text})`);
          }
          put(out, a.v.sub(b.v), `(${a.text} - ${b.text})`);
          if (!b.v.isZero()) put(out, a.v.div(b.v), `(${a.text} / ${b.text})`);
        }
      }
    }
  }
  return [...table[(1 << n) - 1]!.values()].map(({ v, text }) => ({ v, text: stripOuter(text) }));
}

function stripOuter(text: string): string {
  if (!text.startsWith("(")) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    if (depth === 0 && i < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/** The reachable value closest to target: its distance and a witness. */
export function closestReachable(
  nums: readonly number[],
  target: number,
): { distance: Rational; witness: string } {
  const t = new Rational(BigInt(target));
  let best: { distance: Rational; witness: string } | null = null;
  for (const r of reachableValues(nums)) {
    const d = r.v.sub(t);
    const ad = d.num < 0n ? d.neg() : d;
    if (best === null || ad.compare(best.distance) < 0) best = { distance: ad, witness: r.text };
  }
  return best!;
}

/**
 * A random expression over all of `nums` (each once) whose intermediate values are positive integers and
 * whose products stay at most `bound`; returns its value and text.
 */
export function randomTarget(
  nums: readonly number[],
  rng: Rng,
  bound: number,
): { value: number; text: string } {
  let items = nums.map((v) => ({ value: v, text: String(v), atom: true }));
  while (items.length > 1) {
    const i = rng.int(0, items.length - 1);
    let j = rng.int(0, items.length - 2);
    if (j >= i) j++;
    const a = items[i]!;
    const b = items[j]!;
    const choices: Array<[string, number]> = [["+", a.value + b.value]];
    if (a.value * b.value <= bound) choices.push(["*", a.value * b.value]);
    if (a.value > b.value) choices.push(["-", a.value - b.value]);
    if (b.value > 1 && a.value % b.value === 0) choices.push(["/", a.value / b.value]);
    const [op, value] = rng.pick(choices);
    const merged = { value, text: `(${a.text} ${op} ${b.text})`, atom: false };
    items = items.filter((_, k) => k !== i && k !== j);
    items.push(merged);
  }
  return { value: items[0]!.value, text: stripOuter(items[0]!.text) };
}
