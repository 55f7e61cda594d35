#!/usr/bin/env node
// The rlve command. Runs the TypeScript sources through tsx, so no build step is needed.
import { register } from "tsx/esm/api";

register();
// A closed pipe (rlve list | head) ends the command quietly.
process.stdout.on("error", (err) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});
const { main } = await import("../src/cli/main.ts");
await main(process.argv);
