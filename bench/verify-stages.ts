// Where verification time goes: each environment's verification split into its stages, per level.
// npm run bench:verify-stages -- --help
//
// A stage is timed per call (process.hrtime.bigint around it; the "timer" row is that clock's own cost,
// to subtract by eye), so medians, means and p99 come from the same calls. Stages, in verify's order:
//   scan       one pass over the output (charCodeAt), the floor any verifier pays;
//   extract    lastAssistantTurn, removal of the echoed format instruction (built only when the output
//              holds its first word, as verify does) and the marker search;
//   normalize  normalizeAnswer on the extracted text;
//   parse      env.parse;
//   score      env.score;
//   verify     the whole of verify(), for comparison with the sum.
// Allocation per call is heapUsed growth over a batch of calls divided by the calls, from batches no
// collection ran in (a PerformanceObserver watches for gc entries); "-" when every batch saw one.
// Outputs: "bare" is the reference between the markers; "reasoned" puts ~1,200 characters of reasoning that
// mention the instruction's first word before it, as a model's output does.
import { PerformanceObserver } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { extractAnswer, INSTRUCTION_FIRST_WORD, mayHoldInstruction } from "../src/core/extract.ts";
import { generate, instructionOf, listEnvs, selectEnvs, verify } from "../src/core/index.ts";
import { maxLevelOf } from "../src/core/max-level.ts";
import { normalizeAnswer } from "../src/core/normalize.ts";
import "../src/core/registry.ts";

const HELP = `npm run bench:verify-stages -- [options]

  --envs <list>     environments: ids, categories or "all" (default: sorting,knapsack,sudoku,imp-party,hitori-puzzle)
  --levels <list>   levels (default: 0,4,8,12; levels above an environment's maximum are skipped)
  --calls <n>       calls per stage and cell (default: 400)
  --output <kind>   bare | reasoned (default: reasoned)
  --json            print the rows as JSON`;

const { values: opts } = parseArgs({
  options: {
    envs: { type: "string", default: "sorting,knapsack,sudoku,imp-party,hitori-puzzle" },
    levels: { type: "string", default: "0,4,8,12" },
    calls: { type: "string", default: "400" },
    output: { type: "string", default: "reasoned" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (opts.help) {
  console.log(HELP);
  process.exit(0);
}
const calls = Math.max(20, Number(opts.calls));
const levels = opts.levels.split(",").map(Number);
const envs = opts.envs === "all" ? listEnvs() : selectEnvs(opts.envs.split(","));

let gcSeen = 0;
new PerformanceObserver((list) => {
  gcSeen += list.getEntries().length;
}).observe({ entryTypes: ["gc"] });

const REASONING =
  `Let me think step by step. ${INSTRUCTION_FIRST_WORD} asked for the final answer between the markers, so I will first work it out. `.repeat(
    10,
  );

interface Stats {
  medianUs: number;
  meanUs: number;
  p99Us: number;
  bytes: number | null;
}

function stats(times: Float64Array, bytes: number | null): Stats {
  const s = Float64Array.from(times).sort();
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
  let sum = 0;
  for (const t of s) sum += t;
  return { medianUs: q(0.5), meanUs: sum / s.length, p99Us: q(0.99), bytes };
}

/** Times fn per call; allocation from gc-free batches of 20 calls. */
function measure(fn: () => unknown): Stats {
  for (let i = 0; i < 20; i++) fn();
  const times = new Float64Array(calls);
  const perCall: number[] = [];
  for (let b = 0; b < calls; b += 20) {
    const gc0 = gcSeen;
    const heap0 = process.memoryUsage().heapUsed;
    for (let i = b; i < Math.min(calls, b + 20); i++) {
      const t0 = process.hrtime.bigint();
      fn();
      times[i] = Number(process.hrtime.bigint() - t0) / 1000;
    }
    const grown = process.memoryUsage().heapUsed - heap0;
    if (gcSeen === gc0 && grown >= 0) perCall.push(grown / Math.min(20, calls - b));
  }
  perCall.sort((a, b) => a - b);
  return stats(times, perCall.length === 0 ? null : (perCall[perCall.length >> 1] as number));
}

const rows: Record<string, unknown>[] = [];
const fmt = (s: Stats) =>
  `${s.medianUs.toFixed(2).padStart(8)} ${s.meanUs.toFixed(2).padStart(8)} ${s.p99Us.toFixed(1).padStart(8)} ${s.bytes === null ? "       -" : String(Math.round(s.bytes)).padStart(8)}`;
if (!opts.json) console.log(`${"cell / stage".padEnd(34)}  med µs  mean µs   p99 µs  bytes/call`);
if (!opts.json) console.log(`${"timer".padEnd(34)} ${fmt(measure(() => 0))}`);
for (const env of envs) {
  for (const level of levels) {
    if (level > maxLevelOf(env)) continue;
    const p = generate(env, level, 1);
    const output = opts.output === "bare" ? p.reference : `${REASONING}\n${p.reference}`;
    const instance = p.instance;
    const ignore = () => (mayHoldInstruction(output) ? [instructionOf(env, instance, "tags")] : []);
    const answer = extractAnswer(output, "tags", ignore()) ?? "";
    const normalized = normalizeAnswer(answer);
    const parsed = env.parse(normalized, instance);
    const stages: Record<string, () => unknown> = {
      scan: () => {
        let h = 0;
        for (let i = 0; i < output.length; i++) h = (h + output.charCodeAt(i)) | 0;
        return h;
      },
      extract: () => extractAnswer(output, "tags", ignore()),
      normalize: () => normalizeAnswer(answer),
      parse: () => env.parse(normalized, instance),
      score: () => env.score(parsed, instance),
      verify: () => verify(env, instance, output),
    };
    for (const [stage, fn] of Object.entries(stages)) {
      const s = measure(fn);
      rows.push({ env: env.id, level, stage, outputChars: output.length, ...s });
      if (!opts.json) console.log(`${`${env.id} L${level} ${stage}`.padEnd(34)} ${fmt(s)}`);
    }
  }
}
if (opts.json) console.log(JSON.stringify(rows));
