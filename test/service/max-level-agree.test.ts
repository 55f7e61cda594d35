// Every environment's maximum level is the same in `rlve list`, `rlve show`, the service (/v1/envs) and the
// dashboard (/dashboard/api/envs), and equals maxLevelOf, which the service uses to refuse levels (issue 33
// item 4: list passed only the id and missed the 9 declared maxima; issue 31 item 5: the dashboard had null).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { listEnvs } from "../../src/core/registry.ts";
import { rlve } from "../cli/run-cli.ts";
import { type Child, client, exited, startChild, tempDir } from "./helpers.ts";

const tmp = tempDir("rlve-max-agree-");
let child: Child;
before(async () => {
  child = await startChild(["--data-dir", tmp.dir, "--workers", "1"]);
});
after(async () => {
  child.proc.kill("SIGTERM");
  await exited(child.proc);
  tmp.remove();
});

const truth = new Map(listEnvs().map((e) => [e.id, maxLevelOf(e)]));
const declared = listEnvs()
  .filter((e) => e.maxLevel !== undefined)
  .map((e) => e.id);

test("list, the service and the dashboard give every environment its served maximum", async () => {
  assert.ok(declared.length > 0, "some environments declare their maximum");
  const list = await rlve(["list", "--json"]);
  assert.equal(list.code, 0, list.stderr);
  const listed = new Map(
    (JSON.parse(list.stdout) as Array<{ id: string; maxLevel: number }>).map((r) => [r.id, r.maxLevel]),
  );
  const c = client(child.url);
  const api = (await c.get("/v1/envs")).body as Array<{ env_id: string; max_level: number }>;
  const dash = (await c.get("/dashboard/api/envs")).body.envs as Array<{
    env_id: string;
    max_level: number | null;
  }>;
  for (const [name, got] of [
    ["rlve list", listed],
    ["/v1/envs", new Map(api.map((e) => [e.env_id, e.max_level]))],
    ["/dashboard/api/envs", new Map(dash.map((e) => [e.env_id, e.max_level]))],
  ] as const) {
    assert.deepEqual(Object.fromEntries(got), Object.fromEntries(truth), name);
  }
});

test("rlve show agrees, for every environment that declares its maximum and every 40th other", async () => {
  const others = [...truth.keys()].filter((id) => !declared.includes(id)).filter((_, i) => i % 40 === 0);
  for (const id of [...declared, ...others]) {
    const r = await rlve(["show", id, "--json"]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal((JSON.parse(r.stdout) as { maxLevel: number }).maxLevel, truth.get(id), id);
  }
});
