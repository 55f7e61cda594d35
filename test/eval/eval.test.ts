import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { promisify } from "node:util";
import fc from "fast-check";
import { parquetReadObjects } from "hyparquet";
import { instanceOf, promptOf } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { readTicket, ticketProblem } from "../../src/core/ticket.ts";
import { frontierOf, frontierSeed } from "../../src/eval/frontier.ts";
import { passAtK, type SampleResult, summarize } from "../../src/eval/metrics.ts";
import {
  buildTestset,
  distinctProblems,
  itemSeed,
  readTestset,
  retrySeed,
  type TestItem,
} from "../../src/eval/testset.ts";
import { type Known, startMock } from "../support/mock-openai.ts";

const run = promisify(execFile);
const BIN = join(import.meta.dirname, "..", "..", "bin", "rlve.mjs");
const rlve = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, maxBuffer: 64 << 20 });

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

describe("metrics", () => {
  it("pass@k is the unbiased estimator 1 - C(n-c,k)/C(n,k)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (n, c0, k0) => {
          const c = Math.min(c0, n);
          const k = Math.min(k0, n);
          const exact = 1 - choose(n - c, k) / choose(n, k);
          assert.ok(Math.abs(passAtK(n, c, k) - exact) < 1e-9);
        },
      ),
    );
    assert.throws(() => passAtK(2, 1, 3));
  });
  it("summaries exclude errors and unscorables from rates but count them", () => {
    const r = (
      item: string,
      sample: number,
      accuracy: 0 | 1,
      status: SampleResult["status"],
    ): SampleResult => ({
      item,
      sample,
      env: "e",
      level: 1,
      seed: 1,
      reward: accuracy,
      accuracy,
      formatScore: status === "wrong_format" ? 0 : 1,
      status,
      reason: "",
      promptTokens: 1,
      completionTokens: 2,
      attempts: 1,
      latencyMs: 1,
    });
    const { overall } = summarize([
      r("a", 0, 1, "correct"),
      r("a", 1, 0, "wrong"),
      r("b", 0, 0, "wrong_format"),
      r("b", 1, 0, "error"),
      r("b", 2, 0, "unscorable"),
    ]);
    assert.equal(overall.avgAccuracy, 1 / 3);
    assert.equal(overall.errors, 1);
    assert.equal(overall.unscorable, 1);
    assert.equal(overall.formatErrorRate, 1 / 3);
    assert.equal(overall.k, 1);
    assert.equal(overall.passAtK, 0.25);
    assert.equal(overall.promptTokens, 5);
  });
});

describe("test sets", () => {
  it("are deterministic and score statelessly from their tickets", () => {
    const spec = { envs: "sorting,knapsack", perEnv: 6, levels: [0, 3, 7], seed: 5, secret: "k" };
    const a = buildTestset(spec);
    assert.deepEqual(buildTestset(spec), a);
    assert.equal(a.length, 12);
    assert.deepEqual(
      a.filter((i) => i.env === "sorting").map((i) => i.level),
      [0, 3, 7, 0, 3, 7],
    );
    for (const item of a) {
      const data = readTicket(item.ticket, "k");
      assert.equal(data.split, "eval");
      assert.deepEqual(
        ticketProblem(data).instance,
        instanceOf(getEnv(item.env), item.level, item.seed).instance,
      );
    }
    assert.notEqual(buildTestset({ ...spec, seed: 6 })[0]!.seed, a[0]!.seed);
  });

  it("hold distinct problems where the levels have them, and count the repeats where they do not", () => {
    // smallest-binary-multiple's levels 0-9 hold 31 problems in all (each level's include the lower
    // levels'): with one seed per item the default 50 items had 24 distinct.
    const levels = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const small = buildTestset({ envs: "smallest-binary-multiple", perEnv: 50, levels, seed: 1 });
    const { distinct, repeats } = distinctProblems(small);
    assert.equal(distinct + repeats, 50);
    assert.ok(distinct >= 29 && distinct <= 31, `distinct ${distinct}`);
    const large = buildTestset({ envs: "sorting", perEnv: 40, levels: [3], seed: 1 });
    assert.equal(distinctProblems(large).distinct, 40);
    // An item that did not repeat keeps the seed it always had.
    const env = getEnv("smallest-binary-multiple");
    assert.equal(small[0]!.seed, itemSeed(1, env, 0));
    assert.equal(retrySeed(1, env, 0, 0), itemSeed(1, env, 0));
  });
});

describe("difficulty frontier search", () => {
  it("finds the last mastered level of a monotone skill with ladder and binary search", async () => {
    for (const truth of [-1, 0, 1, 2, 5, 9, 13, 20]) {
      for (const search of ["ladder", "binary"] as const) {
        const res = await frontierOf(
          { id: "x" },
          { threshold: 0.5, maxLevel: 20, search },
          async (level) => ({
            level,
            accuracy: level <= truth ? 0.8 : 0.1,
            n: 8,
          }),
        );
        assert.equal(res.frontier, truth, `${search} truth ${truth}`);
        assert.equal(res.capped, truth === 20);
        if (search === "binary" && truth > 4)
          assert.ok(res.probes.length < truth + 2, "binary probes fewer levels");
      }
    }
  });
});

function lookupFor(items: readonly TestItem[]): (prompt: string) => Known | undefined {
  const map = new Map<string, Known>();
  for (const it of items) {
    const env = getEnv(it.env);
    map.set(it.prompt, { env, instance: instanceOf(env, it.level, it.seed).instance, level: it.level });
  }
  return (p) => map.get(p);
}

type Report = ReturnType<typeof summarize>;

describe("rlve eval against a fake OpenAI endpoint", () => {
  const dir = mkdtempSync(join(tmpdir(), "rlve-eval-"));
  const setFile = join(dir, "set.jsonl");

  it("builds a test set, evaluates with retries, and reports the true accuracy and pass@k", async () => {
    await rlve(
      ["testset", "build", "--split", "train", "--envs", "sorting,knapsack", "--per-env", "8"].concat([
        "--levels",
        "0,2,5",
        "--seed",
        "3",
        "--out",
        setFile,
        "--data-dir",
        dir,
      ]),
    );
    const items = readTestset(setFile);
    assert.equal(items.length, 16);
    const mock = await startMock({
      lookup: lookupFor(items),
      wrongRate: 0.35,
      formatRate: 0.1,
      errorRate: 0.15,
      malformedRate: 0.1,
      hangRate: 0.1,
      hangMs: 3000,
    });
    try {
      const out = join(dir, "results");
      const { stdout } = await rlve(
        ["eval", "--testset", setFile, "--base-url", mock.url, "--model", "mock"]
          .concat(["--samples", "3", "--concurrency", "6", "--timeout-ms", "500", "--retries", "6"])
          .concat(["--backoff-ms", "5", "--out", out, "--json"]),
      );
      const report = JSON.parse(stdout) as Report;
      // The truth is what the fake endpoint sent in each reply the client kept (identified by its reply id).
      const results = readFileSync(join(out, "mock", "results.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as SampleResult);
      let correct = 0;
      let total = 0;
      let passSum = 0;
      let formatErrors = 0;
      for (const it of items) {
        const mine = results.filter((r) => r.item === it.id);
        assert.equal(mine.length, 3, "every sample answered exactly once");
        const kinds = mine.map((r) =>
          mock.served.replies.get(/^(reply-\d+):/.exec(r.output ?? "")?.[1] ?? ""),
        );
        assert.ok(
          kinds.every((k) => k !== undefined),
          "every kept reply came from the fake endpoint",
        );
        const c = kinds.filter((k) => k === "correct").length;
        correct += c;
        total += kinds.length;
        formatErrors += kinds.filter((k) => k === "format").length;
        passSum += passAtK(3, c, 3);
      }
      assert.ok(mock.served.failures > 0, "the fake endpoint did inject failures");
      assert.ok(correct > 0 && correct < total, "the fake endpoint mixed right and wrong answers");
      assert.equal(report.overall.errors, 0);
      assert.equal(report.overall.samples, 48);
      assert.ok(Math.abs(report.overall.avgAccuracy! - correct / total) < 1e-9);
      assert.ok(Math.abs(report.overall.passAtK! - passSum / items.length) < 1e-9);
      assert.ok(Math.abs(report.overall.formatErrorRate! - formatErrors / total) < 1e-9);
      assert.ok(report.overall.completionTokens > 0);
      assert.ok(report.groups.some((g) => g.env === "sorting" && g.level === 5));
    } finally {
      await mock.close();
    }
  });

  it("resumes: a rerun asks only for what failed before", async () => {
    const items = readTestset(setFile);
    const down = new Set(items.slice(-5).map((i) => i.prompt));
    const out = join(dir, "resume");
    const args = (url: string) =>
      ["eval", "--testset", setFile, "--base-url", url, "--model", "m", "--samples", "2"].concat([
        "--retries",
        "1",
        "--backoff-ms",
        "1",
        "--out",
        out,
        "--json",
      ]);
    const first = await startMock({ lookup: lookupFor(items), alwaysFail: (p) => down.has(p) });
    let report1: Report;
    try {
      report1 = JSON.parse((await rlve(args(first.url))).stdout) as Report;
    } finally {
      await first.close();
    }
    assert.equal(report1.overall.errors, 10);
    // The server comes back at the same address (results are keyed by endpoint, so the port must match).
    const second = await startMock({ lookup: lookupFor(items), port: Number(new URL(first.url).port) });
    try {
      const report2 = JSON.parse((await rlve(args(second.url))).stdout) as Report;
      assert.equal(second.served.calls, 10, "only the 5 failed problems x 2 samples are asked again");
      assert.equal(report2.overall.errors, 0);
      assert.equal(report2.overall.samples, 32);
      assert.equal(report2.overall.avgAccuracy, 1);
    } finally {
      await second.close();
    }
  });

  it("stops with a clear error on a refused request or bad arguments", async () => {
    const mock = await startMock({ lookup: () => undefined });
    try {
      await assert.rejects(
        rlve(["eval", "--testset", setFile, "--base-url", mock.url, "--model", "m", "--out", join(dir, "x")]),
        (err: { stderr: string; code: number }) =>
          /first 10 requests all failed \(last error: the endpoint refused this request \(HTTP 400\)/.test(
            err.stderr,
          ) && err.code === 2,
      );
      await assert.rejects(rlve(["eval", "--testset", setFile, "--model", "m"]), (err: { stderr: string }) =>
        /--base-url is required/.test(err.stderr),
      );
      await assert.rejects(
        rlve(["eval", "--testset", join(dir, "missing.jsonl"), "--base-url", mock.url, "--model", "m"]),
        (err: { stderr: string }) => /no such file/.test(err.stderr),
      );
    } finally {
      await mock.close();
    }
  });

  it("finds each environment's frontier through the CLI and draws it", async () => {
    const skills: Record<string, number> = { sorting: 6, knapsack: 2 };
    const map = new Map<string, Known>();
    for (const id of Object.keys(skills)) {
      const env = getEnv(id);
      for (let level = 0; level <= 10; level++) {
        for (let i = 0; i < 4; i++) {
          const { instance } = instanceOf(env, level, frontierSeed(1, id, level, i));
          map.set(promptOf(env, instance, "tags"), { env, instance, level });
        }
      }
    }
    const mock = await startMock({ lookup: (p) => map.get(p), skill: (k) => k.level <= skills[k.env.id]! });
    try {
      const outDir = join(dir, "frontier");
      const modelDir = join(outDir, "m");
      const { stdout } = await rlve(
        ["eval", "frontier", "--envs", "sorting,knapsack", "--base-url", mock.url].concat([
          "--model",
          "m",
          "--per-level",
          "4",
          "--max-level",
          "10",
          "--seed",
          "1",
          "--out",
          outDir,
          "--json",
        ]),
      );
      const res = JSON.parse(stdout) as { frontiers: Array<{ env: string; frontier: number }> };
      assert.deepEqual(Object.fromEntries(res.frontiers.map((f) => [f.env, f.frontier])), skills);
      const png = readFileSync(join(modelDir, "frontier.png"));
      assert.equal(png.subarray(1, 4).toString(), "PNG");
      assert.match(readFileSync(join(modelDir, "frontier.svg"), "utf8"), /<svg/);
    } finally {
      await mock.close();
    }
  });
});

describe("rlve export", () => {
  const dir = mkdtempSync(join(tmpdir(), "rlve-export-"));
  const secretEnv = { RLVE_TICKET_SECRET: "export-secret" };

  it("writes verl parquet that reads back with scorable tickets", async () => {
    const file = join(dir, "train.parquet");
    await rlve(
      [
        "export",
        "--envs",
        "sorting,knapsack",
        "--levels",
        "0,4",
        "--per-level",
        "3",
        "--format",
        "parquet",
      ].concat(["--out", file]),
      secretEnv,
    );
    const buf = readFileSync(file);
    const rows = (await parquetReadObjects({
      file: buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength),
    })) as Array<{
      data_source: string;
      prompt: Array<{ role: string; content: string }>;
      ability: string;
      reward_model: { style: string; ground_truth: string };
      extra_info: { index: bigint; env: string; level: bigint; seed: bigint };
    }>;
    assert.equal(rows.length, 12);
    for (const row of rows) {
      assert.match(row.data_source, /^rlve\//);
      assert.equal(row.prompt[0]!.role, "user");
      assert.equal(row.reward_model.style, "rule");
      const data = readTicket(row.reward_model.ground_truth, "export-secret");
      assert.equal(data.env, row.extra_info.env);
      assert.equal(BigInt(data.level), row.extra_info.level);
      assert.equal(row.prompt[0]!.content, promptOf(getEnv(data.env), ticketProblem(data).instance, "tags"));
    }
  });

  it("writes plain and OpenAI RFT JSONL, and refuses an unknown format", async () => {
    const plain = join(dir, "p.jsonl");
    const rft = join(dir, "r.jsonl");
    await rlve(
      ["export", "--envs", "sorting", "--levels", "1", "--per-level", "2", "--out", plain],
      secretEnv,
    );
    await rlve(
      [
        "export",
        "--envs",
        "sorting,knapsack",
        "--levels",
        "1",
        "--per-level",
        "2",
        "--format",
        "openai-rft",
      ].concat(["--out", rft]),
      secretEnv,
    );
    const p = readFileSync(plain, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.equal(p.length, 2);
    assert.ok(p.every((r) => typeof r.ticket === "string" && r.messages[0].content === r.prompt));
    const r = readFileSync(rft, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.ok(r.filter((x) => x.env === "sorting").every((x) => typeof x.reference_answer === "string"));
    assert.ok(r.filter((x) => x.env === "knapsack").every((x) => x.reference_answer === undefined));
    await assert.rejects(
      rlve(["export", "--envs", "sorting", "--levels", "1", "--format", "csv", "--out", join(dir, "x")]),
      (err: { stderr: string }) => /--format must be one of/.test(err.stderr),
    );
  });
});
