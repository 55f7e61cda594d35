// Regressions from a newcomer's second hour with rlve eval (issue 31, items 1 and 2), the CLI as a child process.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { instanceOf, promptOf } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { frontierSeed } from "../../src/eval/frontier.ts";
import type { SampleResult } from "../../src/eval/metrics.ts";
import { buildTestset, type TestItem, toJsonl } from "../../src/eval/testset.ts";
import { type Known, startMock } from "../support/mock-openai.ts";

const BIN = join(import.meta.dirname, "..", "..", "bin", "rlve.mjs");
const dir = mkdtempSync(join(tmpdir(), "rlve-second-hour-"));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function rlve(args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, maxBuffer: 64 << 20 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function lookupFor(items: readonly TestItem[]): (prompt: string) => Known | undefined {
  const map = new Map<string, Known>();
  for (const it of items) {
    const env = getEnv(it.env);
    map.set(it.prompt, { env, instance: instanceOf(env, it.level, it.seed).instance, level: it.level });
  }
  return (p) => map.get(p);
}

const items = buildTestset({ envs: "sorting,knapsack", perEnv: 6, levels: [0, 2], seed: 5 });
const setFile = join(dir, "set.jsonl");
writeFileSync(setFile, toJsonl(items));
const evalArgs = (url: string, out: string) =>
  ["eval", "--testset", setFile, "--base-url", url, "--model", "m", "--out", out].concat([
    "--retries",
    "2",
    "--backoff-ms",
    "1",
    "--concurrency",
    "2",
    "--json",
  ]);

interface Report {
  complete: boolean;
  failed: Array<{ item: string; sample: number; reason: string }>;
  overall: { samples: number; scored: number; errors: number; avgAccuracy: number | null };
}

describe("a prompt the endpoint refuses (HTTP 400) is that item's error; the run goes on (item 1)", () => {
  it("eval names, counts and keeps the refused items and scores the rest", async () => {
    const long = new Set(items.filter((i) => i.env === "knapsack" && i.level === 2).map((i) => i.prompt));
    assert.ok(long.size >= 2);
    const mock = await startMock({ lookup: lookupFor(items), tooLong: (p) => long.has(p) });
    try {
      const out = join(dir, "refused");
      const r = await rlve(evalArgs(mock.url, out));
      assert.equal(r.code, 0, r.stderr);
      const report = JSON.parse(r.stdout) as Report;
      assert.equal(report.overall.samples, items.length);
      assert.equal(report.overall.errors, long.size);
      assert.equal(report.overall.scored, items.length - long.size);
      assert.equal(report.overall.avgAccuracy, 1);
      assert.equal(report.complete, false);
      const refusedIds = items.filter((i) => long.has(i.prompt)).map((i) => i.id);
      assert.deepEqual(report.failed.map((f) => f.item).sort(), [...refusedIds].sort());
      assert.ok(
        report.failed.every((f) =>
          /refused this request \(HTTP 400\).*maximum context length/.test(f.reason),
        ),
      );
      assert.equal(mock.served.calls, items.length, "a refused request is not retried");
      for (const id of refusedIds) assert.match(r.stderr, new RegExp(`${id} sample 0: the endpoint refused`));
      const kept = readFileSync(join(out, "m", "results.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as SampleResult)
        .filter((x) => x.status === "error");
      assert.equal(kept.length, long.size, "the refused items are in the results file");
    } finally {
      await mock.close();
    }
  });

  it("eval frontier stops an environment's search below a refused level and finishes the others", async () => {
    const map = new Map<string, Known>();
    for (const id of ["sorting", "knapsack"]) {
      const env = getEnv(id);
      for (let level = 0; level <= 6; level++) {
        for (let i = 0; i < 2; i++) {
          const { instance } = instanceOf(env, level, frontierSeed(0, id, level, i));
          map.set(promptOf(env, instance, "tags"), { env, instance, level });
        }
      }
    }
    const mock = await startMock({
      lookup: (p) => map.get(p),
      skill: () => true,
      tooLong: (p) => map.get(p)?.env.id === "knapsack" && map.get(p)!.level >= 3,
    });
    try {
      const r = await rlve(
        ["eval", "frontier", "--envs", "sorting,knapsack", "--base-url", mock.url, "--model", "m"].concat([
          "--per-level",
          "2",
          "--max-level",
          "6",
          "--search",
          "ladder",
          "--retries",
          "0",
          "--json",
        ]),
      );
      assert.equal(r.code, 0, r.stderr);
      const report = JSON.parse(r.stdout) as {
        frontiers: Array<{ env: string; frontier: number; capped: boolean; refusedAt?: number }>;
      };
      const by = Object.fromEntries(report.frontiers.map((f) => [f.env, f]));
      assert.equal(by.sorting!.frontier, 6);
      assert.equal(by.sorting!.capped, true);
      assert.equal(by.knapsack!.frontier, 2);
      assert.equal(by.knapsack!.refusedAt, 3);
      assert.match(
        r.stderr,
        /refused every request \(HTTP 400\/413\/422\) at knapsack L3: the search stopped below/,
      );
    } finally {
      await mock.close();
    }
  });
});

describe("the rerun the tool suggests finishes with the summary (item 2)", () => {
  it("retries of earlier errors do not trip the give-up rule; a stopped run still prints what is done", async () => {
    // Concurrency 1 asks in item order: the first 2 items answer, the last 10 always fail.
    const down = new Set(items.slice(2).map((i) => i.prompt));
    assert.equal(down.size, 10);
    const out = join(dir, "rerun");
    const args = (url: string) => [...evalArgs(url, out), "--retries", "0", "--concurrency", "1"];
    const mock = await startMock({ lookup: lookupFor(items), alwaysFail: (p) => down.has(p) });
    try {
      const first = await rlve(args(mock.url));
      assert.equal(first.code, 0, first.stderr);
      assert.match(first.stderr, /rerun the same command to retry them/);
      assert.equal((JSON.parse(first.stdout) as Report).overall.errors, 10);

      // The rerun's first 10 requests are exactly the 10 that failed: it must not read them as a dead endpoint.
      const rerun = await rlve(args(mock.url));
      assert.equal(rerun.code, 0, rerun.stderr);
      assert.doesNotMatch(rerun.stderr, /requests all failed/);
      const report = JSON.parse(rerun.stdout) as Report;
      assert.equal(report.overall.samples, items.length);
      assert.equal(report.overall.scored, 2);
      assert.equal(report.overall.errors, 10);
      assert.equal(mock.served.calls, 12 + 10);
    } finally {
      await mock.close();
    }
    // The endpoint dies at the same address: new requests (a second sample per item) still trip the rule,
    // and the stopped run prints the summary of what is done before its error.
    const dead = await startMock({
      lookup: lookupFor(items),
      down: true,
      port: Number(new URL(mock.url).port),
    });
    try {
      const more = await rlve([...args(dead.url), "--samples", "2", "--give-up-after", "3", "--no-check"]);
      assert.equal(more.code, 2, more.stderr);
      assert.match(more.stderr, /the first 3 requests all failed .*--give-up-after 0 never stops/);
      const stopped = JSON.parse(more.stdout) as Report & { stopped: string };
      assert.match(stopped.stopped, /the first 3 requests all failed/);
      assert.equal(stopped.complete, false);
      assert.equal(stopped.overall.scored, 2, "the earlier answers are in the summary");
    } finally {
      await dead.close();
    }
  });
});
