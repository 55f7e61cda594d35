import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  type Environment,
  FormatError,
  generate,
  instanceOf,
  instructionOf,
  problemRng,
  verify,
  wrapAnswer,
} from "../../src/core/kit.ts";
import { maxLevelInfo, maxLevelOf } from "../../src/core/max-level.ts";
import { checkDeclaration } from "../../src/core/registry.ts";
import { fingerprints, type Golden } from "./fingerprint.ts";
import { hostileOutputs } from "./hostile.ts";

/** How many seeds each level gets: many where bugs hide (small cases), fewer where cases are costly. */
export function seedsForLevel(level: number): number[] {
  const count = level <= 4 ? 6 : level <= 12 ? 3 : 1;
  return Array.from({ length: count }, (_, i) => 1000 * level + 17 * i + 1);
}

/** Conformance covers each environment's levels 0..min(maxLevelOf(env), MAX_LEVEL). */
export const MAX_LEVEL = 30;

/** The highest level conformance checks for an environment. */
export function topLevel(env: Environment): number {
  return Math.min(maxLevelOf(env), MAX_LEVEL);
}
/** A hang detector for hostile outputs, not a speed measurement (benches measure speed). */
const FUZZ_BUDGET_MS = 3000;
const GOLDEN_DIR = join(import.meta.dirname, "..", "golden");

const ctx = (env: Environment, level: number, seed: number) => `${env.id} level ${level} seed ${seed}`;

/** Register the whole contract check for each environment as node:test suites. */
export function conformanceSuite(
  envs: readonly Environment[],
  /** unprobed: an environment not probed yet (rlve new's scaffold) may have the default maximum level. */
  opts: { goldenDir?: string; unprobed?: boolean } = {},
): void {
  const goldenDir = opts.goldenDir ?? GOLDEN_DIR;
  for (const env of envs) {
    describe(`conformance: ${env.id}`, () => {
      const top = topLevel(env);
      it("declaration and params", () => {
        assert.deepEqual(checkDeclaration(env), []);
        for (let level = 0; level <= top; level++) {
          const p = env.params(level);
          assert.deepEqual(JSON.parse(JSON.stringify(p)), p, `params(${level}) is not JSON data`);
          assert.deepEqual(env.params(level), p, `params(${level}) is not deterministic`);
        }
      });

      it("max level is measured (or declared)", { skip: opts.unprobed === true }, () => {
        assert.notEqual(
          maxLevelInfo(env).source,
          "default",
          `${env.id} has no measured maximum level (it gets the default ${maxLevelOf(env)}): run npm run probe:max-level -- --envs ${env.id}`,
        );
      });

      it(`levels 0..${top}: determinism, JSON, reference scores 1, near misses do not, missing answer is -1`, () => {
        let withWrong = 0;
        let instances = 0;
        for (let level = 0; level <= top; level++) {
          for (const seed of seedsForLevel(level)) {
            const where = ctx(env, level, seed);
            const a = generate(env, level, seed, "tags");
            const b = generate(env, level, seed, "tags");
            assert.equal(a.prompt, b.prompt, `${where}: prompt not deterministic`);
            assert.deepEqual(a.instance, b.instance, `${where}: instance not deterministic`);
            const json = JSON.stringify(a.instance);
            assert.deepEqual(
              JSON.parse(json),
              a.instance,
              `${where}: instance does not survive a JSON round trip`,
            );
            assert.ok(
              a.prompt.includes(instructionOf(env, a.instance, "tags")),
              `${where}: no format instruction`,
            );
            const boxed = generate(env, level, seed, "boxed");
            assert.ok(boxed.prompt.includes("\\boxed{"), `${where}: boxed prompt does not ask for \\boxed{}`);
            assert.ok(!boxed.prompt.includes("<answer>"), `${where}: boxed prompt mentions <answer>`);

            const ref = env.reference(a.instance);
            for (const format of ["tags", "boxed"] as const) {
              const out = verify(env, a.instance, wrapAnswer(ref, format), { format });
              assert.equal(out.accuracy, 1, `${where}: reference in ${format} scored ${JSON.stringify(out)}`);
              assert.equal(out.reward, 1, `${where}: reference reward ${out.reward}`);
              assert.equal(out.status, "correct", `${where}: reference status ${out.status}`);
            }
            const transcript = `User: solve it\nAssistant: first guess <answer>0</answer>, no wait.\nThe final answer is ${wrapAnswer(ref)}`;
            assert.equal(
              verify(env, a.instance, transcript).accuracy,
              1,
              `${where}: reference after a decoy`,
            );

            const missing = verify(env, a.instance, `I think the answer is ${ref}`);
            assert.equal(missing.reward, -1, `${where}: missing markers should score -1`);
            assert.equal(
              missing.status,
              "wrong_format",
              `${where}: missing markers status ${missing.status}`,
            );

            const wrongs = env.wrongAnswers(a.instance, problemRng(env, level, seed).fork("wrong"));
            assert.ok(Array.isArray(wrongs), `${where}: wrongAnswers must return a list`);
            let effective = 0;
            for (const w of wrongs) {
              if (w.trim() === ref.trim()) continue;
              effective++;
              const out = verify(env, a.instance, wrapAnswer(w));
              assert.equal(
                out.accuracy,
                0,
                `${where}: near miss ${JSON.stringify(w.slice(0, 200))} was accepted`,
              );
              assert.notEqual(
                out.status,
                "unscorable",
                `${where}: near miss made the verifier fail: ${out.reason}`,
              );
              assert.ok(out.reward < 1, `${where}: near miss reward ${out.reward}`);
            }
            instances++;
            if (effective > 0) withWrong++;
          }
        }
        assert.ok(
          withWrong >= instances * 0.9,
          `near misses supplied for only ${withWrong} of ${instances} instances`,
        );
      });

      it("different seeds give different problems", () => {
        const prompts = new Set<string>();
        for (let level = 0; level <= 4; level++) {
          for (const seed of seedsForLevel(level)) prompts.add(generate(env, level, seed).prompt);
        }
        assert.ok(prompts.size >= 2, "all seeds at levels 0..4 gave the same prompt");
      });

      it("hostile outputs never throw, never hang, never count as correct by accident", () => {
        for (const level of [0, 3, 8, 14].filter((l) => l <= top)) {
          const seed = 7;
          const { instance } = instanceOf(env, level, seed);
          const ref = env.reference(instance);
          for (const out of hostileOutputs(ref)) {
            const t0 = performance.now();
            const res = verify(env, instance, out);
            const ms = performance.now() - t0;
            assert.notEqual(
              res.status,
              "unscorable",
              `${ctx(env, level, seed)}: ${res.reason} on ${JSON.stringify(out.slice(0, 80))}`,
            );
            assert.ok(res.reward >= -1 && res.reward <= 1);
            assert.ok(
              ms < FUZZ_BUDGET_MS,
              `${ctx(env, level, seed)}: ${ms.toFixed(0)} ms on ${JSON.stringify(out.slice(0, 80))}`,
            );
          }
          fc.assert(
            fc.property(
              fc.oneof(
                fc.string(),
                fc.string({ unit: "grapheme" }),
                fc.stringMatching(/^[-0-9 ,/\n()a-zA-Z]{0,60}$/),
              ),
              (s) => {
                const res = verify(env, instance, wrapAnswer(s));
                return res.status !== "unscorable" && res.reward >= -1 && res.reward <= 1;
              },
            ),
            { numRuns: 40, seed: level + 1 },
          );
        }
      });

      it("parse errors are FormatErrors", () => {
        const { instance } = instanceOf(env, 1, 1);
        for (const s of ["", "???", "1 2 3 x", "\u0000"]) {
          try {
            env.parse(s, instance);
          } catch (err) {
            assert.ok(
              err instanceof FormatError,
              `parse(${JSON.stringify(s)}) threw ${String(err)} instead of a FormatError`,
            );
          }
        }
      });

      it("size grows with level", () => {
        const mean = (levels: number[]) => {
          const xs = levels.flatMap((l) =>
            seedsForLevel(l)
              .slice(0, 3)
              .map((s) => env.size(instanceOf(env, l, s).instance)),
          );
          return xs.reduce((a, b) => a + b, 0) / xs.length;
        };
        const t = Math.min(top, 20);
        const low = mean([0, 1, 2].filter((l) => l < t));
        const highLevels = [t - 4, t - 3, t - 2, t - 1, t].filter((l) => l > 2);
        const high = mean(highLevels);
        assert.ok(
          high > low,
          `size at levels ${highLevels[0]}..${t} (${high}) is not above levels 0..2 (${low})`,
        );
      });

      it("golden fingerprints are pinned for this version", () => {
        const file = join(goldenDir, `${env.id}.json`);
        assert.ok(existsSync(file), `no golden file for ${env.id}: run npm run golden:update -- ${env.id}`);
        const golden = JSON.parse(readFileSync(file, "utf8")) as Golden;
        assert.equal(
          golden.version,
          env.version,
          `${env.id} is version ${env.version} but the golden file pins version ${golden.version}: run npm run golden:update -- ${env.id}`,
        );
        assert.deepEqual(
          fingerprints(env),
          golden.fingerprints,
          `${env.id} generates different problems than version ${env.version} did: bump its version (and update the golden file) if the change is intended`,
        );
      });
    });
  }
}
