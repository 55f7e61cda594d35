import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import type { Command } from "commander";
import { buildProgram } from "../../src/cli/main.ts";
import { ROOT, rlve } from "./run-cli.ts";

const dir = mkdtempSync(join(tmpdir(), "rlve-cli-errors-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const STACK = /\n\s+at .+:\d+:\d+/;

describe("the CLI reports errors without stack traces", () => {
  it("bad options, levels beyond an environment and system errors", async () => {
    // A few at a time: each child loads every environment, and CI machines are small.
    const [port, abc, negative] = await Promise.all([
      rlve(["serve", "--port", "99999"]),
      rlve(["show", "sorting", "--levels", "0,abc"]),
      rlve(["show", "sorting", "--levels", "-1"]),
    ]);
    const [overflow, knapsack] = await Promise.all([
      rlve(["show", "sorting", "--levels", "2000"]),
      rlve(["sample", "knapsack", "--level", "60", "--seed", "1"]),
    ]);
    const [system, debug] = await Promise.all([
      rlve(["serve", "--port", "0", "--workers", "1", "--data-dir", "/dev/null/rlve"]),
      rlve(["serve", "--port", "0", "--workers", "1", "--data-dir", "/dev/null/rlve", "--debug"]),
    ]);
    for (const r of [port, abc, negative, overflow, knapsack, system]) {
      assert.notEqual(r.code, 0);
      assert.doesNotMatch(r.stderr, STACK, r.stderr);
      assert.match(r.stderr, /^(rlve|error): /, "says what is wrong");
    }
    assert.equal(port.code, 2);
    assert.match(port.stderr, /--port must be an integer in \[0, 65535\], got '99999'/);
    assert.equal(abc.code, 2);
    assert.match(abc.stderr, /--levels must be an integer >= 0, got 'abc'/);
    assert.equal(negative.code, 2);
    assert.match(negative.stderr, /--levels must be an integer >= 0, got '-1'/);
    assert.match(overflow.stderr, /^rlve: .*level 2000/m);
    // Refused at once as above knapsack's measured maximum (before the maximum existed it was a clean
    // "beyond what this environment can build" message; either way one line, no stack).
    assert.match(knapsack.stderr, /^rlve: (.*knapsack.*level 60|.*level 60.*knapsack)/m);
    assert.equal(system.code, 1);
    assert.match(system.stderr, /^rlve: .*ENOTDIR.*\n.*--debug/);
    assert.equal(debug.code, 1);
    assert.match(debug.stderr, STACK, "--debug shows the stack");
  });

  it("verify prints the service's field names; run create prints its id; categories are listed", async () => {
    const [verified, created, category] = await Promise.all([
      rlve(["verify", "sorting", "--level", "0", "--seed", "1"], { input: "no answer here" }),
      rlve(["run", "create", "--id", "r-cli", "--envs", "sorting", "--data-dir", join(dir, "d")]),
      rlve(["list", "--category", "sortng"]),
    ]);
    assert.equal(verified.code, 0, verified.stderr);
    const o = JSON.parse(verified.stdout);
    assert.deepEqual(Object.keys(o), ["reward", "accuracy", "format_score", "status", "reason"]);
    assert.equal(o.format_score, 0);
    assert.equal(o.status, "wrong_format");
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.stdout, "r-cli\n");
    assert.match(created.stderr, /created run r-cli \(1 environments\)/);
    assert.equal(category.code, 2);
    assert.match(category.stderr, /the categories are: .*sorting\/arithmetic/);
  });
});

const program = await buildProgram();

describe("the CLI's help", () => {
  const all = (c: Command): Command[] => [c, ...c.commands.flatMap(all)];

  it("marks required options", () => {
    const sample = program.commands.find((c) => c.name() === "sample")!;
    assert.match(sample.helpInformation(), /--level <L>\s+difficulty level \(required\)/);
    for (const c of all(program)) {
      for (const o of c.options) if (o.mandatory) assert.match(o.description, /\(required\)$/, o.flags);
    }
  });

  it("states each default once", () => {
    for (const c of all(program)) {
      for (const o of c.options) {
        if (o.defaultValue === undefined) continue;
        assert.doesNotMatch(
          o.description,
          /default/i,
          `${c.name()} ${o.flags}: commander prints the default`,
        );
      }
      const help = c.helpInformation().replace(/\n\s+/g, " ");
      for (const line of help.split("--")) {
        assert.ok((line.match(/\(default/g) ?? []).length <= 1, `${c.name()}: ${line}`);
      }
    }
  });

  it("has --version", async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    const r = await rlve(["--version"]);
    assert.equal(r.stdout.trim(), version);
  });
});
