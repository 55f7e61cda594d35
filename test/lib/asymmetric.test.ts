import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  asymmetricTreeCounts,
  mostEdgesAsymmetric,
} from "../../src/envs/graphs/most-num-edge-non-self-isomorphism.ts";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1))
    for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

describe("asymmetric graphs", () => {
  it("tree counts are OEIS A000220", () => {
    assert.deepEqual(asymmetricTreeCounts(12).slice(1), [1, 0, 0, 0, 0, 0, 1, 1, 3, 6, 15, 29]);
  });

  it("n = 6: enumeration of all graphs agrees", () => {
    const n = 6;
    const pairs: [number, number][] = [];
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
    const perms = permutations(n).filter((p) => p.some((v, i) => v !== i));
    const id = (u: number, v: number) =>
      pairs.findIndex(([a, b]) => (a === u && b === v) || (a === v && b === u));
    const map = perms.map((p) => pairs.map(([u, v]) => id(p[u]!, p[v]!)));
    let best = -1;
    for (let g = 0; g < 1 << pairs.length; g++) {
      let edges = 0;
      for (let e = 0; e < pairs.length; e++) if ((g >> e) & 1) edges++;
      if (edges <= best) continue;
      const fixed = map.some((m) => m.every((t, e) => ((g >> e) & 1) === ((g >> t) & 1)));
      if (!fixed) best = edges;
    }
    assert.equal(best, mostEdgesAsymmetric(6));
  });

  it("small values", () => {
    assert.equal(mostEdgesAsymmetric(7), 21 - 6);
    assert.equal(mostEdgesAsymmetric(8), 28 - 6);
    assert.equal(mostEdgesAsymmetric(15), 105 - 13);
    assert.equal(mostEdgesAsymmetric(16), 120 - 13);
  });
});
