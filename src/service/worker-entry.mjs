// Worker entry: hand over to the task handler. In a built package the handler is ./worker.js next to this
// file; from the sources it is ./worker.ts, and tsx's loader is registered first so the worker can import
// TypeScript. workerData.module overrides the handler module (tests use it to load a deliberately slow
// worker). A task may carry `started` (a Float64Array(2) on shared memory): [start time of the running job,
// its index (-1 until runTask reports one)]. The handler's start time is written here, runTask (work.ts)
// updates it per job, so the pool's time budget counts running time only, not a worker's start-up.
import { existsSync } from "node:fs";
import { workerData } from "node:worker_threads";

const built = new URL("./worker.js", import.meta.url);
const target =
  workerData?.module ?? (existsSync(built) ? built.href : new URL("./worker.ts", import.meta.url).href);
if (/\.[cm]?ts$/.test(target)) (await import("tsx/esm/api")).register();
const mod = await import(target);
const handler = mod.default;

export default function run(task) {
  if (task?.started instanceof Float64Array) {
    task.started[1] = -1; // no job reported yet
    task.started[0] = Date.now();
  }
  return handler(task);
}
