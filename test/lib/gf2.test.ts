import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Rng } from "../../src/core/rng.ts";
import { solveGf2 } from "../../src/lib/gf2.ts";

describe("GF(2) systems", () => {
  it("finds a solution exactly when one exists", () => {
    for (let t = 0; t < 300; t++) {
      const rng = Rng.from("gf2", t);
      const rows = rng.int(1, 6);
      const cols = rng.int(1, 6);
      const a = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rng.int(0, 1)));
      const b = Array.from({ length: rows }, () => rng.int(0, 1));
      const holds = (x: number[]) =>
        a.every((row, i) => row.reduce((s, c, j) => s ^ (c & x[j]!), 0) === b[i]);
      let exists = false;
      for (let mask = 0; mask < 1 << cols; mask++)
        if (holds(Array.from({ length: cols }, (_, j) => (mask >> j) & 1))) exists = true;
      const x = solveGf2(a, b);
      assert.equal(x !== null, exists);
      if (x !== null) assert.ok(holds(x));
    }
  });
});

describe("least solution of order relations", () => {
  it("matches enumeration of small value vectors", async () => {
    const { leastSolution } = await import("../../src/envs/graphs/difference-constraint-system-dag.ts");
    const rels = ["=", "<", "<=", ">", ">="] as const;
    const holds = (x: number, r: (typeof rels)[number], y: number) =>
      r === "=" ? x === y : r === "<" ? x < y : r === "<=" ? x <= y : r === ">" ? x > y : x >= y;
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("dcs-dag", t);
      const n = rng.int(2, 4);
      const planted = Array.from({ length: n }, () => rng.int(1, 3));
      const relations: Array<[number, (typeof rels)[number], number]> = [];
      for (let k = rng.int(1, 6); k > 0; k--) {
        const a = rng.int(0, n - 1);
        let b = rng.int(0, n - 2);
        if (b >= a) b++;
        relations.push([a, rng.pick(rels.filter((r) => holds(planted[a]!, r, planted[b]!))), b]);
      }
      let best = Number.POSITIVE_INFINITY;
      for (let code = 0; code < 5 ** n; code++) {
        const x = Array.from({ length: n }, (_, i) => 1 + (Math.floor(code / 5 ** i) % 5));
        if (relations.every(([a, r, b]) => holds(x[a]!, r, x[b]!)))
          best = Math.min(
            best,
            x.reduce((s, v) => s + v, 0),
          );
      }
      const got = leastSolution(n, relations);
      assert.ok(relations.every(([a, r, b]) => holds(got[a]!, r, got[b]!)));
      assert.equal(
        got.reduce((s, v) => s + v, 0),
        best,
      );
    }
  });
});
