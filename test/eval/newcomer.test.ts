// Regressions from a newcomer's first hour with rlve eval/export (issue 20, items 1, 2, 3, 9, 10, 12).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { instanceOf, promptOf } from "../../src/core/env.ts";
import { getEnv, listEnvs } from "../../src/core/registry.ts";
import { readTicket } from "../../src/core/ticket.ts";
import { frontierChartSpec } from "../../src/eval/chart.ts";
import { exportEnvs, exportItems, sharedEnvs } from "../../src/eval/export.ts";
import { frontierOf, frontierSeed, maxProbes } from "../../src/eval/frontier.ts";
import { type SampleResult, standardError, summarize } from "../../src/eval/metrics.ts";
import {
  type compareResults,
  configDifferences,
  modelSlug,
  openResultsDir,
  type ResultsConfig,
  readResultsDir,
  resultsConfig,
} from "../../src/eval/results.ts";
import { buildTestset, filterItems, type TestItem, toJsonl } from "../../src/eval/testset.ts";
import { readEvalFile } from "../../src/service/dashboard.ts";
import { type Known, startMock } from "../support/mock-openai.ts";

const BIN = join(import.meta.dirname, "..", "..", "bin", "rlve.mjs");
const dir = mkdtempSync(join(tmpdir(), "rlve-newcomer-"));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run the rlve CLI as a child process (cwd: a scratch folder, so default outputs land there). */
function rlve(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        cwd: dir,
        env: { ...process.env, RLVE_TICKET_SECRET: "newcomer-secret", ...env },
        maxBuffer: 64 << 20,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const noStack = (r: Ran) => assert.doesNotMatch(r.stderr, /\n\s+at .*\(.*:\d+:\d+\)/, r.stderr);

function lookupFor(items: readonly TestItem[]): (prompt: string) => Known | undefined {
  const map = new Map<string, Known>();
  for (const it of items) {
    const env = getEnv(it.env);
    map.set(it.prompt, { env, instance: instanceOf(env, it.level, it.seed).instance, level: it.level });
  }
  return (p) => map.get(p);
}

// A small test set: 2 environments x 4 items, levels 0 and 2.
const items = buildTestset({ envs: "sorting,knapsack", perEnv: 4, levels: [0, 2], seed: 11 });
const setFile = join(dir, "set.jsonl");
writeFileSync(setFile, toJsonl(items));
const evalArgs = (url: string, model: string, out: string) =>
  ["eval", "--testset", setFile, "--base-url", url, "--model", model, "--out", out].concat([
    "--retries",
    "0",
    "--backoff-ms",
    "1",
    "--concurrency",
    "4",
    "--json",
  ]);

type Report = ReturnType<typeof summarize> & {
  model: string;
  results_dir: string;
  complete: boolean;
  config: ResultsConfig;
};

describe("eval results are keyed by model, endpoint, settings and test set (item 1)", () => {
  it("keeps one folder per model, resumes only a matching configuration, refuses the rest", async () => {
    const mock = await startMock({ lookup: lookupFor(items) });
    const root = join(dir, "results");
    try {
      const first = await rlve(evalArgs(mock.url, "fake", root));
      assert.equal(first.code, 0, first.stderr);
      const r1 = JSON.parse(first.stdout) as Report;
      assert.equal(r1.results_dir, join(root, "fake"));
      assert.equal(mock.served.calls, 8);
      assert.equal(mock.served.checks, 1, "one check request before the run");
      const config = JSON.parse(readFileSync(join(root, "fake", "config.json"), "utf8")) as ResultsConfig;
      assert.equal(config.model, "fake");
      assert.equal(config.base_url, mock.url);
      assert.equal(config.testset.items, 8);

      // Another model: its own folder, every sample asked again (the bug: fake's table labelled fake2).
      const second = await rlve([...evalArgs(mock.url, "fake2", root), "--samples", "2"]);
      assert.equal(second.code, 0, second.stderr);
      const r2 = JSON.parse(second.stdout) as Report;
      assert.equal(mock.served.calls, 8 + 16);
      assert.equal(r2.model, "fake2");
      assert.equal(r2.results_dir, join(root, "fake2"));
      assert.equal(r2.overall.samples, 16);

      // Same model, other sampling settings: refused, saying what differs and how to start fresh.
      const refused = await rlve([...evalArgs(mock.url, "fake", root), "--temperature", "0.7"]);
      assert.equal(refused.code, 2);
      assert.match(refused.stderr, /holds results of another configuration: temperature was unset, now 0\.7/);
      assert.match(refused.stderr, /--fresh/);
      assert.equal(refused.stdout, "");
      noStack(refused);
      assert.equal(mock.served.calls, 24, "a refused run sends nothing");

      // The same configuration resumes: nothing left to ask, and no check request either.
      const again = await rlve(evalArgs(mock.url, "fake", root));
      assert.equal(again.code, 0, again.stderr);
      assert.equal(mock.served.calls, 24);
      assert.deepEqual((JSON.parse(again.stdout) as Report).overall, r1.overall);

      // Compare the two folders (item 12): a column per model, rows overall, per level, per env.
      const cmp = await rlve(["eval", "compare", root, "--json"]);
      assert.equal(cmp.code, 0, cmp.stderr);
      const c = JSON.parse(cmp.stdout) as ReturnType<typeof compareResults>;
      assert.deepEqual(c.labels, ["fake", "fake2"]);
      assert.equal(c.commonItems, 8);
      assert.deepEqual(
        c.rows.map((r) => `${r.env}/${r.level}`),
        ["all/all", "all/0", "all/2", "knapsack/all", "sorting/all"],
      );
      assert.ok(c.rows.every((r) => r.cells.every((g) => g.avgAccuracy === 1)));
      const text = await rlve(["eval", "compare", join(root, "fake"), join(root, "fake2")]);
      assert.equal(text.code, 0, text.stderr);
      assert.match(text.stdout, /fake avg@k\s+fake2 avg@k/);
      assert.match(text.stdout, /sorting\s+all\s+4\s+100\.0% ±0\.0\s+100\.0% ±0\.0/);
    } finally {
      await mock.close();
    }
  });

  it("names what differs, including the endpoint and the test set", () => {
    const model = { baseUrl: "http://a/v1", model: "m", timeoutMs: 1, retries: 0, backoffMs: 0 };
    const a = resultsConfig(model, { source: "x.jsonl", items });
    assert.deepEqual(configDifferences(a, resultsConfig(model, { source: "y.jsonl", items })), []);
    const b = resultsConfig(
      { ...model, baseUrl: "http://b/v1", topP: 0.5, stop: ["END"] },
      { source: "x.jsonl", items: items.slice(1) },
    );
    const diffs = configDifferences(a, b).join("; ");
    assert.match(diffs, /base URL was "http:\/\/a\/v1", now "http:\/\/b\/v1"/);
    assert.match(diffs, /top_p was unset, now 0\.5/);
    assert.match(diffs, /stop was unset, now \["END"\]/);
    assert.match(diffs, /the test set differs/);
    assert.equal(modelSlug("meta-llama/Llama-3.1-8B:q4"), "meta-llama__Llama-3.1-8B_q4");
    assert.equal(modelSlug("../x"), "___x");
    const root = join(dir, "unit-results");
    const folder = openResultsDir(root, a);
    assert.throws(() => openResultsDir(root, b), /base URL was/);
    assert.equal(openResultsDir(root, b, { fresh: true }), folder, "--fresh starts over in the same folder");
    assert.equal(readResultsDir(folder).config.base_url, "http://b/v1");
    writeFileSync(join(dir, "a-file"), "");
    assert.throws(() => openResultsDir(join(dir, "a-file"), a), /is a file/);
  });
});

describe("a dead endpoint stops the run quickly and never reads as 0% (item 3)", () => {
  it("refuses to start when the check request gets no answer", async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((r) => server.close(() => r()));
    const dead = await rlve(evalArgs(`http://127.0.0.1:${port}/v1`, "m", join(dir, "dead")));
    assert.equal(dead.code, 2);
    assert.match(
      dead.stderr,
      /did not answer a check request: Connection error \(ECONNREFUSED\); is the server running/,
    );
    assert.equal(dead.stdout, "", "no table");
    noStack(dead);
  });

  it("stops when the first requests all fail, and reports unanswered samples as errors, not as wrong", async () => {
    const mock = await startMock({ lookup: lookupFor(items), down: true });
    try {
      const stop = await rlve(
        [...evalArgs(mock.url, "m", join(dir, "down")), "--no-check"].concat([
          "--give-up-after",
          "3",
          "--concurrency",
          "1",
        ]),
      );
      assert.equal(stop.code, 2);
      assert.match(stop.stderr, /the first 3 requests all failed \(last error: .*500.*\); stopping/);
      assert.equal(stop.stdout, "");
      assert.equal(mock.served.calls, 3, "stopped after 3 failed requests out of 8");
      noStack(stop);

      const never = await rlve(
        [...evalArgs(mock.url, "m", join(dir, "down")), "--no-check"].concat(["--give-up-after", "0"]),
      );
      assert.equal(never.code, 2);
      assert.match(never.stderr, /no request got a reply \(8 errors/);
      assert.equal(never.stdout, "", "no 0% table");
    } finally {
      await mock.close();
    }
  });

  it("summaries leave rates empty (null) when nothing was answered", () => {
    const err = (item: string): SampleResult => ({
      item,
      sample: 0,
      env: "e",
      level: 0,
      seed: 0,
      reward: 0,
      accuracy: 0,
      formatScore: 0,
      status: "error",
      reason: "down",
      promptTokens: 0,
      completionTokens: 0,
      attempts: 1,
      latencyMs: 0,
    });
    const { overall } = summarize([err("a"), err("b")]);
    assert.equal(overall.errors, 2);
    assert.equal(overall.scored, 0);
    assert.equal(overall.avgAccuracy, null);
    assert.equal(overall.passAtK, null);
  });
});

describe("eval options lm-evaluation-harness users expect (item 12)", () => {
  it("filters a test set, limits it, passes generation settings through, counts truncations", async () => {
    const mock = await startMock({
      lookup: lookupFor(items),
      finishReason: (k) => (k.level === 2 ? "length" : "stop"),
      skill: (k) => k.env.id === "sorting" || k.level === 0,
    });
    try {
      const run = await rlve(
        [...evalArgs(mock.url, "m", join(dir, "opts")), "--levels", "0,2", "--limit", "3"]
          .concat(["--top-p", "0.9", "--stop", "</answer>", "--stop", "END", "--sampling-seed", "7"])
          .concat(["--max-tokens", "64", "--extra-body", '{"top_k": 20, "repetition_penalty": 1.1}']),
      );
      assert.equal(run.code, 0, run.stderr);
      const r = JSON.parse(run.stdout) as Report;
      // --limit 3 keeps the first 3 items per environment: levels 0, 2, 0.
      assert.equal(r.overall.items, 6);
      assert.equal(mock.served.calls, 6);
      for (const body of mock.served.bodies) {
        assert.equal(body.top_p, 0.9);
        assert.deepEqual(body.stop, ["</answer>", "END"]);
        assert.equal(body.seed, 7);
        assert.equal(body.top_k, 20);
        assert.equal(body.repetition_penalty, 1.1);
      }
      assert.ok(mock.served.bodies.slice(1).every((b) => b.max_tokens === 64));
      // Per level across environments; knapsack fails at level 2, sorting never does.
      const level = (l: number) => r.levels.find((g) => g.level === l)!;
      assert.equal(level(0).samples, 4);
      assert.equal(level(0).avgAccuracy, 1);
      assert.equal(level(2).samples, 2);
      assert.equal(level(2).avgAccuracy, 0.5);
      assert.equal(level(2).truncated, 2);
      assert.equal(r.overall.truncated, 2);
      // 5 of 6 items right (knapsack's level-2 item is wrong), one sample each: sqrt(p(1-p)/(n-1)).
      assert.equal(r.overall.avgAccuracy, 5 / 6);
      assert.ok(Math.abs(r.overall.avgAccuracyStderr! - Math.sqrt(((5 / 6) * (1 / 6)) / 5)) < 1e-12);

      const filtered = await rlve([
        ...evalArgs(mock.url, "m", join(dir, "opts2")),
        "--envs",
        "knapsack",
        "--levels",
        "2",
      ]);
      assert.equal(filtered.code, 0, filtered.stderr);
      const f = JSON.parse(filtered.stdout) as Report;
      assert.equal(f.overall.items, 2);
      assert.deepEqual(
        [...new Set(f.groups.map((g) => `${g.env}/${g.level}`))],
        ["knapsack/2", "knapsack/all"],
      );
      const bad = await rlve([...evalArgs(mock.url, "m", join(dir, "opts")), "--extra-body", "[1]"]);
      assert.notEqual(bad.code, 0);
      assert.match(bad.stderr, /--extra-body must be a JSON object/);
    } finally {
      await mock.close();
    }
  });

  it("filterItems keeps file order and limits per environment; standard errors cluster by item", () => {
    assert.deepEqual(
      filterItems(items, { levels: [2], limit: 1 }).map((i) => `${i.env}:${i.level}`),
      ["sorting:2", "knapsack:2"],
    );
    assert.equal(filterItems(items, { envs: "all" }).length, 8);
    assert.equal(filterItems(items, { envs: "sorting" }).length, 4);
    assert.equal(standardError([1]), null);
    assert.ok(Math.abs(standardError([0, 1, 1, 1])! - Math.sqrt(0.25 / 4)) < 1e-12);
  });
});

describe("export: all means the train split, tickets say train, no overlap with a test set (items 2, 9)", () => {
  const heldOut = listEnvs({ split: "held-out" })[0]!;

  it("exports only train environments for --envs all, with train tickets, into a new folder", async () => {
    const out = join(dir, "new", "folder", "train.jsonl");
    const r = await rlve(["export", "--envs", "all", "--levels", "0", "--per-level", "1", "--out", out]);
    assert.equal(r.code, 0, r.stderr);
    const rows = readFileSync(out, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { env: string; ticket: string; split: string });
    assert.equal(rows.length, listEnvs({ split: "train" }).length);
    assert.ok(!rows.some((row) => row.env === heldOut.id));
    for (const row of rows) {
      assert.equal(getEnv(row.env).split, "train");
      assert.equal(row.split, "train");
      assert.equal(readTicket(row.ticket, "newcomer-secret").split, "train");
    }
  });

  it("refuses held-out environments unless asked, and an export that overlaps a test set", async () => {
    assert.throws(() => exportEnvs({ envs: [heldOut.id] }), /not in the train split; pass --split held-out/);
    const ho = exportItems({
      envs: heldOut.id,
      split: "held-out",
      levels: [0],
      perLevel: 1,
      seed: 0,
      secret: "k",
    });
    assert.equal(readTicket(ho[0]!.ticket, "k").split, "eval");
    assert.equal(ho[0]!.metadata.split, "held-out");
    assert.ok(exportEnvs({ envs: "all", split: "all" }).some((e) => e.id === heldOut.id));
    assert.deepEqual(sharedEnvs(["sorting", "bezout-identity"], items), ["sorting"]);

    const overlap = await rlve(
      ["export", "--envs", "sorting,bezout-identity", "--levels", "0", "--testset", setFile].concat([
        "--out",
        join(dir, "o.jsonl"),
      ]),
    );
    assert.equal(overlap.code, 2);
    assert.match(overlap.stderr, /shares 1 environment with the test set .*\(sorting\)/);
    assert.ok(!existsSync(join(dir, "o.jsonl")));
    noStack(overlap);
  });

  it("reports an output path it cannot write without a stack trace", async () => {
    writeFileSync(join(dir, "plain-file"), "");
    const r = await rlve([
      "export",
      "--envs",
      "sorting",
      "--levels",
      "0",
      "--out",
      join(dir, "plain-file", "x.jsonl"),
    ]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot write '.*plain-file\/x\.jsonl': a part of the path is a file/);
    noStack(r);
    const t = await rlve(
      ["testset", "build", "--envs", "sorting", "--per-env", "1", "--split", "train"].concat([
        "--out",
        join(dir, "plain-file", "t.jsonl"),
      ]),
    );
    assert.equal(t.code, 2);
    assert.match(t.stderr, /cannot write/);
    noStack(t);
  });
});

describe("eval frontier: one progress bar, a table, a chart per category (item 10)", () => {
  it("prints one progress line (not one per request) and the table; the JSON carries categories", async () => {
    const skills: Record<string, number> = { sorting: 3, knapsack: 0 };
    const map = new Map<string, Known>();
    for (const id of Object.keys(skills)) {
      const env = getEnv(id);
      for (let level = 0; level <= 6; level++) {
        for (let i = 0; i < 2; i++) {
          const { instance } = instanceOf(env, level, frontierSeed(0, id, level, i));
          map.set(promptOf(env, instance, "tags"), { env, instance, level });
        }
      }
    }
    const mock = await startMock({ lookup: (p) => map.get(p), skill: (k) => k.level <= skills[k.env.id]! });
    try {
      const r = await rlve(
        ["eval", "frontier", "--envs", "sorting,knapsack", "--base-url", mock.url, "--model", "m"].concat([
          "--per-level",
          "2",
          "--max-level",
          "6",
          "--search",
          "ladder",
        ]),
      );
      assert.equal(r.code, 0, r.stderr);
      assert.doesNotMatch(r.stderr, /level \d+: accuracy/);
      const lines = r.stderr.split("\n").filter((l) => l.trim() !== "");
      assert.ok(lines.length <= 4, `a few progress lines, got ${lines.length}:\n${r.stderr}`);
      assert.match(r.stderr, /frontier \[.*\] 14\/14 requests/);
      assert.match(r.stdout, /category\s+env\s+frontier/);
      assert.match(r.stdout, /knapsack\s+0\s/);
      const out = join(dir, "rlve-out", "frontier", "m");
      // An array of rows, as rlve dashboard --eval reads it.
      const saved = JSON.parse(readFileSync(join(out, "frontier.json"), "utf8")) as Array<{
        env: string;
        category: string;
        frontier: number;
      }>;
      assert.deepEqual(Object.fromEntries(saved.map((f) => [f.env, f.frontier])), skills);
      assert.ok(saved.every((f) => f.category === getEnv(f.env).category));
      assert.equal(
        readEvalFile("frontier.json", readFileSync(join(out, "frontier.json"), "utf8")).kind,
        "frontier",
      );
      assert.ok(existsSync(join(out, "frontier.png")));
    } finally {
      await mock.close();
    }
  });

  it("the progress bound covers every search, and the chart draws a mastered level 0 as a bar", async () => {
    for (const search of ["ladder", "binary"] as const) {
      for (const maxLevel of [0, 1, 5, 20]) {
        let most = 0;
        for (let truth = -1; truth <= maxLevel; truth++) {
          const res = await frontierOf({ id: "x" }, { threshold: 0.5, maxLevel, search }, async (level) => ({
            level,
            accuracy: level <= truth ? 1 : 0,
            n: 1,
          }));
          most = Math.max(most, res.probes.length);
        }
        assert.equal(maxProbes(search, maxLevel), most, `${search} ${maxLevel}`);
      }
    }
    const spec = frontierChartSpec(
      [
        { env: "a", category: "c1", frontier: 0, capped: false },
        { env: "b", category: "c2", frontier: -1, capped: false },
      ],
      "t",
      5,
    ) as unknown as {
      facet: { row: { field: string } };
      data: { values: Array<{ env: string; start: number; frontier: number; label: string }> };
    };
    assert.equal(spec.facet.row.field, "category");
    const [a, b] = spec.data.values;
    assert.equal(a!.frontier - a!.start, 1, "level 0 mastered: a bar one level long");
    assert.equal(a!.label, "0");
    assert.equal(b!.label, "none");
  });
});
