// The piscina worker: runs score and generation tasks (see work.ts). Loaded through worker-entry.mjs,
// which registers the TypeScript loader first.
import { workerData } from "node:worker_threads";
import { runTask, setCacheCapacity, type Task, type TaskResult } from "./work.ts";

const capacity = (workerData as { cacheSize?: number } | undefined)?.cacheSize;
if (typeof capacity === "number") setCacheCapacity(capacity);

export default function handle(task: Task): TaskResult {
  return runTask(task);
}
