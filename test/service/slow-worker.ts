// A worker handler for pool and service tests (loaded through PoolOptions.module / ServerOptions
// workerModule): scoring "HANG" loops forever before any job reports progress, "HANG_IN_JOB" after
// reporting its job index the way runTask does, "CRASH" stops the worker thread, "OOM" exhausts the
// worker's heap; generating seed HANG_SEED loops forever (a generation far over any budget, which only a
// cancellation or the time budget stops), seed BAD_RESULT_SEED returns a result without a prompt (an
// internal error of the service); level HANG_LEVEL generates forever and level FAIL_LEVEL fails (for
// runs, whose seeds a test cannot choose). The rest is the real handler (src/service/worker.ts).
import { runTask, type ScoreJob, type Task, type TaskResult } from "../../src/service/work.ts";

export const HANG_SEED = 987_654_321;
export const BAD_RESULT_SEED = 987_654_322;
/** Levels no other test uses (sorting serves up to 79). */
export const HANG_LEVEL = 77;
export const FAIL_LEVEL = 78;

export default function handle(task: Task): TaskResult {
  if (task.kind === "score") {
    const progress = (task as Task & { started?: Float64Array }).started;
    for (const [i, j] of (task.jobs as ScoreJob[]).entries()) {
      if (j.text === "HANG") for (;;) {}
      if (j.text === "HANG_IN_JOB" && progress !== undefined) {
        // Report the job as runTask does (work.ts), then hang in it.
        progress[1] = i;
        progress[0] = Date.now();
        for (;;) {}
      }
      if (j.text === "CRASH") process.exit(3);
      if (j.text === "OOM") {
        const hog: number[][] = [];
        for (;;) hog.push(new Array(1e6).fill(1));
      }
    }
  } else {
    if (task.jobs.some((j) => j.seed === HANG_SEED || j.level === HANG_LEVEL)) for (;;) {}
    if (task.jobs.some((j) => j.level === FAIL_LEVEL)) {
      const real = runTask(task);
      return {
        ...real,
        results: task.jobs.map((j, i) =>
          j.level === FAIL_LEVEL ? { ok: false, error: "FAIL_LEVEL (test)" } : real.results[i]!,
        ),
      };
    }
    // A result the service does not expect (no prompt): the request fails with an internal error.
    if (task.jobs.some((j) => j.seed === BAD_RESULT_SEED))
      return {
        results: task.jobs.map(() => ({ ok: true, params: null }) as never),
        cacheHits: 0,
        cacheMisses: 0,
      };
  }
  return runTask(task);
}
