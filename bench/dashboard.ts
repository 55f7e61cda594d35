// Load time of the dashboard in a real browser, at the size the issue budgets for: a run on every
// registered environment (held-out included) with about 10,000 changes of h in its history, plus 1,000
// reported batches.
// npm run bench:dashboard -- [--points 10000] [--rounds 5] [--chromium /usr/bin/chromium] [--json]
//
// The server runs as a child process on loopback; the run's state is built here and installed through
// POST /v1/runs/{run}/restore. Per round a fresh page opens /dashboard#/run/big and the bench reads:
// first contentful paint (the browser's paint timing), the moment the h chart's canvas exists, and the
// size of the run detail JSON.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { listEnvs } from "../src/core/registry.ts";
import { startServer } from "./server.ts";

const { values } = parseArgs({
  options: {
    points: { type: "string", default: "10000" },
    rounds: { type: "string", default: "5" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    json: { type: "boolean", default: false },
  },
});
const POINTS = Number(values.points);
const ROUNDS = Number(values.rounds);

const dataDir = mkdtempSync(join(tmpdir(), "rlve-bench-dash-"));
const server = await startServer(["--data-dir", dataDir, "--workers", "1"]);
process.on("exit", () => {
  server.proc.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});
const base = server.url.href.replace(/\/$/, "");

async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const out = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

const envs = listEnvs().map((e) => e.id);
await post("/v1/runs", { run_id: "big", environments: envs, env_split: "all" }).catch(async () =>
  post("/v1/runs", { run_id: "big", environments: envs }),
);
const run = (await (await fetch(`${base}/v1/runs/big`)).json()) as {
  raw_state: {
    seq: number;
    envs: Record<string, { h: number; checks: number; history: unknown[] }>;
    batches: unknown[];
  };
};
// Spread POINTS changes of h over the environments, at increasing sequence numbers.
const state = run.raw_state;
const per = Math.max(1, Math.floor(POINTS / envs.length));
const at = new Date().toISOString();
let seq = 0;
envs.forEach((id, i) => {
  const e = state.envs[id]!;
  const history = [e.history[0]];
  for (let k = 1; k <= per; k++) {
    seq += 3 + ((i * 7 + k) % 11);
    history.push({
      h: k,
      from: k - 1,
      accuracy: 0.95,
      samples: 128,
      scored: k * 200,
      seq,
      step: null,
      at,
      checks: k * 2,
    });
  }
  e.h = per;
  e.checks = per * 2 + (i % 9);
  e.history = history;
});
state.seq = seq + 1;
state.batches = Array.from({ length: 1000 }, (_, k) => ({
  step: k + 1,
  samples: 2048,
  groups: 128,
  effectiveGroups: 40 + (k % 50),
  effectivePromptRatio: (40 + (k % 50)) / 128,
  accuracy: 0.5,
  at,
}));
await post("/v1/runs/big/restore", { state });
const detailBytes = (await (await fetch(`${base}/dashboard/api/runs/big`)).text()).length;

const browser = await chromium.launch({ executablePath: values.chromium, args: ["--no-sandbox"] });
const rounds: Array<{ fcp: number; chart: number }> = [];
for (let r = 0; r < ROUNDS; r++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/dashboard#/run/big`);
  await page.waitForSelector("#levels-chart canvas");
  const t = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    chart: performance.now(),
  }));
  rounds.push(t);
  await page.close();
}
await browser.close();
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const result = {
  environments: envs.length,
  history_points: per * envs.length,
  batches: 1000,
  detail_json_bytes: detailBytes,
  first_contentful_paint_ms: Math.round(median(rounds.map((x) => x.fcp))),
  chart_drawn_ms: Math.round(median(rounds.map((x) => x.chart))),
  rounds: rounds.map((x) => ({ fcp: Math.round(x.fcp), chart: Math.round(x.chart) })),
};
if (values.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else
  process.stdout.write(
    `dashboard, run of ${result.environments} environments, ${result.history_points} changes of h, 1000 batches (detail JSON ${(detailBytes / 1024).toFixed(0)} KiB):\n` +
      `  first contentful paint ${result.first_contentful_paint_ms} ms, h chart drawn ${result.chart_drawn_ms} ms (median of ${ROUNDS})\n`,
  );
process.exit(0);
