import type { SampleOutcome } from "../../src/curriculum/index.ts";

/** Shared by crash.test.ts and its child: the run and its outcome stream. */
export const CRASH_ENVS = ["a", "b"];
export const CRASH_CONFIG = { environments: CRASH_ENVS, minPrompts: 2, groupSize: 3, seed: 3 };

/** Outcome i: env alternates, level = current h (mostly), accuracy mostly 1; keyed for dedupe. */
export function crashOutcome(i: number, levels: Record<string, number>): SampleOutcome {
  const env = CRASH_ENVS[i % 2]!;
  const h = levels[env]!;
  return {
    env,
    level: i % 11 === 5 ? h + 1 : h,
    accuracy: i % 13 === 0 ? 0 : 1,
    problemId: `p${Math.floor(i / 3)}`,
    sampleKey: `k${i}`,
  };
}
