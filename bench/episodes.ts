// Cost of one episode step of a single-turn environment: the state holds no instance, so a step
// regenerates it from (env, version, level, seed) unless the cache of recent instances has it. Per
// environment and level: the median ms of a cold step (cache cleared: instanceOf + verify) and of a warm
// step (verify only), over all registry environments; the report gives the median and the worst ones.
//   node --import tsx bench/episodes.ts [--levels 0,4,8] [--reps 5] [--envs a,b]
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { instanceOf } from "../src/core/env.ts";
import { maxLevelOf } from "../src/core/max-level.ts";
import { listEnvs } from "../src/core/registry.ts";
import { clearInstanceCache, episodeOf } from "../src/episodes/episode-of.ts";

const { values } = parseArgs({
  options: {
    levels: { type: "string", default: "0,4,8" },
    reps: { type: "string", default: "5" },
    envs: { type: "string" },
  },
});
const levels = values.levels.split(",").map(Number);
const reps = Number(values.reps);
const only = values.envs?.split(",");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: Array<{ id: string; level: number; cold: number; warm: number; gen: number }> = [];
for (const env of listEnvs()) {
  if (only && !only.includes(env.id)) continue;
  const ep = episodeOf(env);
  for (const level of levels) {
    if (level > maxLevelOf(env)) continue;
    const cold: number[] = [];
    const warm: number[] = [];
    const gen: number[] = [];
    for (let r = 0; r < reps; r++) {
      const { state } = ep.start(level, 100 + r);
      const out = "<answer>0</answer>";
      clearInstanceCache();
      let t0 = performance.now();
      ep.step(state, out);
      cold.push(performance.now() - t0);
      t0 = performance.now();
      ep.step(state, out);
      warm.push(performance.now() - t0);
      t0 = performance.now();
      instanceOf(env, level, 100 + r);
      gen.push(performance.now() - t0);
    }
    rows.push({ id: env.id, level, cold: median(cold), warm: median(warm), gen: median(gen) });
  }
}
const by = (k: "cold" | "warm") => median(rows.map((r) => r[k]));
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}; ${rows.length} (env, level) pairs, ${reps} reps`,
);
for (const level of levels) {
  const at = rows.filter((r) => r.level === level);
  if (at.length === 0) continue;
  console.log(
    `level ${level}: median cold step ${median(at.map((r) => r.cold)).toFixed(3)} ms, warm ${median(at.map((r) => r.warm)).toFixed(3)} ms; worst cold ${Math.max(...at.map((r) => r.cold)).toFixed(1)} ms`,
  );
}
console.log(`all: median cold ${by("cold").toFixed(3)} ms, warm ${by("warm").toFixed(3)} ms`);
console.log("slowest cold steps:");
for (const r of [...rows].sort((a, b) => b.cold - a.cold).slice(0, 8))
  console.log(
    `  ${r.id} L${r.level}: cold ${r.cold.toFixed(1)} ms (instanceOf ${r.gen.toFixed(1)}), warm ${r.warm.toFixed(2)} ms`,
  );
