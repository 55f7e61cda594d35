import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { levelSeries } from "../../src/service/dashboard.ts";
import { driveRun } from "../support/dashboard-run.ts";
import { type Child, client, exited, startChild, tempDir } from "./helpers.ts";

// The dashboard's routes through the real server over HTTP (the page itself is tested in a real browser by
// test/browser/dashboard.browser.ts).

describe("dashboard routes", () => {
  const tmp = tempDir("rlve-dash-");
  let child: Child;
  const resultsFile = join(tmp.dir, "results.jsonl");
  before(async () => {
    writeFileSync(
      resultsFile,
      [
        {
          item: "a",
          sample: 0,
          env: "sorting",
          level: 1,
          seed: 1,
          reward: 1,
          accuracy: 1,
          status: "correct",
          output: "x",
        },
        { item: "a", sample: 1, env: "sorting", level: 1, seed: 1, reward: -1, accuracy: 0, status: "wrong" },
      ]
        .map((r) => JSON.stringify(r))
        .join("\n"),
    );
    child = await startChild(["--data-dir", tmp.dir, "--workers", "1", "--eval", resultsFile]);
    await driveRun(child.url, "dash", { envs: ["sorting", "knapsack", "lcm"], steps: 6 });
  });
  after(async () => {
    child.proc.kill("SIGTERM");
    await exited(child.proc);
    tmp.remove();
  });

  test("the page, its assets and uPlot are served; other vendor files are not", async () => {
    const page = await fetch(`${child.url}/dashboard`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    assert.match(await page.text(), /\/dashboard\/assets\/app\.js/);
    for (const path of [
      "/dashboard/assets/app.js",
      "/dashboard/assets/style.css",
      "/dashboard/vendor/uplot/uPlot.esm.js",
    ]) {
      const res = await fetch(child.url + path);
      assert.equal(res.status, 200, path);
    }
    assert.equal((await fetch(`${child.url}/dashboard/vendor/uplot/uPlot.cjs.js`)).status, 404);
    assert.equal((await fetch(`${child.url}/dashboard/assets/../../../package.json`)).status, 404);
  });

  test("overview and run detail agree with the run API", async () => {
    const c = client(child.url);
    const api = (await c.get("/v1/runs/dash")).body;
    const overview = (await c.get("/dashboard/api/overview")).body;
    const row = overview.runs.find((r: { run_id: string }) => r.run_id === "dash");
    assert.ok(row, "run listed");
    const envs = Object.values(api.state.envs) as Array<{ difficulty: number; scored: number }>;
    assert.equal(row.environments, 3);
    assert.equal(
      row.samples_scored,
      envs.reduce((a, e) => a + e.scored, 0),
    );
    assert.equal(row.max_h, Math.max(...envs.map((e) => e.difficulty)));
    assert.ok(row.samples_scored > 0);
    assert.equal(row.effective_prompt_ratio, api.state.effective_prompt_ratio);

    const detail = (await c.get("/dashboard/api/runs/dash")).body;
    assert.equal(detail.levels.envs.length, 3);
    assert.equal(detail.levels.h.length, 3);
    detail.envs.forEach((e: { env_id: string; h: number }, i: number) => {
      assert.equal(e.h, api.state.envs[e.env_id].difficulty, e.env_id);
      // The last point of each series is the environment's current h.
      assert.equal(detail.levels.h[i].at(-1), api.state.envs[detail.levels.envs[i]].difficulty);
    });
    assert.ok(Math.max(...detail.envs.map((e: { h: number }) => e.h)) > 0, "some environment rose");
    assert.equal(detail.batches.length, 6);
    assert.equal(detail.version, api.state.version);
    assert.equal((await c.get("/dashboard/api/runs/nope")).status, 404);
  });

  test("the environment browser scores the reference as correct and a wrong answer as wrong", async () => {
    const c = client(child.url);
    const envs = (await c.get("/dashboard/api/envs")).body.envs;
    assert.ok(envs.length >= 300);
    const knobs = (await c.get("/dashboard/api/envs/sorting")).body.knobs;
    assert.deepEqual(knobs[0], { level: 0, params: getEnv("sorting").params(0) });
    const p = (await c.post("/dashboard/api/problem", { env_id: "sorting", level: 3, seed: 5 })).body;
    assert.equal(p.reference, generate(getEnv("sorting"), 3, 5).reference);
    const right = (await c.post("/dashboard/api/score", { ticket: p.ticket, response: p.reference })).body;
    assert.equal(right.accuracy, 1);
    assert.equal(right.status, "correct");
    const wrong = (
      await c.post("/dashboard/api/score", { ticket: p.ticket, response: "<answer>1 2</answer>" })
    ).body;
    assert.equal(wrong.accuracy, 0);
    const bad = await c.post("/dashboard/api/score", { ticket: "rlve1.x.y", response: "1" });
    assert.equal(bad.status, 400);
    assert.equal((await c.post("/dashboard/api/problem", { env_id: "nope", level: 0, seed: 0 })).status, 404);
  });

  test("eval files given with --eval are served without model outputs", async () => {
    const files = (await client(child.url).get("/dashboard/api/eval")).body.files;
    assert.equal(files.length, 1);
    assert.equal(files[0].kind, "results");
    assert.equal(files[0].data.length, 2);
    assert.equal(files[0].data[0].output, undefined);
  });
});

describe("dashboard with a bearer token", () => {
  const tmp = tempDir("rlve-dash-tok-");
  let child: Child;
  before(async () => {
    child = await startChild(["--data-dir", tmp.dir, "--workers", "1"], { RLVE_TOKEN: "s3cret" });
  });
  after(async () => {
    child.proc.kill("SIGTERM");
    await exited(child.proc);
    tmp.remove();
  });

  test("asks for the token, sets a cookie for the dashboard only", async () => {
    const first = await fetch(`${child.url}/dashboard`, { redirect: "manual" });
    assert.equal(first.status, 401);
    assert.match(await first.text(), /<form/);
    const wrong = await fetch(`${child.url}/dashboard?token=nope`, { redirect: "manual" });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.headers.get("set-cookie"), null);
    const ok = await fetch(`${child.url}/dashboard?token=s3cret`, { redirect: "manual" });
    assert.equal(ok.status, 303);
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0]!;
    assert.match(ok.headers.get("set-cookie") ?? "", /HttpOnly; SameSite=Strict; Path=\/dashboard/);
    assert.doesNotMatch(cookie, /s3cret/);
    const withCookie = { headers: { cookie } };
    assert.equal((await fetch(`${child.url}/dashboard`, withCookie)).status, 200);
    assert.equal((await fetch(`${child.url}/dashboard/api/overview`, withCookie)).status, 200);
    assert.equal((await fetch(`${child.url}/dashboard/api/overview`)).status, 401);
    assert.equal((await fetch(`${child.url}/dashboard/assets/app.js`)).status, 401);
    // The cookie is not a credential for the API itself.
    assert.equal((await fetch(`${child.url}/v1/runs`, withCookie)).status, 401);
    const bearer = { headers: { authorization: "bearer s3cret" } };
    assert.equal((await fetch(`${child.url}/dashboard/api/overview`, bearer)).status, 200);
  });
});

describe("levelSeries", () => {
  // h of one environment at sequence number x, straight from its history.
  const hAt = (hist: Array<{ h: number; seq: number }>, x: number) =>
    hist.filter((c) => c.seq <= x).at(-1)?.h ?? hist[0]!.h;
  const runOf = (envs: Record<string, Array<{ h: number; seq: number }>>, seq: number) =>
    ({
      state: {
        seq,
        batches: [],
        envs: Object.fromEntries(
          Object.entries(envs).map(([id, history]) => [id, { h: history.at(-1)!.h, history }]),
        ),
      },
    }) as unknown as Parameters<typeof levelSeries>[0];

  test("keeps every change exactly when under budget", () => {
    const envs = {
      a: [
        { h: 0, seq: 0 },
        { h: 1, seq: 5 },
        { h: 2, seq: 9 },
      ],
      b: [
        { h: 3, seq: 0 },
        { h: 4, seq: 7 },
      ],
    };
    const s = levelSeries(runOf(envs, 12));
    assert.deepEqual(s.envs, ["a", "b"]);
    assert.deepEqual(s.x, [0, 5, 7, 9, 12]);
    assert.deepEqual(s.h[0], [0, 1, 1, 2, 2]);
    assert.deepEqual(s.h[1], [3, 3, 4, 4, 4]);
  });

  test("thinned series carry the exact h at each thinned x", () => {
    const envs: Record<string, Array<{ h: number; seq: number }>> = {};
    for (let e = 0; e < 300; e++) {
      const hist = [{ h: 0, seq: 0 }];
      for (let k = 1; k <= 40; k++) hist.push({ h: k, seq: k * 97 + e });
      envs[`e${String(e).padStart(3, "0")}`] = hist;
    }
    const s = levelSeries(runOf(envs, 5000));
    assert.ok(s.x.length <= 700 && s.x.length >= 200, `${s.x.length} points`);
    assert.equal(s.x.at(-1), 5000);
    s.envs.forEach((id, i) => {
      s.x.forEach((x, j) => {
        assert.equal(s.h[i]![j], hAt(envs[id]!, x));
      });
    });
  });
});
