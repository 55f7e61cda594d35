// Generation and verification throughput per environment and level.
// npm run bench:envs -- [--json] [--envs a,b] [--levels 0,4,8,12] [--ms 300]
import { parseArgs } from "node:util";
import { type Environment, instanceOf, verify, wrapAnswer } from "../src/core/kit.ts";
import { listEnvs, selectEnvs } from "../src/core/registry.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    envs: { type: "string" },
    levels: { type: "string", default: "0,4,8,12" },
    ms: { type: "string", default: "200" },
  },
});
const levels = values.levels!.split(",").map(Number);
const budget = Number(values.ms);
const envs: Environment[] = values.envs ? selectEnvs(values.envs) : listEnvs();

interface Row {
  env: string;
  level: number;
  generatePerSec: number;
  verifyPerSec: number;
  medianGenerateMs: number;
  maxGenerateMs: number;
  maxVerifyMs: number;
}

function measure(env: Environment, level: number): Row {
  let gens = 0;
  let genMs = 0;
  let maxGen = 0;
  let vers = 0;
  let verMs = 0;
  let maxVer = 0;
  let seed = 1;
  for (let i = 0; i < 3; i++) env.reference(instanceOf(env, level, 1_000_000 + i).instance); // warm-up
  const genTimes: number[] = [];
  const start = performance.now();
  while (performance.now() - start < budget || gens < 3) {
    const t0 = performance.now();
    const { instance } = instanceOf(env, level, seed++);
    const t1 = performance.now();
    const out = wrapAnswer(env.reference(instance));
    const t2 = performance.now();
    const res = verify(env, instance, out);
    const t3 = performance.now();
    if (res.accuracy !== 1)
      throw new Error(`${env.id} level ${level} seed ${seed - 1}: reference scored ${res.reason}`);
    gens++;
    vers++;
    genMs += t1 - t0;
    verMs += t3 - t2;
    maxGen = Math.max(maxGen, t1 - t0);
    genTimes.push(t1 - t0);
    maxVer = Math.max(maxVer, t3 - t2);
    if (gens >= 2000) break;
  }
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    env: env.id,
    level,
    generatePerSec: Math.round((gens * 1000) / Math.max(genMs, 1e-3)),
    verifyPerSec: Math.round((vers * 1000) / Math.max(verMs, 1e-3)),
    medianGenerateMs: r(genTimes.sort((a, b) => a - b)[Math.floor(genTimes.length / 2)]!),
    maxGenerateMs: r(maxGen),
    maxVerifyMs: r(maxVer),
  };
}

const rows: Row[] = [];
for (const env of envs) for (const level of levels) rows.push(measure(env, level));
const slowest = rows
  .slice()
  .sort((a, b) => b.maxGenerateMs - a.maxGenerateMs)
  .slice(0, 10);
if (values.json) {
  console.log(JSON.stringify({ levels, budgetMs: budget, rows, slowest }, null, 2));
} else {
  console.log(
    "env".padEnd(40),
    "level",
    "gen/s".padStart(9),
    "verify/s".padStart(9),
    "max gen ms".padStart(11),
    "max ver ms".padStart(11),
  );
  for (const r of rows) {
    console.log(
      r.env.padEnd(40),
      String(r.level).padStart(5),
      String(r.generatePerSec).padStart(9),
      String(r.verifyPerSec).padStart(9),
      String(r.medianGenerateMs).padStart(11),
      String(r.maxGenerateMs).padStart(11),
      String(r.maxVerifyMs).padStart(11),
    );
  }
  console.log("\nslowest generations:");
  for (const r of slowest) console.log(`  ${r.env} level ${r.level}: ${r.maxGenerateMs} ms`);
}
