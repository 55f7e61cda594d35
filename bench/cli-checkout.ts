// Wall time of the CLI run from a checkout (the TypeScript sources through tsx): `rlve list`, `rlve sample`
// and `rlve --help`, with the sources' cached manifest (the default) and without it (RLVE_NO_MANIFEST_CACHE=1,
// every environment compiled and loaded on each call, as before the cache). Runs are interleaved so machine
// load hits both alike; medians in seconds, and the load average, which moves every figure.
//   node --import tsx bench/cli-checkout.ts [--runs 7]
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const runs = Number(values.runs);
const bin = fileURLToPath(new URL("../bin/rlve.mjs", import.meta.url));
const cases = [
  ["list", ["list"]],
  ["sample", ["sample", "sorting", "--level", "3"]],
  ["--help", ["--help"]],
] as const;
const modes = { cached: {}, uncached: { RLVE_NO_MANIFEST_CACHE: "1" } } as const;
const times = new Map<string, number[]>();
const once = (args: readonly string[], env: Record<string, string>) => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [bin, ...args], { env: { ...process.env, RLVE_DIST: "", ...env } });
  if (r.status !== 0) throw new Error(`rlve ${args.join(" ")} failed: ${r.stderr}`);
  return (performance.now() - t0) / 1000;
};
once(["list"], {}); // fills the cache (and tsx's own) before timing
for (let i = 0; i < runs; i++) {
  for (const [name, args] of cases) {
    for (const [mode, env] of Object.entries(modes)) {
      const key = `${name} ${mode}`;
      times.set(key, [...(times.get(key) ?? []), once(args, env)]);
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}; ${runs} runs each`,
);
for (const [key, xs] of times) console.log(`${key.padEnd(18)} median ${median(xs).toFixed(2)} s`);
