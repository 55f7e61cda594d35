import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { checkDeclaration, defineEnv, generate, getEnv, loadEnvsFrom, registerEnv } from "../../src/index.ts";
import { client, exited, startChild } from "../service/helpers.ts";
import { ROOT, rlve } from "./run-cli.ts";

// A user's own environment, exactly as docs/environments.md ("Your own environments") shows it, in a folder
// next to a checkout with nothing installed: its `import ... from "rlve"` must resolve to the rlve that
// loads it (issue 31 item 3: it died with "Cannot find package 'rlve'").
const home = mkdtempSync(join(tmpdir(), "rlve-plugin-"));
after(() => rmSync(home, { recursive: true, force: true }));
const pkg = join(home, "my-envs");
mkdirSync(pkg);
writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "my-envs", type: "module" }));
const docs = readFileSync(join(ROOT, "docs", "environments.md"), "utf8");
const example = /```ts\n(\/\/ my-envs\/reverse-list\.ts[\s\S]*?)```/.exec(docs)?.[1] ?? "";
assert.ok(example?.includes('from "rlve"'), "docs/environments.md shows my-envs/reverse-list.ts");
writeFileSync(join(pkg, "reverse-list.ts"), example);
// The same module in a package that installed rlve (a symlink in node_modules, as `npm install rlve`
// would): it resolves to the rlve that loads it too.
const installed = join(home, "installed");
mkdirSync(join(installed, "node_modules"), { recursive: true });
symlinkSync(ROOT, join(installed, "node_modules", "rlve"), "dir");
writeFileSync(join(installed, "package.json"), JSON.stringify({ name: "installed", type: "module" }));
writeFileSync(
  join(installed, "reverse-list-2.ts"),
  example.replace('id: "reverse-list"', 'id: "reverse-list-2"'),
);
// Bad plugins: an id rlve already has, and a module that exports no environment.
const dup = join(home, "dup");
mkdirSync(dup);
writeFileSync(join(dup, "package.json"), JSON.stringify({ type: "module" }));
writeFileSync(
  join(dup, "sorting.mjs"),
  `import s from ${JSON.stringify(pathToFileURL(join(ROOT, "src/envs/sorting-arithmetic/sorting.ts")).href)};
export default [{ ...s, rlveId: undefined, category: "custom" }];\n`,
);
const none = join(home, "none");
mkdirSync(none);
writeFileSync(join(none, "nothing.mjs"), "export default { id: 'nothing' };\n");

describe("environments from the user's own package (--envs-from)", () => {
  it("list, sample and verify see them", async () => {
    const [list, sample, verified, viaEnvVar] = await Promise.all([
      rlve(["list", "--category", "custom", "--json", "--envs-from", pkg]),
      rlve(["sample", "reverse-list", "--level", "2", "--seed", "3", "--json", "--envs-from", pkg]),
      rlve(["verify", "reverse-list", "--level", "2", "--seed", "3", "--envs-from", pkg], {
        input: "<answer>1 2 3</answer>",
      }),
      rlve(["show", "reverse-list", "--levels", "0,5", "--json"], { env: { RLVE_ENVS_FROM: pkg } }),
    ]);
    assert.equal(list.code, 0, list.stderr);
    const rows = JSON.parse(list.stdout) as Array<{ id: string; rlveId: string | null; category: string }>;
    assert.deepEqual(rows, [
      {
        id: "reverse-list",
        rlveId: null,
        category: "custom",
        split: "train",
        version: 1,
        answerKind: "unique",
        title: "Reverse a list of integers",
        // Not measured by the probe (it is not rlve's): the default maximum.
        maxLevel: 20,
        fidelity: { ladder: "none", exceptions: [] },
      },
    ]);
    assert.equal(sample.code, 0, sample.stderr);
    const p = JSON.parse(sample.stdout) as { instance: { xs: number[] }; reference: string };
    assert.equal(p.instance.xs.length, 5);
    assert.equal(p.reference, `<answer>${[...p.instance.xs].reverse().join(" ")}</answer>`);
    assert.equal(verified.code, 0, verified.stderr);
    const o = JSON.parse(verified.stdout);
    assert.equal(o.accuracy, 0);
    assert.equal(o.format_score, 1);
    assert.equal(viaEnvVar.code, 0, viaEnvVar.stderr);
    assert.deepEqual(JSON.parse(viaEnvVar.stdout).params, { 0: { n: 3 }, 5: { n: 8 } });
  });

  it("the docs' commands work as written, from the folder that holds my-envs, installed rlve or not", async () => {
    const [list, sample, other] = await Promise.all([
      rlve(["list", "--envs-from", "./my-envs", "--category", "custom"], { cwd: home }),
      rlve(["sample", "reverse-list", "--level", "2", "--seed", "3", "--envs-from", "./my-envs"], {
        cwd: home,
      }),
      rlve(["list", "--envs-from", "./my-envs,./installed", "--category", "custom", "--json"], { cwd: home }),
    ]);
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, /reverse-list/);
    assert.equal(sample.code, 0, sample.stderr);
    assert.match(sample.stdout, /^Reverse this list: (\d+ ){4}\d+\. /m);
    assert.equal(other.code, 0, other.stderr);
    assert.deepEqual(
      (JSON.parse(other.stdout) as Array<{ id: string }>).map((e) => e.id),
      ["reverse-list", "reverse-list-2"],
    );
  });

  it("refuses a duplicate id or a module without an environment, with a clear message", async () => {
    const [d, n, missing] = await Promise.all([
      rlve(["list", "--envs-from", dup]),
      rlve(["list", "--envs-from", none]),
      rlve(["list", "--envs-from", join(home, "absent")]),
    ]);
    assert.equal(d.code, 2);
    assert.match(d.stderr, /^rlve: .*duplicate environment key "sorting"/);
    assert.doesNotMatch(d.stderr, /\n\s+at /, "no stack trace");
    assert.equal(n.code, 2);
    assert.match(n.stderr, /nothing\.mjs: the default export must be an environment/);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /absent does not exist/);
  });

  it("the service issues and scores them in its worker threads", async () => {
    const data = join(home, "data");
    const child = await startChild(["--data-dir", data, "--workers", "1", "--envs-from", pkg]);
    try {
      const c = client(child.url);
      const envs = await c.get("/v1/envs");
      assert.ok(envs.body.some((e: { env_id: string }) => e.env_id === "reverse-list"));
      const run = await c.post("/v1/runs", { run_id: "mine", environments: ["reverse-list"], group_size: 1 });
      assert.equal(run.status, 201, JSON.stringify(run.body));
      const got = await c.post("/v1/runs/mine/problems", { count: 1 });
      assert.equal(got.status, 200, JSON.stringify(got.body));
      const problem = got.body.problems[0];
      assert.equal(problem.env_id, "reverse-list");
      assert.match(problem.prompt, /^Reverse this list: /);
      // The answer, computed here from the same module (the library loads it too).
      await loadEnvsFrom(pkg);
      const reference = generate(getEnv("reverse-list"), problem.level, problem.seed).reference;
      const right = await c.post("/v1/score", { ticket: problem.ticket, response: reference });
      assert.equal(right.status, 200, JSON.stringify(right.body));
      assert.equal(right.body.reward, 1);
      assert.equal(right.body.format_score, 1);
      const wrongAnswer = await c.post("/v1/score", {
        ticket: problem.ticket,
        response: "<answer>1</answer>",
      });
      assert.equal(wrongAnswer.body.accuracy, 0);
      assert.equal(wrongAnswer.body.status, "wrong");
    } finally {
      child.proc.kill("SIGTERM");
      await exited(child.proc);
    }
  });
});

describe("environments outside the RLVE catalog", () => {
  const spec = {
    id: "count-vowels-x",
    category: "custom",
    version: 1,
    title: "Count vowels",
    answerKind: "unique" as const,
    params: (level: number) => ({ n: level + 1 }),
    generate: (p: { n: number }) => ({ s: "a".repeat(p.n) }),
    prompt: (i: { s: string }) => i.s,
    parse: (t: string) => Number(t),
    score: () => ({ reward: 1, status: "correct" as const, reason: "" }),
    reference: (i: { s: string }) => String(i.s.length),
    wrongAnswers: () => ["-1"],
    size: (i: { s: string }) => i.s.length,
  };

  it("need no rlveId; a given rlveId is checked against the catalog", () => {
    assert.deepEqual(checkDeclaration(defineEnv(spec)), []);
    assert.match(
      checkDeclaration(defineEnv({ ...spec, rlveId: "CountVowels" })).join(),
      /not in the RLVE catalog/,
    );
    assert.match(
      checkDeclaration(defineEnv({ ...spec, rlveId: "Sorting" })).join(),
      /differs from the catalog's "sorting\/arithmetic"/,
    );
  });

  it("registerEnv adds one once and refuses a taken id", () => {
    const env = defineEnv(spec);
    registerEnv(env, "test");
    registerEnv(env, "test");
    assert.throws(
      () => registerEnv(defineEnv({ ...spec }), "again"),
      /duplicate environment key "count-vowels-x"/,
    );
    assert.throws(() => registerEnv(defineEnv({ ...spec, id: "x2", category: "" }), "bad"), /category/);
  });
});
