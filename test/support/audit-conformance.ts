import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Environment } from "../../src/core/kit.ts";
import { auditEnv } from "../../src/eval/audit.ts";

/** Levels audited: 0..20, or up to the environment's maxLevel when it declares a lower one. */
export const AUDIT_MAX_LEVEL = 20;

/** Seeds per level in the test suite: enough to bind the constant-answer limit where answers concentrate. */
export function auditSeeds(level: number): number {
  return level <= 10 ? 24 : 12;
}

/**
 * The shortcut contract (src/eval/audit.ts): at every level the example is never a correct answer, the
 * prompt echo never scores, the best constant answer stays within its limit and instances do not repeat
 * beyond the limit, unless the environment declares an exception (auditExceptions).
 */
export function auditSuite(envs: readonly Environment[]): void {
  for (const env of envs) {
    describe(`audit: ${env.id}`, () => {
      it("no shortcut: example, prompt echo, constant answer, repeated instances", () => {
        const declared = (env as { maxLevel?: number }).maxLevel;
        const top = Math.min(AUDIT_MAX_LEVEL, declared ?? AUDIT_MAX_LEVEL);
        const levels = Array.from({ length: top + 1 }, (_, i) => i);
        const report = auditEnv(env, { levels, seeds: auditSeeds });
        const failing = report.cells
          .filter((c) => c.violations.length > 0)
          .map((c) => `level ${c.level}: ${c.violations.join("; ")}`);
        if (report.overall !== null) failing.push(...report.overall.violations);
        assert.deepEqual(failing, [], `${env.id} fails the shortcut audit`);
        for (const ex of env.auditExceptions ?? []) {
          assert.ok(ex.reason.trim().length > 0, `${env.id}: an audit exception needs a reason`);
          assert.ok(ex.measured >= 0 && ex.measured <= 1, `${env.id}: measured figure must be a share`);
        }
      });
    });
  }
}
