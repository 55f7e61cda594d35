// Brute-force cross-checks of the exact solvers of the issue-15 batch (b15c): on many small random
// instances an independent exhaustive enumeration confirms the optimum the generator reports, and the
// reference witness scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import dynDynamite from "../../src/envs/optimization/dyn-dynamite.ts";
import { treeAllDistances } from "../../src/lib/trees.ts";

/** All k-element subsets of 0..n-1. */
function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const go = (start: number) => {
    if (cur.length === k) {
      out.push(cur.slice());
      return;
    }
    for (let v = start; v < n; v++) {
      cur.push(v);
      go(v + 1);
      cur.pop();
    }
  };
  go(0);
  return out;
}

/** Instances of an environment at small levels, with the reference checked to score 1. */
// biome-ignore lint/suspicious/noExplicitAny: each test reads its own environment's instance fields.
function* instances(env: Environment, levels: number[], seeds: number): Generator<any> {
  for (const level of levels) {
    for (let seed = 0; seed < seeds; seed++) {
      const instance = env.generate(env.params(level), Rng.from("b15c", env.id, level, seed));
      const verdict = env.score(env.parse(env.reference(instance), instance), instance);
      assert.equal(
        verdict.reward,
        1,
        `${env.id} level ${level} seed ${seed}: reference scores ${verdict.reward}`,
      );
      yield instance;
    }
  }
}

describe("issue-15 batch b15c: exact solvers against enumeration", () => {
  it("DynDynamite: the best radius over every choice of m vertices", () => {
    for (const inst of instances(dynDynamite, [0, 1, 2, 3, 4, 5, 6, 7], 40)) {
      const dist = treeAllDistances(inst.n, inst.edges);
      let brute = Number.POSITIVE_INFINITY;
      for (const c of combinations(inst.n, inst.m)) {
        const r = Math.max(...inst.keys.map((k: number) => Math.min(...c.map((v) => dist[k]![v]!))));
        brute = Math.min(brute, r);
      }
      assert.equal(inst.best, brute);
    }
  });
});
