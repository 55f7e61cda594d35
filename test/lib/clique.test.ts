import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { maximumClique, minimumWeightVertexCover } from "../../src/lib/clique.ts";
import { type Edge, randomGraph } from "../../src/lib/graph.ts";

function isClique(set: number[], edges: Edge[]): boolean {
  const e = new Set(edges.map(([u, v]) => `${Math.min(u, v)},${Math.max(u, v)}`));
  for (let i = 0; i < set.length; i++)
    for (let j = i + 1; j < set.length; j++) {
      const [a, b] = [set[i]!, set[j]!];
      if (!e.has(`${Math.min(a, b)},${Math.max(a, b)}`)) return false;
    }
  return true;
}

function subsets(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++)
    out.push(Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1));
  return out;
}

describe("clique and cover solvers", () => {
  it("maximum clique matches brute force on small graphs", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("clique", t);
      const n = rng.int(1, 11);
      const max = (n * (n - 1)) / 2;
      const edges = randomGraph(n, rng.int(0, max), rng);
      const best = Math.max(
        ...subsets(n)
          .filter((s) => isClique(s, edges))
          .map((s) => s.length),
      );
      const found = maximumClique(n, edges);
      assert.equal(found.length, best);
      assert.ok(isClique(found, edges));
    }
  });

  it("maximum clique works across word boundaries (n > 32)", () => {
    const rng = Rng.from("clique-big");
    const n = 44;
    const planted = rng.sample(
      Array.from({ length: n }, (_, i) => i),
      12,
    );
    const edges = randomGraph(n, 200, rng);
    for (let i = 0; i < planted.length; i++)
      for (let j = i + 1; j < planted.length; j++) edges.push([planted[i]!, planted[j]!]);
    const found = maximumClique(n, edges);
    assert.ok(found.length >= 12);
    assert.ok(isClique(found, edges));
  });

  it("minimum-weight vertex cover matches brute force on small graphs", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("cover", t);
      const n = rng.int(1, 11);
      const max = (n * (n - 1)) / 2;
      const edges = randomGraph(n, rng.int(0, max), rng);
      const weights = Array.from({ length: n }, () => rng.int(1, 10));
      let best = Number.POSITIVE_INFINITY;
      for (const s of subsets(n)) {
        const set = new Set(s);
        if (edges.every(([u, v]) => set.has(u) || set.has(v)))
          best = Math.min(
            best,
            s.reduce((a, v) => a + weights[v]!, 0),
          );
      }
      const { weight, cover } = minimumWeightVertexCover(n, edges, weights);
      assert.equal(weight, best);
      const set = new Set(cover);
      assert.ok(edges.every(([u, v]) => set.has(u) || set.has(v)));
      assert.equal(
        cover.reduce((a, v) => a + weights[v]!, 0),
        weight,
      );
    }
  });
});
