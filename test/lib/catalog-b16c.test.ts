// Brute-force cross-checks of the exact solvers of the issue-16 batch C environments: on small random
// instances an exhaustive enumeration confirms the optimum, and the reference witness scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { verify, wrapAnswer } from "../../src/core/kit.ts";
import { Rng } from "../../src/core/rng.ts";
import minPairEnv, {
  minPairProduct,
  minPairProductDp,
  productOf,
} from "../../src/envs/optimization/min-pair-sum-multiplication-permutation.ts";
import minSumPreXorEnv, { minPrefixXor, prefixXorSum } from "../../src/envs/optimization/min-sum-pre-xor.ts";
import minSwapEnv, {
  afterSwaps,
  minColumnSwaps,
} from "../../src/envs/optimization/min-swap-two-permutations.ts";
import myjEnv, { bestPrices, revenue } from "../../src/envs/optimization/myj.ts";
import salesmanEnv, { fatigueByCount } from "../../src/envs/optimization/salesman-fatigue.ts";
import skaEnv, { bestGarden, evaluate } from "../../src/envs/optimization/ska-rock-garden.ts";
import sloEnv, { applySwaps, cheapestSwaps } from "../../src/envs/optimization/slo-elephants.ts";
import stuntEnv, { bestShow, showScore } from "../../src/envs/optimization/stunt-flying.ts";
import tetrisEnv, { crossings, fewestSwaps, play } from "../../src/envs/optimization/tetris-attack.ts";
import valueEnv, { bestSelection, totalOf } from "../../src/envs/optimization/value-diminishing-selection.ts";
import treeEnv, { bestTree, treeScore } from "../../src/envs/optimization/weighted-binary-tree.ts";

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) {
    for (let k = 0; k <= p.length; k++) out.push([...p.slice(0, k), n - 1, ...p.slice(k)]);
  }
  return out;
}

/** The reference of `instance` scores 1 through the full verify path. */
function referenceScores<I>(env: Environment<unknown, I>, instance: I): void {
  const outcome = verify(env, instance, wrapAnswer(env.reference(instance), "tags"));
  assert.equal(outcome.accuracy, 1, outcome.reason);
}

describe("MinPairSumMultiplicationPermutation", () => {
  it("the DP optimum equals the best of all permutations", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16c-minpair", t);
      const n = rng.int(1, 6);
      const hi = rng.int(1, 9);
      const m = () => Array.from({ length: n }, () => Array.from({ length: n }, () => rng.int(1, hi)));
      const a = m();
      const b = m();
      const { best, witness } = minPairProduct(a, b);
      const brute = Math.min(...permutations(n).map((p) => productOf(a, b, p)));
      assert.equal(best, brute);
      assert.equal(productOf(a, b, witness), best);
      referenceScores(minPairEnv, { a, b, best, witness });
    }
  });

  it("the hull walk equals the DP over (used columns, sum of A) up to 10 rows", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16c-minpair-dp", t);
      const n = rng.int(1, 10);
      const hi = rng.int(1, n + 2);
      const m = () => Array.from({ length: n }, () => Array.from({ length: n }, () => rng.int(1, hi)));
      const a = m();
      const b = m();
      const { best, witness } = minPairProduct(a, b);
      assert.equal(best, minPairProductDp(a, b).best, `seed ${t}`);
      assert.equal(productOf(a, b, witness), best);
    }
  });
});

describe("MinSumPreXor", () => {
  it("the per-bit majority filling equals the best of all fillings", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("b16c-prexor", t);
      const n = rng.int(1, 6);
      const a = Array.from({ length: n }, () => (rng.bool(0.4) ? -1 : rng.int(0, 7)));
      if (a.filter((v) => v === -1).length > 3) continue;
      const free = a.flatMap((v, i) => (v === -1 ? [i] : []));
      let brute = Number.POSITIVE_INFINITY;
      for (let code = 0; code < 8 ** free.length; code++) {
        const filled = a.slice();
        free.forEach((i, k) => {
          filled[i] = Math.floor(code / 8 ** k) % 8;
        });
        brute = Math.min(brute, prefixXorSum(filled));
      }
      const { best, witness } = minPrefixXor(a);
      assert.equal(best, brute);
      assert.equal(prefixXorSum(witness), best);
      a.forEach((v, i) => {
        if (v !== -1) assert.equal(witness[i], v);
      });
      referenceScores(minSumPreXorEnv, { a, best, witness });
    }
  });
});

describe("MinSwapTwoPermutations", () => {
  it("the two-choice-per-group count equals the fewest swaps over all column subsets", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("b16c-minswap", t);
      const n = rng.int(2, 9);
      const p = rng.permutation(n);
      const q = rng.permutation(n);
      const a: number[] = [];
      const b: number[] = [];
      p.forEach((v, i) => {
        const flip = rng.bool();
        a.push(flip ? q[i]! : v);
        b.push(flip ? v : q[i]!);
      });
      let brute = Number.POSITIVE_INFINITY;
      for (let mask = 0; mask < 1 << n; mask++) {
        const cols = Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1);
        if (afterSwaps(a, b, cols) === null) brute = Math.min(brute, cols.length);
      }
      const { best, witness } = minColumnSwaps(a, b);
      assert.equal(best, brute);
      assert.equal(afterSwaps(a, b, witness), null);
      if (best > 0) referenceScores(minSwapEnv, { a, b, best, witness });
    }
  });
});

describe("MYJ", () => {
  it("the interval DP equals the best of all price lists over the budgets and one price above them", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16c-myj", t);
      const n = rng.int(1, 4);
      const customers = Array.from({ length: rng.int(1, 5) }, () => {
        const x = rng.int(0, n - 1);
        const y = rng.int(0, n - 1);
        return { from: Math.min(x, y), to: Math.max(x, y), budget: rng.int(1, 9) };
      });
      const choices = [...new Set(customers.map((c) => c.budget)), 10];
      let brute = 0;
      for (let code = 0; code < choices.length ** n; code++) {
        const prices = Array.from(
          { length: n },
          (_, i) => choices[Math.floor(code / choices.length ** i) % choices.length]!,
        );
        brute = Math.max(brute, revenue(customers, prices));
      }
      // Prices 1..10 everywhere (not only budgets) never do better.
      if (n <= 3) {
        for (let code = 0; code < 10 ** n; code++) {
          const prices = Array.from({ length: n }, (_, i) => 1 + (Math.floor(code / 10 ** i) % 10));
          assert.ok(revenue(customers, prices) <= brute);
        }
      }
      const { best, witness } = bestPrices(n, customers);
      assert.equal(best, brute);
      assert.equal(revenue(customers, witness), best);
      referenceScores(myjEnv, { n, customers, best, witness });
    }
  });
});

describe("SalesmanFatigue", () => {
  it("the farthest-house scan equals the best over all subsets for every k", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("b16c-salesman", t);
      const n = rng.int(1, 9);
      const s = Array.from({ length: n }, () => rng.int(1, 12)).sort((x, y) => x - y);
      const a = Array.from({ length: n }, () => rng.int(1, 12));
      const brute = new Array<number>(n).fill(0);
      for (let mask = 1; mask < 1 << n; mask++) {
        const set = a.flatMap((_, i) => ((mask >> i) & 1 ? [i] : []));
        const cost = 2 * Math.max(...set.map((i) => s[i]!)) + set.reduce((x, i) => x + a[i]!, 0);
        brute[set.length - 1] = Math.max(brute[set.length - 1]!, cost);
      }
      const best = fatigueByCount(s, a);
      assert.deepEqual(best, brute);
      referenceScores(salesmanEnv, { s, a, best });
    }
  });
});

describe("SkaRockGarden", () => {
  it("the box enumeration equals the least (perimeter, cost) over all swap masks", () => {
    for (let t = 0; t < 200; t++) {
      const rng = Rng.from("b16c-ska", t);
      const n = rng.int(1, 8);
      const x = Array.from({ length: n }, () => rng.int(0, 12));
      const y = Array.from({ length: n }, () => rng.int(0, 12));
      const cost = Array.from({ length: n }, () => rng.int(1, 5));
      let brute = { perimeter: Infinity, swapCost: Infinity };
      for (let m = 0; m < 1 << n; m++) {
        const e = evaluate(
          x,
          y,
          cost,
          x.map((_, i) => (m >> i) & 1),
        );
        if (e.perimeter < brute.perimeter || (e.perimeter === brute.perimeter && e.swapCost < brute.swapCost))
          brute = e;
      }
      const got = bestGarden(x, y, cost);
      assert.deepEqual([got.perimeter, got.swapCost], [brute.perimeter, brute.swapCost]);
      assert.deepEqual(evaluate(x, y, cost, got.witness), brute);
      referenceScores(skaEnv, { x, y, cost, ...got });
    }
  });
});

/** Least total cost from `start` to `goal` by Dijkstra over all orders (small n only). */
function cheapestByDijkstra(mass: number[], start: number[], goal: number[]): number {
  const key = (p: number[]) => p.join(",");
  const dist = new Map<string, number>([[key(start), 0]]);
  const done = new Set<string>();
  const orders = new Map<string, number[]>([[key(start), start]]);
  for (;;) {
    let u: string | undefined;
    for (const [k, d] of dist) if (!done.has(k) && (u === undefined || d < dist.get(u)!)) u = k;
    if (u === undefined) throw new Error("goal unreachable");
    if (u === key(goal)) return dist.get(u)!;
    done.add(u);
    const cur = orders.get(u)!;
    for (let i = 0; i < cur.length; i++) {
      for (let j = i + 1; j < cur.length; j++) {
        const next = cur.slice();
        [next[i], next[j]] = [next[j]!, next[i]!];
        const k = key(next);
        const d = dist.get(u)! + mass[cur[i]!]! + mass[cur[j]!]!;
        if (!dist.has(k) || d < dist.get(k)!) {
          dist.set(k, d);
          orders.set(k, next);
        }
      }
    }
  }
}

describe("SLOElephants", () => {
  it("the cycle formula's swaps cost what Dijkstra over all orders finds", () => {
    for (let t = 0; t < 60; t++) {
      const rng = Rng.from("b16c-slo", t);
      const n = rng.int(2, 5);
      const mass = Array.from({ length: n }, () => rng.int(1, 20));
      const start = rng.permutation(n);
      const goal = rng.permutation(n);
      const { best, witness } = cheapestSwaps(mass, start, goal);
      assert.equal(best, cheapestByDijkstra(mass, start, goal));
      assert.deepEqual(applySwaps(mass, start, goal, witness), { cost: best, done: true });
      if (best > 0) referenceScores(sloEnv, { mass, start, goal, best, witness });
    }
  });

  it("borrows the lightest elephant when that is cheaper", () => {
    const mass = [1, 20, 20, 20, 20];
    const start = [0, 1, 2, 3, 4];
    const goal = [0, 2, 3, 4, 1];
    const { best, witness } = cheapestSwaps(mass, start, goal);
    assert.equal(best, 80 + 20 + 5 * 1);
    assert.equal(best, cheapestByDijkstra(mass, start, goal));
    assert.deepEqual(applySwaps(mass, start, goal, witness), { cost: best, done: true });
  });
});

describe("StuntFlying", () => {
  it("the nested schedule equals the best of all schedules", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16c-stunt", t);
      const n = rng.int(1, 7);
      const k = rng.int(1, n <= 5 ? 4 : 3);
      const value = Array.from({ length: k }, () => rng.int(1, 9));
      let brute = 0;
      for (let code = 0; code < k ** n; code++) {
        const schedule = Array.from({ length: n }, (_, i) => 1 + (Math.floor(code / k ** i) % k));
        brute = Math.max(brute, showScore(value, schedule));
      }
      const { best, witness } = bestShow(n, value);
      assert.equal(best, brute);
      if (best > 0) referenceScores(stuntEnv, { n, value, best, witness });
    }
  });
});

describe("TetrisAttack", () => {
  it("the greedy's move count equals the crossings and the breadth-first optimum", () => {
    for (let t = 0; t < 60; t++) {
      const rng = Rng.from("b16c-tetris", t);
      const n = rng.int(2, 4);
      const row = rng.shuffle(Array.from({ length: 2 * n }, (_, i) => 1 + (i >> 1)));
      if (row.some((v, i) => v === row[i + 1])) continue;
      // Breadth-first search over rows reachable by moves.
      const start = play(row, []) as number[];
      let frontier = [start];
      const seen = new Set([start.join(",")]);
      let depth = 0;
      while (!frontier.some((r) => r.length === 0)) {
        const next: number[][] = [];
        for (const r of frontier) {
          for (let i = 0; i + 1 < r.length; i++) {
            const s = play(r, [i]) as number[];
            if (!seen.has(s.join(","))) {
              seen.add(s.join(","));
              next.push(s);
            }
          }
        }
        frontier = next;
        depth++;
      }
      const { best, witness } = fewestSwaps(row);
      assert.equal(best, depth);
      assert.equal(best, crossings(row));
      assert.deepEqual(play(row, witness), []);
      referenceScores(tetrisEnv, { row, best, witness });
    }
  });
});

describe("ValueDiminishingSelection", () => {
  it("the DP equals the best of all pick orders", () => {
    for (let t = 0; t < 150; t++) {
      const rng = Rng.from("b16c-value", t);
      const n = rng.int(1, 6);
      const value = Array.from({ length: n }, () => rng.int(1, 30));
      const reduction = Array.from({ length: n }, () => rng.int(1, 10));
      let brute = 0;
      const extend = (order: number[]) => {
        brute = Math.max(brute, totalOf(value, reduction, order));
        for (let i = 0; i < n; i++) if (!order.includes(i)) extend([...order, i]);
      };
      extend([]);
      const { best, witness } = bestSelection(value, reduction);
      assert.equal(best, brute);
      assert.equal(totalOf(value, reduction, witness), best);
      referenceScores(valueEnv, { value, reduction, best, witness });
    }
  });
});

describe("WeightedBinaryTree", () => {
  it("the interval DP equals the best over all permutations read as preorders", () => {
    for (let t = 0; t < 100; t++) {
      const rng = Rng.from("b16c-tree", t);
      const n = rng.int(1, 7);
      const d = Array.from({ length: n }, () => rng.int(1, 10));
      let brute = -1n;
      let trees = 0;
      for (const pre of permutations(n)) {
        const s = treeScore(d, pre);
        if (s === null) continue;
        trees++;
        if (s > brute) brute = s;
      }
      // The number of valid preorders is the number of binary trees (Catalan).
      assert.equal(trees, [1, 1, 2, 5, 14, 42, 132, 429][n]);
      const { best, witness } = bestTree(d);
      assert.equal(best, brute);
      assert.equal(treeScore(d, witness), best);
      referenceScores(treeEnv, { d, best: best.toString(), witness });
    }
  });

  it("weighted-binary-tree: a permutation that is no preorder scores 0, a list that is no permutation -0.5 (RLVE-Gym; issue 33)", () => {
    const d = [3, 1, 4];
    const inst = { d, best: bestTree(d).best.toString(), witness: bestTree(d).witness };
    // In-order 0 1 2: the preorder 1 2 0 lists root 1's right subtree {2} before its left subtree {0}.
    assert.equal(treeScore(d, [1, 2, 0]), null);
    assert.equal(treeEnv.score([1, 2, 0], inst).reward, 0);
    assert.equal(treeEnv.score([1, 1, 0], inst).reward, -0.5);
    assert.equal(treeEnv.score([1, 0], inst).reward, -0.5);
  });
});
