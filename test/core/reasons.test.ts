import assert from "node:assert/strict";
import { it } from "node:test";
import { problemRng } from "../../src/core/env.ts";
import { instanceOf, verify, wrapAnswer } from "../../src/core/kit.ts";
import { listEnvs } from "../../src/core/registry.ts";

// Issue 30, item 4: reasons reach trainers (the service returns them, /dashboard/api/score too), so a wrong
// answer's reason must not give the reference away ("expected 19, got 29" did in 12 environments, and
// "objective v, optimum is b" in every environment scored by the optimum's ratio).

const words = (s: string) => s.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `needle` occurs as a contiguous run of words in `hay`. */
function hasRun(hay: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The reason states the reference, and not because the answer or the statement does. Ranges of the
 * answer's domain ("outside [7, 7]", "in 1..3", "lie in [0, 5]") are read from the instance and removed
 * first, and a one-digit reference is not looked for: such numbers occur in reasons as counts by chance
 * ("12 has 6 divisors, not 4" where the reference is 6). Larger levels give such families larger answers.
 */
function leaksReference(reason: string, reference: string, answer: string, statement: string): boolean {
  const ref = words(reference);
  if (ref.length === 0 || /^\d$/.test(reference.trim())) return false;
  const text = words(reason.replace(/\[[^\]]*\]|-?\d+\.\.-?\d+/g, " "));
  return hasRun(text, ref) && !hasRun(words(answer), ref) && !hasRun(words(statement), ref);
}

it("the leak check", () => {
  assert.equal(leaksReference("expected 19, got 29", "19", "29", "A = 3 5 7"), true);
  assert.equal(leaksReference("12 has 6 divisors, not 4", "6", "12", "K = 4"), false);
  assert.equal(leaksReference("objective 1430, optimum is 143", "143", "1430", "N = 11"), true);
  assert.equal(leaksReference("29 is not the sum", "19", "29", "A = 3 5 7"), false);
  assert.equal(leaksReference("X = 8 is outside [7, 7]", "7 7", "8 10", "X in 7..7"), false);
  assert.equal(leaksReference("the sum is 12, not 19", "1 2", "1 3", "reach 19"), false);
  assert.equal(leaksReference("the sum is 12, not 19", "19", "18", "reach 19"), false);
});

it("no wrong answer's reason states the reference, in any environment", () => {
  const leaks: string[] = [];
  for (const env of listEnvs()) {
    for (const level of [0, 1, 2, 4, 8]) {
      for (let seed = 1; seed <= 6; seed++) {
        let instance: unknown;
        try {
          instance = instanceOf(env, level, seed).instance;
        } catch {
          continue; // beyond the environment's range: the conformance suite covers generation
        }
        const ref = env.reference(instance).trim();
        const statement = env.prompt(instance);
        const answers = env.wrongAnswers(instance, problemRng(env, level, seed).fork("reasons"));
        if (/^-?\d+$/.test(ref)) {
          const r = BigInt(ref);
          answers.push(String(r + 1n), String(r - 1n), String(2n * r), String(r + 100n));
        }
        for (const answer of answers) {
          const o = verify(env, instance, wrapAnswer(answer));
          if (o.accuracy === 1 || !leaksReference(o.reason, ref, answer, statement)) continue;
          leaks.push(
            `${env.id} level ${level} seed ${seed}: answer ${answer.slice(0, 40)} -> ${o.reason.slice(0, 80)}`,
          );
          break;
        }
      }
    }
  }
  assert.deepEqual(leaks, []);
});
