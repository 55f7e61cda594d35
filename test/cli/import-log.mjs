// Records every file a process loads, for test/cli/help.test.ts: `node --import ./test/cli/import-log.mjs ...`
// with RLVE_IMPORT_LOG=<file> appends each resolved file: URL to <file>, one a line. Imported with --import,
// this file registers itself as module customization hooks (node:module register, Node >= 20.6); in the hooks
// thread it is those hooks.
import { appendFileSync } from "node:fs";
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

if (isMainThread) register(import.meta.url, { data: { log: process.env.RLVE_IMPORT_LOG } });

let log;

export function initialize(data) {
  log = data?.log;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (log && resolved.url.startsWith("file:")) appendFileSync(log, `${resolved.url}\n`);
  return resolved;
}
