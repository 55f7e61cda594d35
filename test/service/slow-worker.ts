// A worker handler for pool tests: "HANG" loops forever, "CRASH" stops the worker thread, "OOM" exhausts
// the worker's heap; the rest is normal.
import { runTask, type ScoreJob, type Task, type TaskResult } from "../../src/service/work.ts";

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
  }
  return runTask(task);
}
