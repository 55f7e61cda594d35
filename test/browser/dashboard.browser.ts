import assert from "node:assert/strict";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { type Browser, chromium, type Page } from "playwright-core";
import { type Child, client, exited, startChild, tempDir } from "../service/helpers.ts";
import { driveRun } from "../support/dashboard-run.ts";

// The dashboard in a real browser: Debian's Chromium driven by playwright-core (no browser download).
// A real `rlve serve` is started, a run is driven through the API, and the assertions are on what a
// person sees. `.ci/run` installs chromium; CHROMIUM_PATH overrides where it is. With
// RLVE_SCREENSHOTS=<dir> the main pages are saved there (npm run dashboard:screenshots -> docs/dashboard).

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHOTS = process.env.RLVE_SCREENSHOTS;

describe("dashboard in Chromium", () => {
  const tmp = tempDir("rlve-browser-");
  let child: Child;
  let browser: Browser;
  const consoleErrors: string[] = [];

  before(async () => {
    assert.ok(
      existsSync(CHROMIUM),
      `Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`,
    );
    const frontier = join(tmp.dir, "frontier.json");
    writeFileSync(
      frontier,
      JSON.stringify([
        { env: "sorting", frontier: 6, capped: false, probes: [] },
        { env: "knapsack", frontier: 0, capped: false, probes: [] },
        { env: "lcm", frontier: -1, capped: false, probes: [] },
      ]),
    );
    // Two models' results, each in its folder as rlve eval writes them; levels written out of order.
    const result = (item: string, env: string, level: number, accuracy: 0 | 1) =>
      JSON.stringify({
        item,
        sample: 0,
        env,
        level,
        seed: 1,
        reward: accuracy,
        accuracy,
        formatScore: 1,
      }).replace(
        "}",
        `,"status":"${accuracy ? "correct" : "wrong"}","reason":"","promptTokens":1,"completionTokens":1,"attempts":1,"latencyMs":1}`,
      );
    const results: string[] = [];
    for (const model of ["model-a", "model-b"]) {
      mkdirSync(join(tmp.dir, model));
      const file = join(tmp.dir, model, "results.jsonl");
      const right = model === "model-a" ? 1 : 0;
      writeFileSync(
        file,
        [
          result("sorting-L10-1", "sorting", 10, right),
          result("sorting-L0-1", "sorting", 0, 1),
          result("sorting-L2-1", "sorting", 2, 1),
          result("knapsack-L2-1", "knapsack", 2, 0),
        ].join("\n"),
      );
      results.push(file);
    }
    child = await startChild(["--data-dir", tmp.dir, "--workers", "1", "--eval", frontier, ...results]);
    await driveRun(child.url, "climb", {
      envs: ["sorting", "knapsack", "lcm", "sudoku"],
      steps: 12,
      right: 9,
      of: 10,
    });
    await driveRun(child.url, "flat", { envs: ["sorting", "knapsack"], steps: 3, right: 1, of: 2 });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    child.proc.kill("SIGTERM");
    await exited(child.proc);
    tmp.remove();
  });

  async function open(path: string, size = { width: 1280, height: 800 }): Promise<Page> {
    const page = await browser.newPage({ viewport: size });
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(`${path}: ${m.text()}`);
    });
    page.on("pageerror", (e) => consoleErrors.push(`${path}: ${e.message}`));
    await page.goto(child.url + path);
    return page;
  }

  async function shot(page: Page, name: string, fullPage = false): Promise<void> {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
  }

  test("the runs overview lists every run with figures from the API", async () => {
    const page = await open("/dashboard");
    await page.waitForSelector("table.runs tbody tr");
    const ids = await page.$$eval("table.runs tbody tr", (rows) =>
      rows.map((r) => r.getAttribute("data-id")),
    );
    assert.deepEqual([...ids].sort(), ["climb", "flat"]);
    const api = (await client(child.url).get("/v1/runs/climb")).body;
    const envs = Object.values(api.state.envs) as Array<{ difficulty: number; scored: number }>;
    const cells = await page.$$eval('table.runs tr[data-id="climb"] td', (tds) =>
      tds.map((t) => t.textContent),
    );
    assert.equal(cells[0], "climb");
    assert.equal(cells[1], "4");
    assert.equal(cells[2], envs.reduce((a, e) => a + e.scored, 0).toLocaleString("en"));
    assert.equal(cells[4], String(Math.max(...envs.map((e) => e.difficulty))));
    await shot(page, "runs");
    await page.close();
  });

  test("a run's page draws one series per environment, h matching the API, and live updates", async () => {
    const page = await open("/dashboard#/run/climb");
    await page.waitForSelector("#levels-chart canvas");
    const series = await page.evaluate(() => {
      const d = (window as unknown as { rlveDashboard: { charts: Record<string, { series: unknown[] }> } })
        .rlveDashboard;
      return { levels: d.charts.levels!.series.length - 1, ratio: d.charts.ratio!.series.length - 1 };
    });
    assert.equal(series.levels, 4);
    assert.equal(series.ratio, 2);
    assert.equal(await page.getAttribute("#levels-chart", "data-series"), "4");
    const api = (await client(child.url).get("/v1/runs/climb")).body;
    const shown = await page.$$eval("table.envs tbody tr", (rows) =>
      rows.map((r) => [r.getAttribute("data-id"), r.children[1]!.textContent]),
    );
    assert.equal(shown.length, 4);
    for (const [env, h] of shown) assert.equal(Number(h), api.state.envs[env!].difficulty, env!);
    assert.ok(
      shown.some(([, h]) => Number(h) > 0),
      "some environment climbed",
    );
    // Highlight one environment with the keyboard-reachable checkbox: its row is marked.
    await page.check('.picker input[value="sorting"]');
    assert.equal(await page.getAttribute('table.envs tr[data-id="sorting"]', "class"), "hl");
    await shot(page, "run", true);
    // Live: more training moves the run; the page shows the new figures without a reload.
    const before = await page.textContent(".cards");
    const c = client(child.url);
    const p = (await c.post("/v1/runs/climb/problems", { count: 1 })).body.problems[0];
    const sc = await c.post("/v1/score", { ticket: p.ticket, response: "x", update: false });
    await c.post("/v1/runs/climb/outcomes", {
      items: [{ ticket: p.ticket, accuracy: sc.body.accuracy, sample_key: "live-1" }],
      step: 99,
    });
    await page.waitForFunction((old) => document.querySelector(".cards")?.textContent !== old, before, {
      timeout: 15_000,
    });
    await page.close();
  });

  test("the environment browser filters, shows a problem, and scores typed answers", async () => {
    const page = await open("/dashboard#/envs");
    await page.waitForSelector("table.envs tbody tr");
    const all = await page.$$eval("table.envs tbody tr", (r) => r.length);
    assert.ok(all >= 300);
    await page.fill('input[type="search"]', "sorting");
    await page.selectOption("select >> nth=0", "sorting/arithmetic");
    const filtered = await page.$$eval("table.envs tbody tr", (r) => r.map((x) => x.getAttribute("data-id")));
    assert.ok(filtered.includes("sorting"));
    assert.ok(filtered.length < all);
    await shot(page, "envs");
    await page.click('a[href="#/env/sorting"]');
    await page.waitForSelector("table.knobs");
    await page.fill("#level", "3");
    await page.fill("#seed", "11");
    await page.click('button[type="submit"]');
    await page.waitForSelector("#prompt");
    assert.match((await page.textContent("#prompt")) ?? "", /Sort these/);
    assert.equal(await page.isVisible("#reference"), false);
    await page.click("text=Reveal reference");
    assert.equal(await page.isVisible("#reference"), true);
    const reference = (await page.textContent("#reference")) ?? "";
    await page.fill("#answer", reference);
    await page.click("#problem form button[type=submit]");
    await page.waitForSelector("#outcome .outcome");
    assert.equal(await page.getAttribute("#outcome .outcome", "data-status"), "correct");
    await shot(page, "env", true);
    await page.fill("#answer", "<answer>1 2 3</answer>");
    await page.click("#problem form button[type=submit]");
    await page.waitForSelector('#outcome .outcome:not([data-status="correct"])');
    assert.match((await page.textContent("#outcome")) ?? "", /accuracy 0/);
    await page.close();
  });

  test("eval results: the frontier file opened with --eval is drawn per category", async () => {
    const page = await open("/dashboard#/eval");
    await page.waitForSelector("figure.frontier canvas");
    const panels = await page.$$eval("figure.frontier", (f) => f.map((x) => x.getAttribute("aria-label")));
    const envs = (await client(child.url).get("/dashboard/api/envs")).body.envs as Array<{
      env_id: string;
      category: string;
    }>;
    const cats = new Set(
      envs.filter((e) => ["sorting", "knapsack", "lcm"].includes(e.env_id)).map((e) => e.category),
    );
    assert.deepEqual(panels.sort(), [...cats].map((c) => `difficulty frontier, ${c}`).sort());
    await shot(page, "eval");
    await page.close();
  });

  test("no literal null on a run's page; maximum levels are the served ones (issue 31 item 5)", async () => {
    const page = await open("/dashboard#/run/climb");
    await page.waitForSelector("table.envs tbody tr");
    assert.doesNotMatch((await page.textContent("main")) ?? "", /null/);
    await page.close();
    const served = new Map(
      ((await client(child.url).get("/v1/envs")).body as Array<{ env_id: string; max_level: number }>).map(
        (e) => [e.env_id, e.max_level],
      ),
    );
    const envs = await open("/dashboard#/envs");
    await envs.waitForSelector("table.envs tbody tr");
    const shown = await envs.$$eval("table.envs tbody tr", (rows) =>
      rows.map((r) => [r.getAttribute("data-id"), r.lastElementChild?.textContent]),
    );
    assert.equal(shown.length, served.size);
    for (const [id, max] of shown) assert.equal(max, String(served.get(id!)), id!);
    await envs.close();
  });

  test("eval results: files titled by model folder, levels in order, a row per environment (issue 31 item 5)", async () => {
    const page = await open("/dashboard#/eval");
    await page.waitForSelector("table.eval tbody tr");
    const titles = await page.$$eval("main section h2", (hs) => hs.map((x) => x.textContent));
    assert.ok(titles.includes("model-a/results.jsonl (results)"), titles.join(" | "));
    assert.ok(titles.includes("model-b/results.jsonl (results)"), titles.join(" | "));
    const rows = await page.$$eval('section[aria-label="model-b/results.jsonl"] table.eval tbody tr', (trs) =>
      trs.map((r) => [r.getAttribute("data-id"), r.children[4]!.textContent]),
    );
    assert.deepEqual(rows, [
      ["knapsack@2", "0.0%"],
      ["knapsack@all", "0.0%"],
      ["sorting@0", "100.0%"],
      ["sorting@2", "100.0%"],
      ["sorting@10", "0.0%"],
      ["sorting@all", "66.7%"],
    ]);
    await page.close();
  });

  test("narrow window: no horizontal overflow of the page, keyboard reaches the navigation", async () => {
    const page = await open("/dashboard#/run/climb", { width: 420, height: 800 });
    await page.waitForSelector("#levels-chart canvas");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `page overflows by ${overflow}px`);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Skip to content");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForSelector("table.envs tbody tr");
    await page.close();
  });

  test("no console errors on any page", () => {
    assert.deepEqual(consoleErrors, []);
  });
});
