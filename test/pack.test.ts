// What a user does with the published package: `npm pack` (which builds dist/ in its prepack step),
// install the tarball into a fresh project, run the CLI through npx, import the library from plain
// JavaScript, and type-check TypeScript against the shipped declarations.
// It takes a minute or two (a full build and an npm install), so it is not part of `npm run test:unit`:
// run it with `npm run test:pack`; CI runs it from .ci/run after `npm test`.
import assert from "node:assert/strict";
import { execFileSync, type SpawnSyncReturns, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { generate } from "../src/core/kit.ts";
import sorting from "../src/envs/sorting-arithmetic/sorting.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "rlve-pack-"));
const project = join(work, "project");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
let tarball = "";
let packed: string[] = [];

function run(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    timeout: 900_000,
    env: { ...process.env, RLVE_DIST: "" },
  });
}

function ok(res: SpawnSyncReturns<string>, what: string): string {
  assert.equal(res.status, 0, `${what} exited ${res.status}\n${res.stderr}\n${res.stdout}`);
  return res.stdout;
}

before(() => {
  const t0 = Date.now();
  const out = execFileSync("npm", ["pack", "--json", "--pack-destination", work], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const info = JSON.parse(out.slice(out.indexOf("["))) as Array<{
    filename: string;
    files: { path: string }[];
  }>;
  tarball = join(work, info[0]!.filename);
  packed = info[0]!.files.map((f) => f.path);
  const t1 = Date.now();
  mkdirSync(project);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "rlve-user", version: "1.0.0", private: true, type: "module" }),
  );
  // --prefer-offline: the dependencies come from the npm cache that `npm ci` filled, so this is quick and
  // needs the registry only for what the cache lacks. --ignore-scripts: rlve has no install script of its
  // own; its dependencies' scripts (better-sqlite3's native build, a minute or more) concern only the
  // SQLite store of `rlve serve`, which nothing here touches (better-sqlite3 loads its binding lazily).
  ok(
    run(
      "npm",
      [
        "install",
        "--prefer-offline",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        tarball,
      ],
      project,
    ),
    "npm install",
  );
  console.log(
    `# npm pack ${((t1 - t0) / 1000).toFixed(1)} s, npm install ${((Date.now() - t1) / 1000).toFixed(1)} s`,
  );
});

after(() => rmSync(work, { recursive: true, force: true }));

test("the tarball holds dist, bin, README and package.json, and no sources or tests", () => {
  for (const f of [
    "package.json",
    "README.md",
    "bin/rlve.mjs",
    "dist/index.js",
    "dist/index.d.ts",
    "dist/envs/manifest.json",
    "dist/service/worker-entry.mjs",
    "dist/service/worker.js",
    "dist/service/dashboard/index.html",
  ]) {
    assert.ok(packed.includes(f), `${f} is missing from the tarball`);
  }
  const stray = packed.filter((f) => /^(src|test|bench|scripts)\//.test(f) || /\.test\./.test(f));
  assert.deepEqual(stray, []);
});

test("npx rlve list and npx rlve sample run the built package", () => {
  const list = ok(run("npx", ["--no-install", "rlve", "list"], project), "rlve list");
  assert.match(list, /^sorting\s+Sorting\s/m);
  const count = Number(/(\d+) environments/.exec(list)?.[1]);
  assert.ok(count >= 300, `rlve list printed ${count} environments`);

  const sample = ok(
    run("npx", ["--no-install", "rlve", "sample", "sorting", "--level", "3", "--seed", "1"], project),
    "rlve sample",
  );
  const expected = generate(sorting, 3, 1);
  assert.ok(sample.includes(expected.prompt), sample);
  assert.ok(sample.includes(`# reference\n${expected.reference}`), sample);

  const bad = run(
    "npx",
    ["--no-install", "rlve", "sample", "sortng", "--level", "3", "--seed", "1"],
    project,
  );
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /did you mean 'sorting'/);
});

test("a plain .mjs file imports generate and verify, and a service worker scores from dist", () => {
  writeFileSync(
    join(project, "use.mjs"),
    `import { generate, getEnv, listEnvs, verify, wrapAnswer } from "rlve";
import { WorkPool } from "./node_modules/rlve/dist/service/pool.js";
const env = getEnv("sorting");
const p = generate(env, 3, 1);
const right = verify(env, p.instance, p.reference);
const wrong = verify(env, p.instance, wrapAnswer("1 2 3"));
const pool = new WorkPool({ threads: 1 });
const [scored] = await pool.score([
  { env: "sorting", version: env.version, level: 3, seed: 1, format: "tags", threshold: 1, text: p.reference },
]);
await pool.close();
console.log(JSON.stringify({ count: listEnvs().length, prompt: p.prompt, right, wrong, scored }));
`,
  );
  const res = JSON.parse(ok(run("node", ["use.mjs"], project), "node use.mjs")) as {
    count: number;
    prompt: string;
    right: { accuracy: number };
    wrong: { accuracy: number };
    scored: { accuracy: number };
  };
  assert.ok(res.count >= 300);
  assert.equal(res.prompt, generate(sorting, 3, 1).prompt);
  assert.equal(res.right.accuracy, 1);
  assert.equal(res.wrong.accuracy, 0);
  assert.equal(res.scored.accuracy, 1);
});

test("TypeScript type-checks against the shipped declarations, and they are not `any`", () => {
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
    }),
  );
  writeFileSync(
    join(project, "use.ts"),
    `import { type Environment, generate, getEnv, type Outcome, type Problem, verify } from "rlve";
const env: Environment = getEnv("sorting");
const p: Problem = generate(env, 3, 1);
const o: Outcome = verify(env, p.instance, p.reference);
const score: number = o.accuracy;
export { score };
`,
  );
  ok(run(process.execPath, [tsc, "-p", "tsconfig.json"], project), "tsc on use.ts");
  // The same file with a type error must fail: proof that the declarations carry real types.
  writeFileSync(
    join(project, "use.ts"),
    `import { generate, getEnv } from "rlve";\nconst s: string = generate(getEnv("sorting"), 3, 1);\nexport { s };\n`,
  );
  const bad = run(process.execPath, [tsc, "-p", "tsconfig.json"], project);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stdout, /TS2322/);
});
