// Wall time of `rlve list`, `rlve sample` and the help (`rlve --help`, and `--help` of commands whose actions
// use the heavy modules: lab, simulate) from the built package (dist/, what `npm i rlve` runs), next to a
// bare `node -e 0` and, for comparison, `rlve list` and `rlve sample` from the sources through tsx.
// npm run bench:cli-startup -- [--runs 15] [--no-build] [--sources] [--json]
// Builds dist/ first unless --no-build. Runs are interleaved so machine load hits every command alike;
// the load average is printed because on a shared machine it moves every figure.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "15" },
    "no-build": { type: "boolean", default: false },
    sources: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log("npm run bench:cli-startup -- [--runs 15] [--no-build] [--sources] [--json]");
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive integer");
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = fileURLToPath(new URL("../bin/rlve.mjs", import.meta.url));

if (!values["no-build"]) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
if (!existsSync(new URL("../dist/envs/manifest.json", import.meta.url)))
  throw new Error("dist/ is not built (drop --no-build)");

interface Case {
  name: string;
  args: string[];
  env?: Record<string, string>;
}
const dist = { RLVE_DIST: "1" };
const cases: Case[] = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "rlve list (dist)", args: [bin, "list"], env: dist },
  {
    name: "rlve sample sorting (dist)",
    args: [bin, "sample", "sorting", "--level", "3", "--seed", "1"],
    env: dist,
  },
  { name: "rlve --help (dist)", args: [bin, "--help"], env: dist },
  { name: "rlve lab --help (dist)", args: [bin, "lab", "--help"], env: dist },
  { name: "rlve simulate --help (dist)", args: [bin, "simulate", "--help"], env: dist },
];
if (values.sources) {
  cases.push(
    { name: "rlve list (sources, tsx)", args: [bin, "list"] },
    {
      name: "rlve sample sorting (sources, tsx)",
      args: [bin, "sample", "sorting", "--level", "3", "--seed", "1"],
    },
  );
}

const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
const load0 = loadavg()[0]!;
for (let r = 0; r < runs; r++) {
  for (const c of cases) {
    const t0 = performance.now();
    const res = spawnSync(process.execPath, c.args, {
      cwd: root,
      env: { ...process.env, ...c.env },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 60_000,
    });
    const ms = performance.now() - t0;
    if (res.status !== 0) throw new Error(`${c.name} failed (${res.status}): ${res.stderr}`);
    times.get(c.name)!.push(ms);
  }
}
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const rows = cases.map((c) => {
  const t = times.get(c.name)!;
  return {
    command: c.name,
    medianMs: Math.round(q(t, 0.5)),
    minMs: Math.round(q(t, 0)),
    p90Ms: Math.round(q(t, 0.9)),
  };
});
const load = { before: load0, after: loadavg()[0]! };
if (values.json) console.log(JSON.stringify({ runs, loadAverage: load, rows }, null, 2));
else {
  console.log(
    `${runs} runs each; 1-minute load average ${load.before.toFixed(1)} -> ${load.after.toFixed(1)}`,
  );
  console.log(`${"command".padEnd(36)} ${"median".padStart(8)} ${"min".padStart(8)} ${"p90".padStart(8)}`);
  for (const r of rows)
    console.log(
      `${r.command.padEnd(36)} ${`${r.medianMs} ms`.padStart(8)} ${`${r.minMs} ms`.padStart(8)} ${`${r.p90Ms} ms`.padStart(8)}`,
    );
}
