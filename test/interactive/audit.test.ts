/**
 * The shortcut audit of the interactive environments (issue 29): no fixed strategy, a sequence of outputs
 * played whatever the replies (always the same query, a scan in a fixed order, a fixed answer), solves
 * most episodes at any level tested: levels 0 to 8 and min(maxLevel, 20). Each environment lists its fixed
 * strategies (`probes`); the audit adds the reference's first output repeated every turn.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fixedWinRates } from "../../src/interactive/audit.ts";
import { INTERACTIVE } from "../../src/interactive/index.ts";
import type { Interactive } from "../../src/interactive/kit.ts";

const ONLY = process.env.RLVE_INTERACTIVE?.split(",");
const ENVS = INTERACTIVE.filter((e) => ONLY === undefined || ONLY.includes(e.id));

function levels(env: Interactive): number[] {
  const out = [];
  for (let l = 0; l <= Math.min(env.maxLevel, 8); l++) out.push(l);
  if (env.maxLevel > 8) out.push(Math.min(env.maxLevel, 20));
  return out;
}

for (const env of ENVS) {
  describe(`interactive audit ${env.id}`, () => {
    it("no fixed strategy solves most episodes at any level", () => {
      for (const level of levels(env)) {
        const rates = fixedWinRates(env, level, level > 8 ? 12 : 40);
        assert.ok(rates.length >= 2, "at least one probe besides the repeated first output");
        rates.forEach((rate, k) => {
          assert.ok(rate <= 0.5, `fixed strategy ${k} solves ${(rate * 100).toFixed(0)}% at level ${level}`);
        });
      }
    });
  });
}
