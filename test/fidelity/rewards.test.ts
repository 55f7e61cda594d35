import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import type { Json } from "../../src/core/env.ts";
import { excuse } from "../../src/core/fidelity.ts";
import { getEnv, instanceOf, MAX_INEXACT_REWARD, verify, wrapAnswer } from "../../src/core/index.ts";
import "../../src/core/registry.ts";
import { REWARD_PENDING } from "./rewards-pending.ts";

/**
 * rlve's reward equals RLVE-Gym's on test/fidelity/rewards.json: per bridged family and (level, seed), rlve's
 * instance with its reference, wrong answers and a malformed text, each scored by rlve and by RLVE-Gym's own
 * scorer (written outside CI by scripts/fidelity/rewards.py from a checkout of RLVE-Gym). A declared
 * `reward` exception excuses the levels it names; REWARD_PENDING lists differences not yet fixed. The
 * fixture's instances must still be what rlve generates: a changed generator means regenerating it.
 * One rule of rlve's core differs everywhere: an answer known to be inexact earns at most MAX_INEXACT_REWARD
 * (0.999), so that accuracy stays exact, where RLVE-Gym's (min/max)^beta can come within 1e-6 of 1 (and
 * count as accurate) for a wrong count near a large one; such rows are excused.
 */
interface Answer {
  kind: string;
  text: string;
  rlve: number;
  gym: number;
  gymError?: string;
}
interface Row {
  env: string;
  version: number;
  level: number;
  seed: number;
  params: Json;
  instance: Json;
  answers: Answer[];
}
const fixture = JSON.parse(readFileSync(new URL("./rewards.json", import.meta.url), "utf8")) as {
  rlveGymCommit: string;
  rows: Row[];
};
const byEnv = new Map<string, Row[]>();
for (const row of fixture.rows) byEnv.set(row.env, [...(byEnv.get(row.env) ?? []), row]);
const regenerate = "regenerate it: python3 scripts/fidelity/rewards.py <env-id>";

describe("rewards equal RLVE-Gym's", () => {
  test("the fixture names its RLVE-Gym commit and every pending family", () => {
    assert.match(fixture.rlveGymCommit, /^[0-9a-f]{40}$/);
    for (const id of REWARD_PENDING) assert.ok(byEnv.has(id), `REWARD_PENDING: ${id} has no fixture rows`);
  });
  for (const [id, rows] of byEnv) {
    test(id, () => {
      const env = getEnv(id);
      const open: string[] = [];
      let excused = 0;
      for (const row of rows) {
        const where = `${id} L${row.level} seed ${row.seed}`;
        assert.equal(
          env.version,
          row.version,
          `${where}: the fixture is of version ${row.version}; ${regenerate}`,
        );
        const today = JSON.parse(JSON.stringify(instanceOf(env, row.level, row.seed))) as {
          params: Json;
          instance: Json;
        };
        assert.deepEqual(today.params, row.params, `${where}: params changed; ${regenerate}`);
        assert.deepEqual(today.instance, row.instance, `${where}: the instance changed; ${regenerate}`);
        const exception = excuse(env.fidelity, "reward", row.level);
        for (const a of row.answers) {
          const rlve = verify(env, row.instance, wrapAnswer(a.text)).reward;
          if (Math.abs(rlve - a.gym) <= 1e-9) continue;
          if (rlve === MAX_INEXACT_REWARD && a.gym > MAX_INEXACT_REWARD) continue;
          if (exception) excused++;
          else
            open.push(
              `${where} ${a.kind} ${JSON.stringify(a.text.slice(0, 60))}: rlve ${rlve}, RLVE-Gym ${a.gym}${a.gymError ? ` (${a.gymError})` : ""}`,
            );
        }
      }
      if (REWARD_PENDING.has(id)) {
        assert.ok(
          open.length > 0,
          `${id} now matches RLVE-Gym: remove it from test/fidelity/rewards-pending.ts`,
        );
      } else {
        assert.deepEqual(
          open.slice(0, 6),
          [],
          `${id}'s reward differs from RLVE-Gym's (fix it or declare it)`,
        );
      }
      for (const e of env.fidelity ?? [])
        if (e.aspect === "reward")
          assert.ok(excused > 0, `${id}: its reward exception excuses no row (stale?)`);
    });
  }
});
