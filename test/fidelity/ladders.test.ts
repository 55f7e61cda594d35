import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import type { Environment } from "../../src/core/env.ts";
import { fidelityOf, type GymLevel, ladderDifferences, levelDifferences } from "../../src/core/fidelity.ts";
import { LADDER_PENDING } from "../../src/core/fidelity-pending.ts";
import { defineEnv, listEnvs, maxLevelOf } from "../../src/core/index.ts";
import "../../src/core/registry.ts";

/**
 * Every environment's params(L) equals RLVE-Gym's level L for L <= min(max level, 40), but for the
 * differences its `fidelity` field declares. test/fidelity/ladders.json is RLVE-Gym's ladders (facts,
 * written by scripts/fidelity/ladders.py from a checkout, outside CI). src/core/fidelity-pending.ts lists the environments
 * not yet brought back to RLVE-Gym's ladder: it may only shrink (a listed environment that now matches
 * fails the test until it is removed). `npx tsx scripts/fidelity/report.ts [id]` shows the differences.
 */
const gym = JSON.parse(readFileSync(new URL("./ladders.json", import.meta.url), "utf8")) as Record<
  string,
  GymLevel[]
>;
const pending = LADDER_PENDING;

describe("ladders equal RLVE-Gym's", () => {
  const envs = listEnvs().filter((e) => e.rlveId !== undefined);
  test("the fixture covers every RLVE-Gym family of the registry, at levels 0..40", () => {
    for (const env of envs) assert.equal(gym[env.rlveId as string]?.length, 41, env.id);
  });
  test("LADDER_PENDING names registered environments only", () => {
    const ids = new Set(envs.map((e) => e.id));
    for (const id of pending) assert.ok(ids.has(id), `LADDER_PENDING: unknown environment ${id}`);
  });
  for (const env of envs) {
    test(env.id, () => {
      const ladder = gym[env.rlveId as string] as GymLevel[];
      const diffs = ladderDifferences(env, ladder, Math.min(maxLevelOf(env), 40));
      const open = diffs.filter((d) => !d.excusedBy);
      if (pending.has(env.id)) {
        assert.ok(
          open.length > 0,
          `${env.id} now matches RLVE-Gym's ladder: remove it from src/core/fidelity-pending.ts`,
        );
      } else {
        const shown = open
          .slice(0, 4)
          .map(
            (d) =>
              `L${d.level} ${d.knob} ${d.kind} rlve=${JSON.stringify(d.rlve)} gym=${JSON.stringify(d.gym)}`,
          );
        assert.deepEqual(
          shown,
          [],
          `${env.id} differs from RLVE-Gym's ladder (declare it in \`fidelity\` or fix it)`,
        );
      }
      for (const e of env.fidelity ?? []) {
        assert.ok(e.reason.trim().length >= 20, `${env.id}: a fidelity exception needs its reason`);
        if (e.aspect === "ladder") {
          assert.ok(
            diffs.some((d) => d.excusedBy === e),
            `${env.id}: a ladder exception excuses nothing (stale?)`,
          );
        }
      }
    });
  }
});

describe("levelDifferences", () => {
  const env = (params: Record<string, unknown>, fidelity?: Environment["fidelity"]): Environment =>
    defineEnv({
      id: "x",
      category: "custom",
      version: 1,
      title: "x",
      answerKind: "unique",
      params: () => params,
      generate: () => ({}),
      prompt: () => "",
      parse: () => 0,
      score: () => ({ reward: 1, accuracy: 1, format: 1 }) as never,
      reference: () => "",
      wrongAnswers: () => [],
      size: () => 0,
      ...(fidelity ? { fidelity } : {}),
    });
  const level: GymLevel = { const: { N: 4, max_steps: 10 }, drawn: { edge_density: [0.1, 0.2, 0.2] } };
  test("knob names compare without case and underscores; drawn knobs as reduced multisets", () => {
    assert.deepEqual(
      levelDifferences(env({ n: 4, maxSteps: 10, edgeDensity: [0.2, 0.1, 0.2, 0.2, 0.1, 0.2] }), 0, level),
      [],
    );
  });
  test("a wrong value, a missing knob, a different multiset and an extra knob are each reported", () => {
    const d = levelDifferences(env({ n: 5, edgeDensity: [0.1, 0.2], extra: 1 }), 0, level);
    assert.deepEqual(
      d.map((x) => `${x.knob}:${x.kind}`),
      ["N:value", "max_steps:missing", "edge_density:value", "extra:extra"],
    );
  });
  test("a declared exception excuses only its knobs and levels", () => {
    const e = env({ n: 5, maxSteps: 10, edgeDensity: [0.1, 0.2, 0.2] }, [
      { aspect: "ladder", knobs: ["N"], levels: { from: 1 }, reason: "a reason long enough to read" },
    ]);
    assert.equal(levelDifferences(e, 0, level)[0]?.excusedBy, undefined);
    assert.ok(levelDifferences(e, 1, level)[0]?.excusedBy);
  });
  test("non-product levels compare as a `choices` list", () => {
    const lv: GymLevel = {
      const: {},
      choices: [
        { a: 1, b: 2 },
        { a: 2, b: 1 },
      ],
    };
    assert.deepEqual(
      levelDifferences(
        env({
          choices: [
            { a: 2, b: 1 },
            { a: 1, b: 2 },
          ],
        }),
        0,
        lv,
      ),
      [],
    );
    assert.equal(levelDifferences(env({ choices: [{ a: 1, b: 2 }] }), 0, lv).length, 1);
  });
});

describe("fidelityOf (what rlve show and list --json report)", () => {
  test("same, differs (pending) and none", () => {
    for (const env of listEnvs()) {
      const f = fidelityOf(env);
      if (env.rlveId === undefined) assert.equal(f.ladder, "none", env.id);
      else if (LADDER_PENDING.has(env.id)) assert.equal(f.ladder, "differs", env.id);
      else
        assert.equal(
          f.ladder,
          env.fidelity?.some((e) => e.aspect === "ladder") ? "declared" : "same",
          env.id,
        );
    }
  });
});
