import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { toNegativeBase } from "../../src/envs/number-theory/negative-base.ts";
import { odlDistance } from "../../src/envs/number-theory/odl-distance.ts";
import { powerNest } from "../../src/envs/number-theory/power-nest.ts";

const evalNest = (s: string): number => {
  let i = 0;
  const expr = (): number => {
    let v = 0;
    for (;;) {
      i++; // '2'
      let e = 1;
      if (s[i] === "(") {
        i++;
        if (s[i] === "0") {
          e = 0;
          i++;
        } else e = expr();
        i++; // ')'
      }
      v += 2 ** e;
      if (s[i] !== "+") return v;
      i++;
    }
  };
  return expr();
};

describe("number representations", () => {
  it("negative base digits evaluate back to N", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: 2, max: 16 }), (n, r) => {
        const ds = toNegativeBase(n, r);
        assert.ok(ds.every((d) => d >= 0 && d < r));
        assert.ok(ds.length === 1 || ds[0] !== 0);
        assert.equal(
          ds.reduce((acc, d) => acc * -r + d, 0),
          n,
        );
      }),
    );
  });

  it("power-nest notation evaluates back to n and matches the classic example", () => {
    assert.equal(powerNest(137), "2(2(2)+2+2(0))+2(2+2(0))+2(0)");
    assert.equal(powerNest(1315), "2(2(2+2(0))+2)+2(2(2+2(0)))+2(2(2)+2(0))+2+2(0)");
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (n) => evalNest(powerNest(n)) === n));
  });

  it("prime multiply/divide distance equals a BFS over small numbers", () => {
    const LIMIT = 200;
    const primes = [
      2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
    ];
    for (let a = 1; a <= 30; a++) {
      const dist = new Map<number, number>([[a, 0]]);
      const queue = [a];
      for (let h = 0; h < queue.length; h++) {
        const x = queue[h]!;
        for (const p of primes) {
          for (const y of [x * p, x % p === 0 ? x / p : -1]) {
            if (y < 1 || y > LIMIT * 50 || dist.has(y)) continue;
            dist.set(y, dist.get(x)! + 1);
            queue.push(y);
          }
        }
      }
      for (let b = 1; b <= 60; b++) assert.equal(odlDistance(a, b), dist.get(b), `${a} ${b}`);
    }
  });
});
