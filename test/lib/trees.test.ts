import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { minInorder } from "../../src/envs/graphs/min-inorder-binary-tree.ts";
import { fewestChanges } from "../../src/envs/graphs/mitter-transportation.ts";
import { adjacency } from "../../src/lib/graph.ts";
import { randomTreeMaxDegree } from "../../src/lib/trees.ts";

function less(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** Every root of degree <= 2 and every left/right placement, enumerated. */
function bruteInorder(n: number, edges: [number, number][]): number[] {
  const adj = adjacency(n, edges);
  const all = (v: number, p: number): number[][] => {
    const kids = adj[v]!.filter((c) => c !== p);
    if (kids.length === 0) return [[v]];
    if (kids.length === 1) {
      const out: number[][] = [];
      for (const s of all(kids[0]!, v)) out.push([...s, v], [v, ...s]);
      return out;
    }
    const out: number[][] = [];
    for (const a of all(kids[0]!, v))
      for (const b of all(kids[1]!, v)) out.push([...a, v, ...b], [...b, v, ...a]);
    return out;
  };
  let best: number[] | null = null;
  for (let r = 0; r < n; r++) {
    if (adj[r]!.length > 2) continue;
    for (const s of all(r, -1)) if (best === null || less(s, best)) best = s;
  }
  return best!;
}

describe("tree solvers", () => {
  it("minInorder matches enumeration", () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = Rng.from("inorder", seed);
      const n = rng.int(1, 8);
      const edges = randomTreeMaxDegree(n, 3, rng);
      assert.deepEqual(minInorder(n, edges), bruteInorder(n, edges));
    }
  });

  it("fewestChanges: keeping the counted vertices is feasible and values of a balanced tree need none", () => {
    // a balanced tree: root 12, children 0 -> {1,2}, 1 -> {3,4,5}, values 12, 6, 6, 2, 2, 2
    assert.equal(fewestChanges([-1, 0, 0, 1, 1, 1], [12, 6, 6, 2, 2, 2]), 0);
    assert.equal(fewestChanges([-1, 0, 0, 1, 1, 1], [12, 6, 5, 2, 2, 2]), 1);
    assert.equal(fewestChanges([-1, 0, 0, 1, 1, 1], [1, 6, 5, 2, 2, 7]), 3);
  });
});
