import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  ConfigError,
  Curriculum,
  CurriculumError,
  type RunConfigInput,
  type SampleOutcome,
} from "../../src/curriculum/index.ts";

const ENVS = ["a", "b", "c"];
const make = (cfg: RunConfigInput = {}) =>
  Curriculum.create({ environments: ENVS, ...cfg }, { knownEnvs: ENVS, runId: "t" });

/** One crafted step of an outcome stream: the level is given relative to the env's current h. */
interface Step {
  env: string;
  offset: number;
  accuracy: 0 | 1;
  eval: boolean;
  unscorable: boolean;
}

const stepArb = fc.record({
  env: fc.constantFrom(...ENVS),
  offset: fc.oneof(fc.constant(0), fc.constant(0), fc.constant(0), fc.integer({ min: -3, max: 2 })),
  accuracy: fc.oneof(
    fc.constant<0 | 1>(1),
    fc.constant<0 | 1>(1),
    fc.constant<0 | 1>(1),
    fc.constant<0 | 1>(0),
  ),
  eval: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  unscorable: fc.integer({ min: 0, max: 9 }).map((n) => n < 1),
});

/** The paper's rule, written independently of the engine: the specification for the properties. */
class Reference {
  h: Record<string, number> = {};
  cnt: Record<string, number> = {};
  cor: Record<string, number> = {};
  constructor(
    readonly need: number,
    readonly thr: number,
    h0 = 0,
  ) {
    for (const e of ENVS) {
      this.h[e] = h0;
      this.cnt[e] = 0;
      this.cor[e] = 0;
    }
  }
  /** Returns [counted, changed]. */
  apply(env: string, level: number, acc: number, isEval: boolean, unscorable: boolean): [boolean, boolean] {
    if (isEval || unscorable || level !== this.h[env]) return [false, false];
    this.cnt[env]!++;
    this.cor[env]! += acc;
    if (this.cnt[env]! < this.need) return [true, false];
    const up = this.cor[env]! / this.cnt[env]! >= this.thr;
    if (up) this.h[env]!++;
    this.cnt[env] = 0;
    this.cor[env] = 0;
    return [true, up];
  }
}

function outcomeOf(s: Step, h: number): SampleOutcome {
  return {
    env: s.env,
    level: Math.max(0, h + s.offset),
    accuracy: s.accuracy,
    split: s.eval ? "eval" : "train",
    status: s.unscorable ? "unscorable" : s.accuracy ? "correct" : "wrong",
  };
}

describe("curriculum rule (on_score)", () => {
  it("rises at exactly minPrompts x groupSize counted samples when accuracy >= threshold", () => {
    const cur = make({ minPrompts: 2, groupSize: 5, accuracyThreshold: 0.9 });
    // 9 of 10 correct: 0.9 >= 0.9 rises on the 10th counted sample, not before.
    for (let i = 0; i < 9; i++) {
      const r = cur.record({ env: "a", level: 0, accuracy: i === 3 ? 0 : 1 });
      assert.deepEqual([r.counted, r.levelChanged, r.h], [true, false, 0]);
    }
    const r = cur.record({ env: "a", level: 0, accuracy: 1 });
    assert.deepEqual([r.counted, r.levelChanged, r.h], [true, true, 1]);
    assert.deepEqual(cur.levels(), { a: 1, b: 0, c: 0 });
    // 8 of 10 at h=1: no rise, counters reset.
    for (let i = 0; i < 10; i++) cur.record({ env: "a", level: 1, accuracy: i < 2 ? 0 : 1 });
    const s = cur.state().envs.a!;
    assert.equal(s.h, 1);
    assert.deepEqual([s.counted, s.correct, s.checks], [0, 0, 2]);
    assert.deepEqual(s.lastCheck?.outcome, "stay");
    assert.equal(s.lastCheck?.accuracy, 0.8);
    assert.deepEqual(
      s.history.map((c) => [c.from, c.h, c.accuracy]),
      [
        [null, 0, null],
        [0, 1, 0.9],
      ],
    );
  });

  it("ignores stale, above-h, eval and unscorable samples", () => {
    const cur = make({ minPrompts: 1, groupSize: 1, initialDifficulty: 3 });
    assert.equal(cur.record({ env: "a", level: 2, accuracy: 1 }).reason, "below_h");
    assert.equal(cur.record({ env: "a", level: 4, accuracy: 1 }).reason, "above_h");
    assert.equal(cur.record({ env: "a", level: 3, accuracy: 1, split: "eval" }).reason, "eval");
    assert.equal(cur.record({ env: "a", level: 3, accuracy: 1, status: "unscorable" }).reason, "unscorable");
    assert.equal(cur.levels().a, 3);
    const s = cur.state().envs.a!;
    assert.deepEqual([s.scored, s.evalScored, s.unscorable, s.aboveH, s.counted], [3, 1, 1, 1, 0]);
    const r = cur.record({ env: "a", level: 3, accuracy: 1 });
    assert.deepEqual([r.reason, r.levelChanged, r.h], ["counted", true, 4]);
  });

  it("matches the reference rule on any outcome stream (h rises exactly when it should)", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 400 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0.5, 0.75, 0.9, 1),
        (steps, minPrompts, groupSize, thr) => {
          const cur = make({ minPrompts, groupSize, accuracyThreshold: thr });
          const ref = new Reference(minPrompts * groupSize, thr);
          for (const s of steps) {
            const o = outcomeOf(s, ref.h[s.env]!);
            const before = ref.h[s.env]!;
            const [counted, changed] = ref.apply(s.env, o.level, o.accuracy, s.eval, s.unscorable);
            const r = cur.record(o);
            assert.equal(r.counted, counted);
            assert.equal(r.levelChanged, changed);
            assert.equal(r.h, ref.h[s.env]);
            assert.ok(r.h === before || r.h === before + 1, "h moves by at most one, never down");
          }
          const st = cur.state();
          for (const e of ENVS) {
            assert.equal(st.envs[e]!.h, ref.h[e]);
            assert.equal(st.envs[e]!.counted, ref.cnt[e]);
            assert.equal(st.envs[e]!.history.length, ref.h[e]! + 1);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("never rises while every window's accuracy is under the threshold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 8 }), (minPrompts, groupSize) => {
        const n = minPrompts * groupSize;
        const cur = make({ minPrompts, groupSize, accuracyThreshold: 0.9 });
        // In every block of n counted samples, ceil(n/10)+... just enough wrong ones to stay below 0.9.
        const wrongPerBlock = n - Math.ceil(0.9 * n) + 1;
        for (let i = 0; i < 5 * n; i++) {
          const r = cur.record({ env: "b", level: 0, accuracy: i % n < wrongPerBlock ? 0 : 1 });
          assert.equal(r.h, 0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("eval samples never change the trajectory", () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 200 }),
        fc.array(fc.tuple(fc.nat(200), fc.constantFrom(...ENVS), fc.nat(6), fc.constantFrom(0, 1)), {
          maxLength: 60,
        }),
        (steps, evals) => {
          const cfg = { minPrompts: 1, groupSize: 3 };
          const plain = make(cfg);
          const mixed = make(cfg);
          const train = steps.filter((s) => !s.eval);
          train.forEach((s, i) => {
            for (const [at, env, level, acc] of evals) {
              if (at === i) mixed.record({ env, level, accuracy: acc, split: "eval" });
            }
            const o = outcomeOf(s, plain.levels()[s.env]!);
            assert.deepEqual(mixed.record(o), plain.record(o));
          });
          assert.deepEqual(mixed.levels(), plain.levels());
        },
      ),
      { numRuns: 80 },
    );
  });

  it("sample keys make retries idempotent", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(stepArb, fc.nat(30)), { maxLength: 200 }), (items) => {
        const cfg = { minPrompts: 1, groupSize: 2 };
        const dedup = make(cfg);
        const ref = make(cfg);
        const first = new Map<string, SampleOutcome>();
        for (const [s, k] of items) {
          const key = `k${k}`;
          const prior = first.get(key);
          const o = prior ?? { ...outcomeOf(s, dedup.levels()[s.env]!), sampleKey: key };
          const r = dedup.record(o);
          if (prior === undefined) {
            first.set(key, o);
            const { sampleKey: _k, ...plain } = o;
            assert.deepEqual(r, ref.record(plain));
          } else assert.equal(r.duplicate, true);
        }
        assert.deepEqual(dedup.levels(), ref.levels());
      }),
      { numRuns: 80 },
    );
  });

  it("two-sided mode lowers h under the floor, never below 0; off by default", () => {
    const one = make({ minPrompts: 1, groupSize: 2, initialDifficulty: 1 });
    one.record({ env: "a", level: 1, accuracy: 0 });
    one.record({ env: "a", level: 1, accuracy: 0 });
    assert.equal(one.levels().a, 1);
    const two = make({
      minPrompts: 1,
      groupSize: 2,
      initialDifficulty: 1,
      schedule: { kind: "adaptive", twoSided: { floor: 0.3 } },
    });
    for (let i = 0; i < 2; i++) two.record({ env: "a", level: 1, accuracy: 0 });
    assert.equal(two.levels().a, 0);
    for (let i = 0; i < 2; i++) two.record({ env: "a", level: 0, accuracy: 0 });
    assert.equal(two.levels().a, 0);
    assert.equal(two.state().envs.a!.lastCheck?.outcome, "stay");
    for (let i = 0; i < 2; i++) two.record({ env: "a", level: 0, accuracy: i });
    assert.equal(two.levels().a, 0, "0.5 is between floor and threshold");
    assert.throws(() => make({ schedule: { kind: "adaptive", twoSided: { floor: 0.95 } } }), ConfigError);
  });
});

describe("curriculum rule (on_report)", () => {
  it("record() keeps statistics only; report() counts at the start-of-batch h and checks once", () => {
    const cur = make({ minPrompts: 1, groupSize: 4, updateTiming: "on_report" });
    assert.equal(cur.record({ env: "a", level: 0, accuracy: 1 }).reason, "on_report");
    assert.equal(cur.state().envs.a!.counted, 0);
    // 10 correct samples at h=0 in one report: one check at the end, h rises once.
    const batch = Array.from({ length: 10 }, (_, i) => ({
      env: "a",
      level: 0,
      accuracy: 1,
      problemId: `p${i >> 2}`,
    }));
    const r = cur.report(batch, { step: 7 });
    assert.deepEqual([r.counted, r.changes.length, r.levels.a], [10, 1, 1]);
    assert.deepEqual(r.changes[0], { env: "a", from: 0, to: 1, accuracy: 1 });
    assert.equal(cur.state().envs.a!.history[1]!.step, 7);
    // Fewer than needed: no check.
    const r2 = cur.report([{ env: "a", level: 1, accuracy: 1 }]);
    assert.deepEqual([r2.counted, r2.changes.length], [1, 0]);
    assert.equal(cur.state().envs.a!.counted, 1);
  });

  it("a sample scored (record) and then reported is tallied once (slime's remote RM + report_all_samples)", () => {
    const cur = make({ minPrompts: 1, groupSize: 2, updateTiming: "on_report" });
    // The remote RM scores without sample keys; report_all_samples then reports every sample, including
    // one of a problem that was never scored here (accuracy from elsewhere) and an unscorable one.
    const scored = [
      { env: "a", level: 0, accuracy: 1, problemId: "p0" },
      { env: "a", level: 0, accuracy: 0, problemId: "p0" },
      { env: "a", level: 0, accuracy: 0, status: "unscorable" as const, problemId: "p1" },
      { env: "a", level: 0, accuracy: 1, split: "eval" as const, problemId: "e0" },
    ];
    for (const o of scored) cur.record(o);
    const a = () => cur.state().envs.a!;
    assert.deepEqual([a().scored, a().unscorable, a().evalScored, a().scoredCorrect], [3, 1, 1, 1]);
    const reported = [...scored, { env: "a", level: 0, accuracy: 1, problemId: "p2" }];
    const r = cur.report(reported.map((o, i) => ({ ...o, sampleKey: `k${i}` })));
    assert.equal(r.counted, 3);
    assert.deepEqual([a().scored, a().unscorable, a().evalScored, a().scoredCorrect], [4, 1, 1, 2]);
    assert.equal(a().unreported, undefined, "every scored sample was reported");
    // A second report of the same problems (no keys) is new samples: tallied again.
    cur.report([{ env: "a", level: 1, accuracy: 1, problemId: "p0" }]);
    assert.equal(a().scored, 5);
  });

  it("matches the reference (counts per batch, one check per env per batch)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(stepArb, { maxLength: 40 }), { maxLength: 15 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        (batches, minPrompts, groupSize) => {
          const cur = make({ minPrompts, groupSize, updateTiming: "on_report" });
          const need = minPrompts * groupSize;
          const h: Record<string, number> = { a: 0, b: 0, c: 0 };
          const cnt: Record<string, number> = { a: 0, b: 0, c: 0 };
          const cor: Record<string, number> = { a: 0, b: 0, c: 0 };
          for (const b of batches) {
            const outs = b.map((s) => outcomeOf(s, h[s.env]!));
            b.forEach((s, i) => {
              const o = outs[i]!;
              if (!s.eval && !s.unscorable && o.level === h[s.env]) {
                cnt[s.env]!++;
                cor[s.env]! += o.accuracy;
              }
            });
            for (const e of ENVS) {
              if (cnt[e]! >= need) {
                if (cor[e]! / cnt[e]! >= 0.9) h[e]!++;
                cnt[e] = cor[e] = 0;
              }
            }
            const r = cur.report(outs);
            assert.deepEqual(r.levels, h);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("issuing", () => {
  it("levels stay in [max(0, h - w + 1), h] and cover the window", () => {
    fc.assert(
      fc.property(fc.nat(12), fc.integer({ min: 1, max: 6 }), fc.nat(1000), (h0, w, seed) => {
        const cur = make({ initialDifficulty: h0, windowSize: w, groupSize: 1, seed });
        const lo = Math.max(0, h0 - w + 1);
        const seen = new Set<number>();
        for (const p of cur.issue(300)) {
          assert.ok(p.level >= lo && p.level <= h0, `level ${p.level} outside [${lo}, ${h0}]`);
          assert.equal(p.topLevel, h0);
          seen.add(p.level);
        }
        assert.equal(seen.size, h0 - lo + 1);
        assert.deepEqual(cur.window("a"), [lo, h0]);
      }),
      { numRuns: 40 },
    );
  });

  it("groups: the same problem groupSize times, consecutive", () => {
    const cur = make({ groupSize: 4 });
    const ps = cur.issue(5);
    assert.equal(ps.length, 20);
    for (let g = 0; g < 5; g++) {
      const grp = ps.slice(4 * g, 4 * g + 4);
      assert.deepEqual(
        grp.map((p) => p.groupIndex),
        [0, 1, 2, 3],
      );
      for (const p of grp) {
        assert.deepEqual(
          [p.problemId, p.env, p.level, p.seed],
          [grp[0]!.problemId, grp[0]!.env, grp[0]!.level, grp[0]!.seed],
        );
      }
    }
    assert.equal(new Set(ps.map((p) => p.problemId)).size, 5);
    assert.equal(cur.state().seq, 5);
    assert.equal(cur.issue(2, { groupSize: 1 }).length, 2);
  });

  it("is reproducible for a run seed and differs across seeds", () => {
    const strip = (ps: ReturnType<Curriculum["issue"]>) => ps.map(({ runId: _r, ...p }) => p);
    const a = strip(make({ seed: 5, groupSize: 1 }).issue(50));
    const b = strip(make({ seed: 5, groupSize: 1 }).issue(50));
    const c = strip(make({ seed: 6, groupSize: 1 }).issue(50));
    assert.deepEqual(a, b);
    assert.notDeepEqual(a, c);
    assert.equal(new Set(a.map((p) => p.seed)).size, 50);
  });

  it("chooses environments uniformly, or in proportion to weights", () => {
    const count = (cur: Curriculum) => {
      const n: Record<string, number> = { a: 0, b: 0, c: 0 };
      for (const p of cur.issue(6000, { groupSize: 1 })) n[p.env]!++;
      return n;
    };
    const u = count(make({ seed: 1 }));
    for (const e of ENVS) assert.ok(Math.abs(u[e]! / 6000 - 1 / 3) < 0.03, JSON.stringify(u));
    const w = count(make({ seed: 1, weights: { a: 1, b: 3 } })); // c defaults to 1
    assert.ok(Math.abs(w.a! / 6000 - 0.2) < 0.03, JSON.stringify(w));
    assert.ok(Math.abs(w.b! / 6000 - 0.6) < 0.03, JSON.stringify(w));
    assert.ok(Math.abs(w.c! / 6000 - 0.2) < 0.03, JSON.stringify(w));
    const only = make({ seed: 1 }).issue(50, { envs: ["b"], groupSize: 1 });
    assert.ok(only.every((p) => p.env === "b"));
  });

  it("eval problems never touch train counts; forced levels are eval-only", () => {
    const cur = make({ groupSize: 1 });
    const ps = cur.issue(10, { split: "eval", level: 7 });
    assert.ok(ps.every((p) => p.level === 7 && p.split === "eval"));
    const s = cur.state();
    assert.equal(
      ENVS.reduce((t, e) => t + s.envs[e]!.issued, 0),
      0,
    );
    assert.equal(
      ENVS.reduce((t, e) => t + s.envs[e]!.evalIssued, 0),
      10,
    );
    assert.throws(() => cur.issue(1, { level: 3 }), CurriculumError);
    assert.throws(() => cur.issue(1, { envs: ["zzz"] }), /not part of run/);
    assert.throws(() => cur.issue(-1), CurriculumError);
  });
});

describe("baselines", () => {
  it("fixed level issues one level and never moves", () => {
    const cur = make({ schedule: { kind: "fixed", level: 2 }, minPrompts: 1, groupSize: 1 });
    assert.ok(cur.issue(100).every((p) => p.level === 2));
    const r = cur.record({ env: "a", level: 2, accuracy: 1 });
    assert.deepEqual([r.counted, r.reason, r.h], [false, "static", 2]);
    assert.deepEqual(cur.levels(), { a: 2, b: 2, c: 2 });
  });

  it("fixed range issues uniformly in [0, dMax] and never moves", () => {
    const cur = make({ schedule: { kind: "range", maxLevel: 5 }, minPrompts: 1, groupSize: 1 });
    const seen = new Set(cur.issue(400).map((p) => p.level));
    assert.deepEqual(
      [...seen].sort((x, y) => x - y),
      [0, 1, 2, 3, 4, 5],
    );
    for (let i = 0; i < 10; i++) cur.record({ env: "a", level: 5, accuracy: 1 });
    assert.equal(cur.levels().a, 5);
  });
});

describe("configuration and input validation", () => {
  it("reports every problem of an invalid configuration", () => {
    try {
      Curriculum.create(
        // Hostile input from JSON: not the declared type.
        JSON.parse(
          '{"environments": [], "windowSize": 0, "accuracyThreshold": 2, "updateTiming": "later", "bogus": 1}',
        ),
        { knownEnvs: ENVS },
      );
      assert.fail("should throw");
    } catch (err) {
      assert.ok(err instanceof ConfigError);
      const text = err.issues.join("\n");
      for (const path of ["environments", "windowSize", "accuracyThreshold", "updateTiming", "bogus"]) {
        assert.match(text, new RegExp(path), text);
      }
    }
    assert.throws(
      () => Curriculum.create({ environments: ["nope"] }, { knownEnvs: ENVS }),
      /unknown environment/,
    );
    assert.throws(() => make({ weights: { zzz: 2 } }), /unknown environment/);
    assert.throws(() => make({ weights: { a: 0 } }), /weights/);
  });

  it("resolves registry selectors: all = train split, rlveIds, categories", () => {
    const all = Curriculum.create({});
    assert.ok(all.config.environments.includes("sorting"));
    const byRlve = Curriculum.create({ environments: "Sorting" });
    assert.deepEqual(byRlve.config.environments, ["sorting"]);
    assert.throws(() => Curriculum.create({ environments: "sortng" }), /did you mean/);
  });

  it("rejects hostile outcomes with clear errors and changes nothing", () => {
    const cur = make();
    const v = cur.get().version;
    for (const bad of [
      { env: "a", level: -1, accuracy: 1 },
      { env: "a", level: 0, accuracy: 2 },
      { env: "a", level: 0, accuracy: Number.NaN },
      { env: "zzz", level: 0, accuracy: 1 },
      { env: "a", level: 0, accuracy: 1, sampleKey: "x".repeat(300) },
      { env: "a", level: 0.5, accuracy: 1 },
      { env: "a", level: 0, accuracy: 1, split: "test" },
    ]) {
      assert.throws(() => cur.record(bad as SampleOutcome), CurriculumError);
    }
    assert.throws(
      () => cur.report([{ env: "a", level: 0, accuracy: 1 }, { env: "a" } as SampleOutcome]),
      /outcomes\[1\]/,
    );
    assert.equal(cur.get().version, v);
  });
});
