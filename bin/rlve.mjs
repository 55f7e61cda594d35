#!/usr/bin/env node
// The rlve command. An installed package runs the built JavaScript in dist/. A checkout, which has src/,
// runs the TypeScript sources through tsx so development needs no build step; RLVE_DIST=1 makes a
// checkout run its dist/ instead (npm run build first), as bench/cli-startup.ts does.
import { existsSync } from "node:fs";

const sources = new URL("../src/cli/main.ts", import.meta.url);
const built = new URL("../dist/cli/main.js", import.meta.url);
const fromSources = process.env.RLVE_DIST !== "1" && existsSync(sources);
if (!fromSources && !existsSync(built)) {
  process.stderr.write("rlve: dist/ is missing; run `npm run build` first\n");
  process.exit(1);
}
if (fromSources) (await import("tsx/esm/api")).register();
// A closed pipe (rlve list | head) ends the command quietly.
process.stdout.on("error", (err) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});
const { main } = await import((fromSources ? sources : built).href);
await main(process.argv);
