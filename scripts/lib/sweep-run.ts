// The hang sweep: generates every (env, level, seed) of a plan in child processes with a timeout and
// collects hangs, throws, references that do not score 1 and slow generations. scripts/sweep.ts is its command line; test/audit/sweep.test.ts
// runs a slice of it in CI.
import { GenPool, type SeedOutcome } from "./gen-pool.ts";

export interface SweepPlanItem {
  env: string;
  level: number;
  seeds: number[];
}

export interface SweepFinding {
  env: string;
  level: number;
  seed: number;
  kind: "hang" | "throw" | "reference" | "slow";
  ms: number;
  error?: string;
}

export interface SweepReport {
  generations: number;
  items: number;
  findings: SweepFinding[];
  seconds: number;
  /** Slowest generation seen: where and how long. */
  slowest: { env: string; level: number; seed: number; ms: number } | null;
}

export interface SweepOptions {
  jobs: number;
  timeoutMs: number;
  /** A generation slower than this is reported as slow (it does not fail the sweep). */
  slowMs: number;
  /** Called after each plan item, e.g. for progress lines. */
  onItem?: (item: SweepPlanItem, outcomes: SeedOutcome[], done: number) => void;
}

/** Seeds per task sent to a child: small enough that progress is visible, big enough to amortise messages. */
const CHUNK = 50;

export async function runSweep(plan: SweepPlanItem[], o: SweepOptions): Promise<SweepReport> {
  const started = performance.now();
  const pool = new GenPool(o.jobs, o.timeoutMs);
  const findings: SweepFinding[] = [];
  let generations = 0;
  let done = 0;
  let slowest: SweepReport["slowest"] = null;
  const queue = [...plan];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      const outcomes: SeedOutcome[] = [];
      for (let i = 0; i < item.seeds.length; i += CHUNK) {
        outcomes.push(
          ...(await pool.run({ env: item.env, level: item.level, seeds: item.seeds.slice(i, i + CHUNK) })),
        );
      }
      // A timeout on a busy machine may be a slow generation: each one is run again, alone, with 5x the
      // time; only a second timeout is a hang.
      for (let j = 0; j < outcomes.length; j++) {
        if (!outcomes[j]!.hang) continue;
        const [again] = await pool.run(
          { env: item.env, level: item.level, seeds: [outcomes[j]!.seed] },
          { timeoutMs: 5 * o.timeoutMs },
        );
        if (!again!.hang) outcomes[j] = again!;
      }
      for (const r of outcomes) {
        generations++;
        const at = { env: item.env, level: item.level, seed: r.seed, ms: r.ms };
        if (r.hang) findings.push({ ...at, kind: "hang" });
        else if (r.error) findings.push({ ...at, kind: "throw", error: r.error });
        else if (r.referenceReward !== undefined && r.referenceReward !== 1) {
          const error = `the reference scores ${r.referenceReward}: ${r.referenceReason ?? ""}`;
          findings.push({ ...at, kind: "reference", error });
        } else if (r.ms > o.slowMs) findings.push({ ...at, kind: "slow" });
        if (!r.hang && (slowest === null || r.ms > slowest.ms)) slowest = at;
      }
      done++;
      o.onItem?.(item, outcomes, done);
    }
  };
  try {
    await Promise.all(Array.from({ length: o.jobs }, worker));
  } finally {
    pool.close();
  }
  return {
    generations,
    items: plan.length,
    findings,
    seconds: (performance.now() - started) / 1000,
    slowest,
  };
}
