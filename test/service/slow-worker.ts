// A worker handler for pool and service tests (loaded through PoolOptions.module / ServerOptions
// workerModule): scoring "HANG" loops forever, "CRASH" stops the worker thread, "OOM" exhausts the
// worker's heap; generating seed HANG_SEED loops forever (a generation far over any budget, which only a
// cancellation or the time budget stops). The rest is the real handler (src/service/worker.ts).
import { runTask, type ScoreJob, type Task, type TaskResult } from "../../src/service/work.ts";

export const HANG_SEED = 987_654_321;

export default function handle(task: Task): TaskResult {
  if (task.kind === "score") {
    for (const j of task.jobs as ScoreJob[]) {
      if (j.text === "HANG") for (;;) {}
      if (j.text === "CRASH") process.exit(3);
      if (j.text === "OOM") {
        const hog: number[][] = [];
        for (;;) hog.push(new Array(1e6).fill(1));
      }
    }
  } else if (task.jobs.some((j) => j.seed === HANG_SEED)) for (;;) {}
  return runTask(task);
}
