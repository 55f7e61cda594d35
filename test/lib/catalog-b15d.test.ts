// Brute-force cross-checks for the issue-15 batch b15d: exhaustive search on small instances confirms the
// value each environment's solver reports, and that the reference answer scores 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { Rng } from "../../src/core/rng.ts";
import doubleStack, { runDoubleStack } from "../../src/envs/data-structures/double-stack-sorting.ts";
import graMinima, { minimaLead as graMinimaLead } from "../../src/envs/games/gra-minima-game.ts";
import stoneIntervals, { firstPlayerTotal } from "../../src/envs/games/stone-intervals-game.ts";

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
});
