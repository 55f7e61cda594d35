// The piscina worker: runs score and generation tasks (see work.ts). Loaded through worker-entry.mjs,
// which registers the TypeScript loader first.
import { workerData } from "node:worker_threads";
import { loadEnvsFrom } from "../core/registry.ts";
import { runTask, setCacheCapacity, type Task, type TaskResult } from "./work.ts";

const data = workerData as { cacheSize?: number; envsFrom?: string[] } | undefined;
if (typeof data?.cacheSize === "number") setCacheCapacity(data.cacheSize);
// The user's own environments (rlve serve --envs-from): the main thread loaded and checked them already.
if (data?.envsFrom !== undefined && data.envsFrom.length > 0) await loadEnvsFrom(data.envsFrom);

export default function handle(task: Task): TaskResult {
  return runTask(task);
}
