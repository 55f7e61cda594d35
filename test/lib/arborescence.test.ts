import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { type Arc, minimumArborescence } from "../../src/lib/arborescence.ts";

function weightOf(arcs: readonly Arc[], chosen: number[]): number {
  return chosen.reduce((s, i) => s + arcs[i]![2], 0);
}

function isArborescence(n: number, arcs: readonly Arc[], chosen: number[], root: number): boolean {
  const parent = new Array<number>(n).fill(-1);
  for (const i of chosen) {
    const [u, v] = arcs[i]!;
    if (v === root || parent[v] !== -1) return false;
    parent[v] = u;
  }
  for (let v = 0; v < n; v++) {
    let x = v;
    for (let steps = 0; x !== root; steps++) {
      if (steps > n || parent[x] === -1) return false;
      x = parent[x]!;
    }
  }
  return true;
}

describe("minimum arborescence", () => {
  it("matches trying every parent choice", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("arbo", t);
      const n = rng.int(1, 6);
      const arcs: Arc[] = [];
      for (let k = rng.int(0, 14); k > 0; k--)
        arcs.push([rng.int(0, n - 1), rng.int(0, n - 1), rng.int(1, 9)]);
      const root = rng.int(0, n - 1);
      let best = Number.POSITIVE_INFINITY;
      const incoming = Array.from({ length: n }, (_, v) =>
        arcs.map((a, i) => (a[1] === v && a[0] !== v ? i : -1)).filter((i) => i >= 0),
      );
      const pick: number[] = [];
      const rec = (v: number) => {
        if (v === n) {
          if (isArborescence(n, arcs, pick, root)) best = Math.min(best, weightOf(arcs, pick));
          return;
        }
        if (v === root) return rec(v + 1);
        for (const i of incoming[v]!) {
          pick.push(i);
          rec(v + 1);
          pick.pop();
        }
      };
      rec(0);
      const got = minimumArborescence(n, arcs, root);
      if (best === Number.POSITIVE_INFINITY) assert.equal(got, null);
      else {
        assert.ok(got !== null);
        assert.ok(isArborescence(n, arcs, got, root));
        assert.equal(weightOf(arcs, got), best);
      }
    }
  });
});
