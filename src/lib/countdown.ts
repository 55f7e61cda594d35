// Countdown numbers game helpers: exact reachable values (all numbers used once) and constructed targets.
import type { Rng } from "../core/rng.ts";
import { Rational } from "./rational.ts";

/** A reachable value and how it was made (a leaf number, or an operation on two earlier entries). */
interface Reach {
  v: Rational;
  op?: string;
  a?: Reach;
  b?: Reach;
}

const key = (r: Rational) => `${r.num}/${r.den}`;
const MAX_EXACT = 6;

function textOf(r: Reach, top = true): string {
  if (r.op === undefined) return r.v.toString();
  const s = `${textOf(r.a!, false)} ${r.op} ${textOf(r.b!, false)}`;
  return top ? s : `(${s})`;
}

/** The values of all proper sub-multisets (by bit mask) of nums, each number used once. */
function subsetTables(nums: readonly number[]): Array<Map<string, Reach>> {
  const n = nums.length;
  if (n === 0 || n > MAX_EXACT) throw new RangeError(`countdown search: ${n} numbers`);
  const full = (1 << n) - 1;
  const table: Array<Map<string, Reach>> = Array.from({ length: 1 << n }, () => new Map());
  for (let i = 0; i < n; i++) {
    const v = new Rational(BigInt(nums[i]!));
    table[1 << i]!.set(key(v), { v });
  }
  for (let mask = 1; mask < full; mask++) {
    if ((mask & (mask - 1)) === 0) continue;
    const out = table[mask]!;
    combine(table, mask, (v, op, a, b) => {
      const k = key(v);
      if (!out.has(k)) out.set(k, { v, op, a, b });
    });
  }
  return table;
}

/** Calls emit for every (value, op, left, right) combining two complementary sub-masks of mask. */
function combine(
  table: Array<Map<string, Reach>>,
  mask: number,
  emit: (v: Rational, op: string, a: Reach, b: Reach) => void,
): void {
  for (let s = (mask - 1) & mask; s > 0; s = (s - 1) & mask) {
    const c = mask ^ s;
    for (const a of table[s]!.values()) {
      for (const b of table[c]!.values()) {
        if (s < c) {
          emit(a.v.add(b.v), "+", a, b);
          emit(a.v.mul(b.v), "*", a, b);
        }
        emit(a.v.sub(b.v), "-", a, b);
        if (!b.v.isZero()) emit(a.v.div(b.v), "/", a, b);
      }
    }
  }
}

/**
 * Every value reachable by an expression with + - * / and parentheses that uses each of `nums` exactly
 * once (exact rational division), with one witness expression per value. Exponential: small inputs only.
 */
export function reachableValues(nums: readonly number[]): Array<{ v: Rational; text: string }> {
  const n = nums.length;
  const table = subsetTables(nums);
  const full = (1 << n) - 1;
  if (n === 1) return [...table[1]!.values()].map((r) => ({ v: r.v, text: textOf(r) }));
  const out = new Map<string, Reach>();
  combine(table, full, (v, op, a, b) => {
    const k = key(v);
    if (!out.has(k)) out.set(k, { v, op, a, b });
  });
  return [...out.values()].map((r) => ({ v: r.v, text: textOf(r) }));
}

/** The reachable value closest to target: its distance and a witness (without storing the full set). */
export function closestReachable(
  nums: readonly number[],
  target: number,
): { distance: Rational; witness: string } {
  const t = new Rational(BigInt(target));
  const n = nums.length;
  const table = subsetTables(nums);
  if (n === 1) {
    const only = [...table[1]!.values()][0]!;
    const d = only.v.sub(t);
    return { distance: d.num < 0n ? d.neg() : d, witness: textOf(only) };
  }
  let best: { distance: Rational; r: Reach } | null = null;
  combine(table, (1 << n) - 1, (v, op, a, b) => {
    const d = v.sub(t);
    const ad = d.num < 0n ? d.neg() : d;
    if (best === null || ad.compare(best.distance) < 0) best = { distance: ad, r: { v, op, a, b } };
  });
  const found = best as unknown as { distance: Rational; r: Reach };
  return { distance: found.distance, witness: textOf(found.r) };
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
  let items = nums.map((v) => ({ value: v, text: String(v) }));
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
    const merged = { value, text: `(${a.text} ${op} ${b.text})` };
    items = items.filter((_, k) => k !== i && k !== j);
    items.push(merged);
  }
  const text = items[0]!.text;
  return { value: items[0]!.value, text: text.startsWith("(") ? text.slice(1, -1) : text };
}
