// Counting independent sets of small sparse graphs, and the graph joining legs of primitive Pythagorean triples.
import { gcd } from "./numtheory.ts";

/**
 * Independent sets (the empty one included) of a graph on 0..n-1, modulo p: the product over connected
 * components of count(C - v) + count(C - N[v]) for a vertex v of largest degree. Exponential in the worst
 * case; meant for sparse graphs.
 */
export function independentSetCount(n: number, edges: Array<[number, number]>, p: number): number {
  const adj: Array<Set<number>> = Array.from({ length: n }, () => new Set<number>());
  for (const [u, v] of edges) {
    adj[u]!.add(v);
    adj[v]!.add(u);
  }
  const count = (alive: number[]): number => {
    if (alive.length === 0) return 1 % p;
    const inSet = new Set(alive);
    const seen = new Set<number>();
    let total = 1 % p;
    for (const s of alive) {
      if (seen.has(s)) continue;
      const comp: number[] = [];
      const stack = [s];
      seen.add(s);
      while (stack.length > 0) {
        const u = stack.pop()!;
        comp.push(u);
        for (const w of adj[u]!) {
          if (inSet.has(w) && !seen.has(w)) {
            seen.add(w);
            stack.push(w);
          }
        }
      }
      total = Number((BigInt(total) * BigInt(countConnected(comp))) % BigInt(p));
    }
    return total;
  };
  const countConnected = (comp: number[]): number => {
    if (comp.length === 1) return 2 % p;
    const inComp = new Set(comp);
    let best = comp[0]!;
    let bestDeg = -1;
    for (const u of comp) {
      let d = 0;
      for (const w of adj[u]!) if (inComp.has(w)) d++;
      if (d > bestDeg) {
        bestDeg = d;
        best = u;
      }
    }
    const without = comp.filter((u) => u !== best);
    const closed = without.filter((u) => !adj[best]!.has(u));
    return (count(without) + count(closed)) % p;
  };
  return count(Array.from({ length: n }, (_, i) => i));
}

/** True iff a and b are the legs of a primitive Pythagorean triple (gcd 1 and a^2 + b^2 a square). */
export function primitivePythagoreanPair(a: number, b: number): boolean {
  if (gcd(a, b) !== 1) return false;
  const s = a * a + b * b;
  const c = Math.round(Math.sqrt(s));
  return c * c === s;
}

/** Legs (a, b) of primitive Pythagorean triples with both legs at most limit. */
export function primitiveLegPairs(limit: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let m = 2; m * m - 1 <= limit || 2 * m <= limit; m++) {
    for (let k = 1; k < m; k++) {
      if ((m - k) % 2 === 0 || gcd(m, k) !== 1) continue;
      const a = m * m - k * k;
      const b = 2 * m * k;
      if (a <= limit && b <= limit) out.push([a, b]);
    }
  }
  return out;
}
