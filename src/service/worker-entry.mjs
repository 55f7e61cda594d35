// Worker entry: register tsx's loader so the worker can import TypeScript, then hand over the handler.
// workerData.module overrides the handler module (tests use it to load a deliberately slow worker).
// A task may carry `started` (a Float64Array(2) on shared memory): [start time of the running job, its
// index (-1 until runTask reports one)]. The handler's start time is written here, runTask (work.ts)
// updates it per job, so the pool's time budget counts running time only, not a worker's start-up.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const target = workerData?.module ?? new URL("./worker.ts", import.meta.url).href;
const mod = await import(target);
const handler = mod.default;

export default function run(task) {
  if (task?.started instanceof Float64Array) {
    task.started[1] = -1; // no job reported yet
    task.started[0] = Date.now();
  }
  return handler(task);
}
