// Worker entry: register tsx's loader so the worker can import TypeScript, then hand over the handler.
// workerData.module overrides the handler module (tests use it to load a deliberately slow worker).
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const target = workerData?.module ?? new URL("./worker.ts", import.meta.url).href;
const mod = await import(target);
export default mod.default;
