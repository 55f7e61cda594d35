// Brute-force cross-checks for the issue-15 batch b15d: exhaustive search on small instances confirms the
// value each environment's solver reports, and that the reference answer scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Environment, verify } from "../../src/core/env.ts";
import { Rng, range } from "../../src/core/rng.ts";
import doubleStack, { runDoubleStack } from "../../src/envs/data-structures/double-stack-sorting.ts";
import liz from "../../src/envs/data-structures/liz-lollipop.ts";
import repeatLnds, { repeatedLnds } from "../../src/envs/data-structures/repeat-sequence-lnds.ts";
import reversalLnds, { bestAfterReversal } from "../../src/envs/data-structures/subsequence-reversal-lnds.ts";
import graMinima, { minimaLead as graMinimaLead } from "../../src/envs/games/gra-minima-game.ts";
import las from "../../src/envs/games/las.ts";
import stoneIntervals, {
  firstPlayerTotal,
  firstPlayerTotalSearch,
} from "../../src/envs/games/stone-intervals-game.ts";
import arch from "../../src/envs/games/triumphal-arch.ts";
import maxSumLds, {
  ldsStarting,
  lisEnding,
  maxStartingSum,
  maxStartingSumByTree,
} from "../../src/envs/optimization/max-sum-lds.ts";
import minCostLnds from "../../src/envs/optimization/min-cost-reducing-lnds.ts";

function scoreText(env: Environment, text: string, inst: unknown): number {
  return env.score(env.parse(text, inst), inst).reward;
}

function instances<I>(env: Environment<unknown, I>, levels: number[], count: number, label: string): I[] {
  const out: I[] = [];
  for (let s = 0; s < count; s++) {
    const level = levels[s % levels.length]!;
    out.push(env.generate(env.params(level), Rng.from(label, s)) as I);
  }
  return out;
}

describe("double-stack-sorting", () => {
  it("every operation string an exhaustive search finds for the output scores 1, and so does the reference", () => {
    for (const inst of instances(doubleStack, [0, 1, 2], 60, "dss")) {
      const n = inst.input.length;
      const found: string[] = [];
      // Depth-first over all legal strings, pruning when the output so far leaves the target.
      const walk = (ops: string) => {
        const out = runDoubleStack(inst.input, ops);
        if (typeof out === "string") return;
        if (out.some((x, i) => x !== inst.output[i])) return;
        if (ops.length === 2 * n) {
          found.push(ops);
          return;
        }
        for (const c of "abcd") walk(ops + c);
      };
      walk("");
      assert.ok(found.includes(inst.ops), "the reference is among the exhaustive solutions");
      for (const ops of found) assert.equal(scoreText(doubleStack, ops, inst), 1);
      assert.equal(scoreText(doubleStack, doubleStack.reference(inst), inst), 1);
    }
  });
});

describe("gra-minima-game", () => {
  // Exhaustive game tree: the state is the set of cards left (a bitmask over the unsorted cards).
  function bruteLead(cards: number[]): number {
    const memo = new Map<number, number>();
    const best = (left: number): number => {
      if (left === 0) return 0;
      const hit = memo.get(left);
      if (hit !== undefined) return hit;
      let v = Number.NEGATIVE_INFINITY;
      for (let take = left; take > 0; take = (take - 1) & left) {
        let min = Number.POSITIVE_INFINITY;
        for (let i = 0; i < cards.length; i++) if ((take >> i) & 1) min = Math.min(min, cards[i]!);
        v = Math.max(v, min - best(left & ~take));
      }
      memo.set(left, v);
      return v;
    };
    return best((1 << cards.length) - 1);
  }

  it("the sorted DP equals the exhaustive game tree", () => {
    let checked = 0;
    for (const inst of instances(graMinima, [0, 1, 2, 3, 4, 5], 120, "gra")) {
      if (inst.cards.length > 9) continue;
      assert.equal(inst.lead, bruteLead(inst.cards), inst.cards.join(" "));
      assert.equal(scoreText(graMinima, graMinima.reference(inst), inst), 1);
      checked++;
    }
    const rng = Rng.from("gra-small");
    for (let t = 0; t < 200; t++) {
      const cards = Array.from({ length: rng.int(1, 7) }, () => rng.int(1, 6));
      assert.equal(graMinimaLead(cards), bruteLead(cards), cards.join(" "));
    }
    assert.ok(checked >= 80);
  });
});

describe("stone-intervals-game", () => {
  // Plain game tree over move sequences, no memo: each mover picks the move that maximises their own total
  // (returns [mover's total, other's total]).
  function bruteTotals(piles: number[]): [number, number] {
    const moves = piles
      .map((_p, i) => i)
      .filter(
        (i) =>
          piles[i]! > 0 && ((i > 0 && piles[i - 1] === 0) || (i + 1 < piles.length && piles[i + 1] === 0)),
      );
    if (moves.length === 0) return [0, 0];
    let best: [number, number] = [-1, -1];
    for (const i of moves) {
      const next = piles.slice();
      next[i] = 0;
      const [them, me] = bruteTotals(next);
      if (me + piles[i]! > best[0]) best = [me + piles[i]!, them];
    }
    return best;
  }

  it("the memoised search equals the plain game tree", () => {
    let checked = 0;
    for (const inst of instances(stoneIntervals, [0, 1, 2, 3, 4, 5], 120, "sig")) {
      if (inst.piles.length > 8) continue;
      assert.equal(inst.alice, bruteTotals(inst.piles)[0], inst.piles.join(" "));
      assert.equal(scoreText(stoneIntervals, stoneIntervals.reference(inst), inst), 1);
      checked++;
    }
    const rng = Rng.from("sig-small");
    for (let t = 0; t < 200; t++) {
      const piles = Array.from({ length: rng.int(2, 8) }, () => (rng.bool(0.25) ? 0 : rng.int(1, 9)));
      if (!piles.includes(0)) piles[rng.int(0, piles.length - 1)] = 0;
      assert.equal(firstPlayerTotal(piles), bruteTotals(piles)[0], piles.join(" "));
    }
    assert.ok(checked >= 80);
  });

  it("the peak-merging greedy equals the search over masks of empty piles up to 20 piles", () => {
    const rng = Rng.from("sig-greedy");
    for (let t = 0; t < 600; t++) {
      const n = rng.int(2, 20);
      const zeros = rng.pick([0.1, 0.25, 0.5]);
      const hi = rng.pick([3, 10, 50]); // small values make ties and merged piles of 0 or less
      const piles = Array.from({ length: n }, () => (rng.bool(zeros) ? 0 : rng.int(1, hi)));
      if (!piles.includes(0)) piles[rng.int(0, n - 1)] = 0;
      assert.equal(firstPlayerTotal(piles), firstPlayerTotalSearch(piles), piles.join(" "));
    }
  });
});

describe("liz-lollipop", () => {
  it("a target has a witness exactly when some subarray sums to it, and the reference scores 1", () => {
    for (const inst of instances(liz, [0, 1, 2, 3, 6], 100, "liz")) {
      const { values, witness } = inst;
      const sums = new Set<number>();
      for (let l = 0; l < values.length; l++)
        for (let r = l; r < values.length; r++) sums.add(values.slice(l, r + 1).reduce((a, b) => a + b, 0));
      witness.forEach((w, t) => {
        assert.equal(w !== null, sums.has(t + 1), `target ${t + 1} of ${values.join("")}`);
        if (w !== null)
          assert.equal(
            values.slice(w[0] - 1, w[1]).reduce((a, b) => a + b, 0),
            t + 1,
          );
      });
      assert.equal(scoreText(liz, liz.reference(inst), inst), 1);
    }
  });
});

describe("repeat-sequence-lnds", () => {
  // O(L^2) longest non-decreasing subsequence over the whole written-out sequence.
  function bruteLnds(seq: number[]): number {
    const best = seq.map(() => 1);
    for (let i = 0; i < seq.length; i++)
      for (let j = 0; j < i; j++) if (seq[j]! <= seq[i]!) best[i] = Math.max(best[i]!, best[j]! + 1);
    return Math.max(0, ...best);
  }

  it("the closed form equals the quadratic DP on the written-out sequence", () => {
    for (const inst of instances(repeatLnds, [0, 1, 2, 3, 4], 100, "rsl")) {
      const seq = Array.from({ length: inst.t }, () => inst.pattern).flat();
      assert.equal(inst.length, String(bruteLnds(seq)), `${inst.pattern.join(" ")} x${inst.t}`);
      assert.equal(scoreText(repeatLnds, repeatLnds.reference(inst), inst), 1);
    }
    const rng = Rng.from("rsl-small");
    for (let k = 0; k < 300; k++) {
      const pattern = Array.from({ length: rng.int(1, 6) }, () => rng.int(1, 5));
      const t = rng.int(1, 14);
      const seq = Array.from({ length: t }, () => pattern).flat();
      assert.equal(repeatedLnds(pattern, t), BigInt(bruteLnds(seq)), `${pattern.join(" ")} x${t}`);
    }
  });
});

describe("subsequence-reversal-lnds", () => {
  function bruteLnds(seq: readonly number[]): number {
    const best = seq.map(() => 1);
    for (let i = 0; i < seq.length; i++)
      for (let j = 0; j < i; j++) if (seq[j]! <= seq[i]!) best[i] = Math.max(best[i]!, best[j]! + 1);
    return Math.max(0, ...best);
  }
  // Every subset of positions, reversed, then the quadratic LNDS.
  function bruteBest(values: number[]): number {
    let best = 0;
    for (let mask = 0; mask < 1 << values.length; mask++) {
      const pos = values.map((_, i) => i).filter((i) => (mask >> i) & 1);
      const next = values.slice();
      pos.forEach((p, k) => {
        next[p] = values[pos[pos.length - 1 - k]!]!;
      });
      best = Math.max(best, bruteLnds(next));
    }
    return best;
  }

  it("the interval DP equals every reversal tried", () => {
    let checked = 0;
    for (const inst of instances(reversalLnds, [0, 1, 2, 3, 4, 5], 90, "srl")) {
      if (inst.values.length > 9) continue;
      assert.equal(inst.best, bruteBest(inst.values), inst.values.join(" "));
      assert.equal(scoreText(reversalLnds, reversalLnds.reference(inst), inst), 1);
      checked++;
    }
    const rng = Rng.from("srl-small");
    for (let k = 0; k < 300; k++) {
      const values = Array.from({ length: rng.int(1, 8) }, () => rng.int(1, 6));
      assert.equal(bestAfterReversal(values), bruteBest(values), values.join(" "));
    }
    assert.ok(checked >= 60);
  });
});

describe("las", () => {
  // Content people by floating-point shares over the explicit seating.
  function bruteContent(cakes: number[], choice: number[]): number {
    const n = cakes.length;
    const eaters = cakes.map((_, c) => choice.filter((x) => x === c + 1).length);
    let content = 0;
    choice.forEach((mine, k) => {
      const options = [k + 1, ((k + 1) % n) + 1];
      const other = options[0] === mine ? options[1]! : options[0]!;
      const now = cakes[mine - 1]! / eaters[mine - 1]!;
      const after = cakes[other - 1]! / (eaters[other - 1]! + 1);
      if (now >= after - 1e-9) content++;
    });
    return content;
  }

  it("the reference is an equilibrium, and the score matches the content count on every choice", () => {
    for (const inst of instances(las, [0, 1, 2, 3, 4, 5], 60, "las")) {
      const n = inst.cakes.length;
      assert.equal(bruteContent(inst.cakes, inst.choice), n);
      assert.equal(scoreText(las, las.reference(inst), inst), 1);
      if (n > 9) continue;
      for (let mask = 0; mask < 1 << n; mask++) {
        const choice = inst.cakes.map((_, k) => ((mask >> k) & 1 ? ((k + 1) % n) + 1 : k + 1));
        const content = bruteContent(inst.cakes, choice);
        const reward = scoreText(las, choice.join(" "), inst);
        if (content === n) assert.equal(reward, 1);
        else assert.ok(Math.abs(reward - (content / n) ** 10) < 1e-9 && reward < 1);
      }
    }
  });
});

describe("triumphal-arch", () => {
  // Exhaustive game search over (black set, Bob's vertex); Alice colours exactly min(K, white) vertices (more
  // black never hurts her), Bob may step to any neighbour, up or down.
  function aliceWins(n: number, edges: Array<[number, number]>, k: number): boolean {
    const adj: number[][] = Array.from({ length: n }, () => []);
    for (const [u, v] of edges) {
      adj[u]!.push(v);
      adj[v]!.push(u);
    }
    const full = (1 << n) - 1;
    const memo = new Map<number, boolean>();
    const win = (black: number, at: number): boolean => {
      if (black === full) return true;
      const key = black * n + at;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const white = range(0, n).filter((v) => !((black >> v) & 1));
      const take = Math.min(k, white.length);
      let result = false;
      const choose = (from: number, left: number, mask: number): boolean => {
        if (left === 0) {
          const next = black | mask;
          return next === full || adj[at]!.every((w) => (next >> w) & 1 && win(next, w));
        }
        for (let i = from; i <= white.length - left; i++)
          if (choose(i + 1, left - 1, mask | (1 << white[i]!))) return true;
        return false;
      };
      result = choose(0, take, 0);
      memo.set(key, result);
      return result;
    };
    return win(1, 0);
  }

  it("the smallest K from the need DP equals the exhaustive game search", () => {
    let checked = 0;
    for (const inst of instances(arch, [0], 100, "arch")) {
      if (inst.n > 8) continue;
      const k = range(0, inst.n).find((K) => aliceWins(inst.n, inst.edges, K));
      assert.equal(inst.k, k, JSON.stringify(inst.edges));
      assert.equal(scoreText(arch, arch.reference(inst), inst), 1);
      checked++;
    }
    assert.ok(checked >= 40);
  });
});

describe("min-cost-reducing-lnds", () => {
  function bruteLnds(seq: readonly number[]): number {
    const best = seq.map(() => 1);
    for (let i = 0; i < seq.length; i++)
      for (let j = 0; j < i; j++) if (seq[j]! <= seq[i]!) best[i] = Math.max(best[i]!, best[j]! + 1);
    return Math.max(0, ...best);
  }

  it("the minimum cut equals the cheapest reducing subset, and the witness is one", () => {
    let checked = 0;
    for (const inst of instances(minCostLnds, [0, 1, 2, 3, 4, 5, 6, 7], 120, "mcr")) {
      const n = inst.values.length;
      if (n > 12) continue;
      const longest = bruteLnds(inst.values);
      assert.equal(inst.longest, longest);
      let best = Number.POSITIVE_INFINITY;
      for (let mask = 1; mask < 1 << n; mask++) {
        const keep = inst.values.filter((_, i) => !((mask >> i) & 1));
        if (bruteLnds(keep) >= longest) continue;
        best = Math.min(
          best,
          inst.costs.reduce((a, c, i) => a + ((mask >> i) & 1 ? c : 0), 0),
        );
      }
      assert.equal(inst.best, best, `${inst.values.join(" ")} / ${inst.costs.join(" ")}`);
      assert.equal(scoreText(minCostLnds, minCostLnds.reference(inst), inst), 1);
      checked++;
    }
    assert.ok(checked >= 80);
  });
});

describe("max-sum-lds", () => {
  function* permutations(n: number): Generator<number[]> {
    const p = range(1, n + 1);
    const c = new Array<number>(n).fill(0);
    yield p.slice();
    let i = 0;
    while (i < n) {
      if (c[i]! < i) {
        const j = i % 2 === 0 ? 0 : c[i]!;
        [p[j], p[i]] = [p[i]!, p[j]!];
        yield p.slice();
        c[i]!++;
        i = 0;
      } else c[i++] = 0;
    }
  }

  it("the generator's optimum equals the best over every permutation with the same ending lengths", () => {
    let checked = 0;
    for (const inst of instances(maxSumLds, [0, 1, 2, 3], 60, "msl")) {
      const n = inst.ending.length;
      if (n > 8) continue;
      let best = -1;
      for (const p of permutations(n)) {
        if (lisEnding(p).some((x, i) => x !== inst.ending[i])) continue;
        best = Math.max(
          best,
          ldsStarting(p).reduce((a, b) => a + b, 0),
        );
      }
      assert.equal(inst.best, best, inst.ending.join(" "));
      assert.deepEqual(lisEnding(inst.witness), inst.ending);
      assert.equal(scoreText(maxSumLds, maxSumLds.reference(inst), inst), 1);
      checked++;
    }
    assert.ok(checked >= 40);
  });

  it("a list of the wrong length is an invalid answer (-0.5, as in RLVE-Gym), not a format error (issue 33)", () => {
    for (const inst of instances(maxSumLds, [0, 3], 5, "msl-length")) {
      const shorter = inst.witness.slice(0, -1).join(" ");
      const longer = [...inst.witness, inst.witness.length + 1].join(" ");
      for (const text of [shorter, longer]) {
        const out = verify(maxSumLds, inst, `<answer>${text}</answer>`);
        assert.deepEqual([out.status, out.reward], ["invalid", -0.5], text);
      }
    }
  });

  it("the tree numbering reaches the memoised search's optimum with the same ending lengths", () => {
    const rng = Rng.from("msl-tree");
    for (let t = 0; t < 200; t++) {
      const n = rng.int(1, 10);
      const ending = lisEnding(rng.permutation(n).map((x) => x + 1));
      const tree = maxStartingSumByTree(ending);
      assert.deepEqual(lisEnding(tree.witness), ending);
      assert.equal(tree.best, maxStartingSum(ending).best, ending.join(" "));
    }
  });
});
