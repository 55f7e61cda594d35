import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { checkDeclaration, defineEnv, type Environment, generate, registerEnv } from "../../src/index.ts";
import { client, exited, startChild } from "../service/helpers.ts";
import { ROOT, rlve } from "./run-cli.ts";

// A user's own package, as docs/environments.md ("Your own environments") describes it: an ESM package
// that depends on rlve (here a symlink in node_modules) and default-exports defineEnv(...) results.
const home = mkdtempSync(join(tmpdir(), "rlve-plugin-"));
after(() => rmSync(home, { recursive: true, force: true }));
const pkg = join(home, "my-envs");
mkdirSync(join(pkg, "node_modules"), { recursive: true });
symlinkSync(ROOT, join(pkg, "node_modules", "rlve"), "dir");
writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "my-envs", type: "module" }));
writeFileSync(
  join(pkg, "reverse-list.ts"),
  // The installed package resolves "rlve" to its built dist/; a source checkout has none, so the test
  // imports the sources' entry point, the same module instance the CLI uses.
  `import { correct, defineEnv, parseIntList, wrong } from ${JSON.stringify(pathToFileURL(join(ROOT, "src/index.ts")).href)};

interface Instance { xs: number[] }

/** Reverse a list of integers. */
export default defineEnv({
  id: "reverse-list",
  category: "custom",
  version: 1,
  title: "Reverse a list of integers",
  answerKind: "unique",
  params: (level: number) => ({ n: 3 + level }),
  generate: (p: { n: number }, rng) => ({ xs: Array.from({ length: p.n }, () => rng.int(0, 99)) }),
  prompt: (i: Instance) => \`Reverse this list: \${i.xs.join(" ")}. Answer with the numbers separated by spaces.\`,
  parse: (text: string) => parseIntList(text),
  score: (a: number[], i: Instance) =>
    a.join(" ") === [...i.xs].reverse().join(" ") ? correct() : wrong("not the reversed list"),
  reference: (i: Instance) => [...i.xs].reverse().join(" "),
  wrongAnswers: (i: Instance) => [i.xs.join(" ") + " 0"],
  size: (i: Instance) => i.xs.length,
});
`,
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
      // The answer, computed here from the same module (the test process loads it too).
      const mod = (await import(pathToFileURL(join(pkg, "reverse-list.ts")).href)) as {
        default: Environment;
      };
      const reference = generate(mod.default, problem.level, problem.seed).reference;
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
