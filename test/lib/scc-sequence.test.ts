import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { sccSequenceCounts } from "../../src/envs/graphs/scc-sequence-counting.ts";

function sccCount(n: number, mask: number, edges: [number, number][]): number {
  const r = Array.from({ length: n }, (_, i) => 1 << i);
  edges.forEach(([u, v], e) => {
    if ((mask >> e) & 1) r[u]! |= 1 << v;
  });
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) if ((r[i]! >> k) & 1) r[i]! |= r[k]!;
  const comps = new Set<number>();
  for (let i = 0; i < n; i++) {
    let m = 0;
    for (let j = 0; j < n; j++) if ((r[i]! >> j) & 1 && (r[j]! >> i) & 1) m |= 1 << j;
    comps.add(m);
  }
  return comps.size;
}

/** Distinct count sequences by length: for each sequence so far, the set of graphs that produce it. */
function brute(n: number): number[] {
  const edges: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = 0; v < n; v++) if (u !== v) edges.push([u, v]);
  let layer = new Map<string, Set<number>>([["", new Set([0])]]);
  const out: number[] = [];
  for (let i = 1; i <= edges.length; i++) {
    const next = new Map<string, Set<number>>();
    for (const [seq, masks] of layer)
      for (const mask of masks)
        for (let e = 0; e < edges.length; e++) {
          if ((mask >> e) & 1) continue;
          const nm = mask | (1 << e);
          const key = `${seq},${sccCount(n, nm, edges)}`;
          if (!next.has(key)) next.set(key, new Set());
          next.get(key)!.add(nm);
        }
    layer = next;
    out.push(layer.size);
  }
  return out;
}

describe("sccSequenceCounts", () => {
  it("matches exhaustive search for N <= 4", () => {
    for (const n of [1, 2, 3, 4]) assert.deepEqual(sccSequenceCounts(n, 998_244_353), brute(n));
  });
});
