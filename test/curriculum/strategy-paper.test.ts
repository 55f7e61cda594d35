import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { Curriculum, type RunConfigInput, type SampleOutcome } from "../../src/curriculum/index.ts";

/**
 * The paper's strategy against the rule as the engine had it before strategies existed (engine.ts at
 * 4ca904b: `check`, `applyOne`, `threshold`, `windowOf`), written out here as a reference: on random
 * outcome streams, under both timings, with and without the two-sided floor, every decision agrees.
 */

const ENVS = ["a", "b"];

interface RefEnv {
  h: number;
  counted: number;
  correct: number;
  checks: number;
  /** [from, to, accuracy, samples] per change. */
  changes: Array<[number, number, number, number]>;
  last: { h: number; accuracy: number; samples: number; outcome: string } | null;
}

class LegacyRule {
  envs: Record<string, RefEnv> = {};
  constructor(
    readonly need: number,
    readonly threshold: number,
    readonly floor: number | null,
    h0: number,
  ) {
    for (const e of ENVS)
      this.envs[e] = { h: h0, counted: 0, correct: 0, checks: 0, changes: [], last: null };
  }
  /** Counts a sample the way applyOne did (train, scorable, level == the h it is compared with). */
  count(o: SampleOutcome, hAt: number): boolean {
    if (o.split === "eval" || o.status === "unscorable" || o.level !== hAt) return false;
    const es = this.envs[o.env]!;
    es.counted++;
    es.correct += o.accuracy;
    return true;
  }
  check(env: string): void {
    const es = this.envs[env]!;
    const accuracy = es.correct / es.counted;
    const from = es.h;
    let to = from;
    if (accuracy >= this.threshold) to = from + 1;
    else if (this.floor !== null && accuracy < this.floor) to = Math.max(0, from - 1);
    es.checks++;
    es.last = {
      h: from,
      accuracy,
      samples: es.counted,
      outcome: to > from ? "up" : to < from ? "down" : "stay",
    };
    if (to !== from) es.changes.push([from, to, accuracy, es.counted]);
    es.counted = 0;
    es.correct = 0;
    es.h = to;
  }
  window(env: string, w: number): [number, number] {
    const h = this.envs[env]!.h;
    return [Math.max(0, h - w + 1), h];
  }
}

const sampleArb = fc.record({
  env: fc.constantFrom(...ENVS),
  offset: fc.oneof(fc.constant(0), fc.constant(0), fc.constant(0), fc.integer({ min: -2, max: 1 })),
  accuracy: fc.oneof(fc.constant(1), fc.constant(1), fc.constant(0), fc.constantFrom(0.25, 0.5)),
  kind: fc.constantFrom("train", "train", "train", "train", "eval", "unscorable"),
});
type Sample = typeof sampleArb extends fc.Arbitrary<infer T> ? T : never;

function outcome(s: Sample, h: number): SampleOutcome {
  return {
    env: s.env,
    level: Math.max(0, h + s.offset),
    accuracy: s.accuracy,
    split: s.kind === "eval" ? "eval" : "train",
    status: s.kind === "unscorable" ? "unscorable" : s.accuracy === 1 ? "correct" : "wrong",
  };
}

const paramsArb = fc.record({
  minPrompts: fc.integer({ min: 1, max: 3 }),
  groupSize: fc.integer({ min: 1, max: 4 }),
  threshold: fc.constantFrom(0.5, 0.7, 0.9, 1),
  floor: fc.constantFrom(null, 0.2, 0.4),
  windowSize: fc.integer({ min: 1, max: 5 }),
  h0: fc.integer({ min: 0, max: 3 }),
});

function same(cur: Curriculum, ref: LegacyRule, windowSize: number): void {
  const st = cur.state();
  for (const e of ENVS) {
    const es = st.envs[e]!;
    const r = ref.envs[e]!;
    assert.deepEqual([es.h, es.counted, es.correct, es.checks], [r.h, r.counted, r.correct, r.checks]);
    assert.deepEqual(
      es.lastCheck === null
        ? null
        : {
            h: es.lastCheck.h,
            accuracy: es.lastCheck.accuracy,
            samples: es.lastCheck.samples,
            outcome: es.lastCheck.outcome,
          },
      r.last,
    );
    assert.deepEqual(
      es.history.slice(1).map((c) => [c.from, c.h, c.accuracy, c.samples]),
      r.changes,
    );
    assert.deepEqual(cur.window(e), ref.window(e, windowSize));
  }
}

type Params = typeof paramsArb extends fc.Arbitrary<infer T> ? T : never;

function create(p: Params, timing: "on_score" | "on_report", seed = 0) {
  const cfg: RunConfigInput = {
    environments: ENVS,
    minPrompts: p.minPrompts,
    groupSize: p.groupSize,
    accuracyThreshold: p.threshold,
    windowSize: p.windowSize,
    initialDifficulty: p.h0,
    updateTiming: timing,
    seed,
    schedule: { kind: "adaptive", twoSided: p.floor === null ? null : { floor: p.floor } },
  };
  return Curriculum.create(cfg, { knownEnvs: ENVS, runId: "legacy" });
}

describe("the paper's strategy decides as the engine did before strategies", () => {
  it("on_score: every record() call", () => {
    fc.assert(
      fc.property(paramsArb, fc.array(sampleArb, { maxLength: 300 }), (p, samples) => {
        fc.pre(p.floor === null || p.floor < p.threshold);
        const cur = create(p, "on_score");
        const ref = new LegacyRule(p.minPrompts * p.groupSize, p.threshold, p.floor, p.h0);
        for (const s of samples) {
          const o = outcome(s, ref.envs[s.env]!.h);
          const counted = ref.count(o, ref.envs[s.env]!.h);
          if (counted && ref.envs[s.env]!.counted >= ref.need) ref.check(s.env);
          const r = cur.record(o);
          assert.equal(r.counted, counted);
          assert.equal(r.h, ref.envs[s.env]!.h);
        }
        same(cur, ref, p.windowSize);
      }),
      { numRuns: 200 },
    );
  });

  it("on_report: batches counted at the start-of-batch h, one check per environment at the end", () => {
    fc.assert(
      fc.property(
        paramsArb,
        fc.array(fc.array(sampleArb, { maxLength: 30 }), { maxLength: 20 }),
        (p, batches) => {
          fc.pre(p.floor === null || p.floor < p.threshold);
          const cur = create(p, "on_report");
          const ref = new LegacyRule(p.minPrompts * p.groupSize, p.threshold, p.floor, p.h0);
          for (const batch of batches) {
            const start = Object.fromEntries(ENVS.map((e) => [e, ref.envs[e]!.h]));
            const outcomes = batch.map((s) => outcome(s, start[s.env]!));
            for (const o of outcomes) ref.count(o, start[o.env]!);
            for (const e of ENVS) if (ref.envs[e]!.counted >= ref.need) ref.check(e);
            const r = cur.report(outcomes);
            assert.deepEqual(r.levels, Object.fromEntries(ENVS.map((e) => [e, ref.envs[e]!.h])));
          }
          same(cur, ref, p.windowSize);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("issued train levels lie in the reference window", () => {
    fc.assert(
      fc.property(paramsArb, fc.integer({ min: 0, max: 1000 }), (p, seed) => {
        fc.pre(p.floor === null || p.floor < p.threshold);
        const cur = create(p, "on_score", seed);
        const ref = new LegacyRule(1, 1, null, p.h0);
        for (const q of cur.issue(20, { groupSize: 1 })) {
          const [lo, hi] = ref.window(q.env, p.windowSize);
          assert.ok(q.level >= lo && q.level <= hi, `${q.level} in [${lo}, ${hi}] (seed ${seed})`);
        }
      }),
      { numRuns: 50 },
    );
  });
});
