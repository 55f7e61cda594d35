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

/** Backtracking search for a non-identity automorphism, vertices matched by degree. */
function hasNontrivialAutomorphism(n: number, adj: boolean[][]): boolean {
  const deg = adj.map((r) => r.filter(Boolean).length);
  const p = new Array<number>(n).fill(-1);
  const used = new Array<boolean>(n).fill(false);
  const rec = (i: number, moved: boolean): boolean => {
    if (i === n) return moved;
    for (let v = 0; v < n; v++) {
      if (used[v] || deg[v] !== deg[i]) continue;
      let ok = true;
      for (let j = 0; j < i && ok; j++) if (adj[i]![j] !== adj[v]![p[j]!]) ok = false;
      if (!ok) continue;
      p[i] = v;
      used[v] = true;
      if (rec(i + 1, moved || v !== i)) return true;
      used[v] = false;
    }
    return false;
  };
  return rec(0, false);
}

/** Whether some graph with n vertices and e edges is asymmetric (all edge sets tried). */
function asymmetricWithEdges(n: number, e: number): boolean {
  const pairs: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
  const pick: number[] = [];
  const go = (start: number): boolean => {
    if (pick.length === e) {
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      for (const k of pick) {
        const [u, v] = pairs[k]!;
        adj[u]![v] = adj[v]![u] = true;
      }
      return !hasNontrivialAutomorphism(n, adj);
    }
    for (let k = start; k < pairs.length; k++) {
      pick.push(k);
      if (go(k + 1)) return true;
      pick.pop();
    }
    return false;
  };
  return go(0);
}

describe("asymmetric graphs", () => {
  it("tree counts are OEIS A000220", () => {
    assert.deepEqual(asymmetricTreeCounts(12).slice(1), [1, 0, 0, 0, 0, 0, 1, 1, 3, 6, 15, 29]);
  });

  it("tree counts to 22 vertices are A000220, and N past the 16-vertex table's 18,755 is answered (issue 33 search)", () => {
    const counts = [67, 139, 310, 667, 1480, 3244, 7241, 16104, 36192, 81435];
    assert.deepEqual(asymmetricTreeCounts(22).slice(13), counts);
    // The 1,238 distinct trees of 7..16 vertices cover 18,754 vertices; at N = 18,756 (one isolated vertex, one
    // vertex left over that joins a tree) the forest still has 1,238 trees, where the 16-vertex table threw.
    const n = 18_756;
    const trees = 1 + 1 + 3 + 6 + 15 + 29 + 67 + 139 + 310 + 667;
    assert.equal(mostEdgesAsymmetric(n), (n * (n - 1)) / 2 - (n - 1 - trees));
    assert.ok(mostEdgesAsymmetric(3_000_000) > 0);
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

  it("n = 7, 8: no asymmetric graph has fewer edges than the forest bound", () => {
    for (const n of [7, 8]) {
      const fewest = (n * (n - 1)) / 2 - mostEdgesAsymmetric(n);
      assert.equal(asymmetricWithEdges(n, fewest - 1), false);
      assert.equal(asymmetricWithEdges(n, fewest), true);
    }
  });

  it("small values", () => {
    assert.equal(mostEdgesAsymmetric(7), 21 - 6);
    assert.equal(mostEdgesAsymmetric(8), 28 - 6);
    assert.equal(mostEdgesAsymmetric(15), 105 - 13);
    assert.equal(mostEdgesAsymmetric(16), 120 - 13);
  });
});
