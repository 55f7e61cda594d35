/**
 * Conformance of every interactive environment (issue 29), at levels 0, 1, 2, 4, 8 and maxLevel and many
 * seeds: determinism, JSON states that resume, the reference wins with reward 1, random and hostile turns
 * never throw and end within the turns allowed, and no observation states the hidden answer.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { INTERACTIVE } from "../../src/interactive/index.ts";
import type { Interactive } from "../../src/interactive/kit.ts";
import { ticTacToeDepths } from "../../src/interactive/tic-tac-toe.ts";
import { containsToken, levelsOf, play, seedsAt } from "./helpers.ts";

const STATE_KEYS = [
  "budget",
  "done",
  "env",
  "level",
  "log",
  "maxTurns",
  "mem",
  "optimal",
  "queries",
  "seed",
  "turns",
  "version",
];

/**
 * The hidden answer, when a reply stating it could be told from a reply stating public facts: not when the
 * answer is itself a token of the prompt (a small number that is also a bound, an object's name in a table).
 */
function checkableSecret(env: Interactive, level: number, seed: number): string | undefined {
  const secret = env.secretOf(level, seed);
  if (secret === undefined || containsToken(env.start(level, seed).prompt, secret)) return undefined;
  return secret;
}

const ONLY = process.env.RLVE_INTERACTIVE?.split(",");
const ENVS = INTERACTIVE.filter((e) => ONLY === undefined || ONLY.includes(e.id));

describe("the interactive registry", () => {
  it("holds at least 12 environments with distinct ids", () => {
    assert.ok(INTERACTIVE.length >= 12);
    assert.equal(new Set(INTERACTIVE.map((e) => e.id)).size, INTERACTIVE.length);
  });
  it("tic-tac-toe declares exactly the depths the solved game has", () => {
    const depths = ticTacToeDepths();
    assert.ok(depths.every((n) => n > 0));
    // Level l holds the positions won in l + 2 moves (wins in one are left out).
    assert.equal(INTERACTIVE.find((e) => e.id === "tic-tac-toe")?.maxLevel, depths.length - 2);
  });
});

for (const env of ENVS) {
  describe(`interactive ${env.id}`, () => {
    it("is deterministic from (level, seed) and refuses levels out of range", () => {
      for (const level of levelsOf(env)) {
        for (const seed of seedsAt(level, 4)) {
          assert.deepEqual(env.start(level, seed), env.start(level, seed));
          assert.deepEqual(env.probesOf(level, seed), env.probesOf(level, seed));
        }
      }
      assert.throws(() => env.start(env.maxLevel + 1, 0), RangeError);
      assert.throws(() => env.start(-1, 0), RangeError);
      assert.throws(() => env.start(0.5, 0), RangeError);
    });

    it("the reference wins with reward 1 within the budget, and its states are JSON that resume", () => {
      for (const level of levelsOf(env)) {
        for (const seed of seedsAt(level, 8)) {
          const p = play(env, level, seed, (s) => env.referenceTurn(s));
          const r = p.result;
          assert.equal(r.reward, 1, `level ${level} seed ${seed}`);
          assert.equal(r.accuracy, 1);
          assert.equal(r.format, 1);
          assert.equal(r.status, "correct");
          assert.equal(r.queries, r.optimalQueries);
          assert.ok(r.queries! <= p.states[0]!.budget);
          assert.equal(r.perTurn.length, r.turns);
          // Every state survives JSON, and stepping the copy gives the same turn.
          for (let i = 0; i + 1 < p.states.length; i++) {
            const s = p.states[i]!;
            const copy = JSON.parse(JSON.stringify(s));
            assert.deepEqual(copy, s);
            const out = env.referenceTurn(copy);
            assert.deepEqual(env.step(copy, out).state, p.states[i + 1]);
          }
          // The state is only the kit's fields: the hidden instance is regenerated, never stored.
          assert.deepEqual(Object.keys(p.states[0]!).sort(), STATE_KEYS);
          const secret = checkableSecret(env, level, seed);
          if (secret !== undefined) {
            for (const o of p.observations.slice(0, -1)) {
              assert.ok(!containsToken(o, secret), `level ${level} seed ${seed}: a reply states the answer`);
            }
          }
        }
      }
    });

    it("the reference resumes after the model's own queries written loosely (commas, spaces, case)", () => {
      for (const level of levelsOf(env).filter((l) => l <= 8)) {
        for (const seed of seedsAt(level, 6)) {
          const loosen = (out: string) =>
            out.replace(/<(query|move)>(.*)<\/\1>/s, (_m, tag: string, body: string) => {
              return `<${tag}>  ${body.toLowerCase().split(" ").join(" ,  ")} </${tag}>`;
            });
          const p = play(env, level, seed, (st, turn) => {
            const out = env.referenceTurn(st);
            return turn % 2 === 0 ? loosen(out) : out;
          });
          assert.equal(p.result.reward, 1, `level ${level} seed ${seed}`);
        }
      }
    });

    // Environments with one hidden answer (not the games, not find-peak's or graph-path's any-valid answers).
    if (env.secretOf(0, 1) !== undefined)
      it("a final answer one off the hidden one is not accepted, after the reference's own queries", () => {
        // The reference plays; each final answer it gives has its first integer raised by one.
        const offByOne = (out: string) =>
          out.replace(/<answer>([\s\S]*?)<\/answer>/, (_m, body: string) => {
            const changed = body.replace(/-?\d+/, (d) => String(BigInt(d) + 1n));
            assert.notEqual(changed, body, `${env.id}: an answer without an integer: ${body}`);
            return `<answer>${changed}</answer>`;
          });
        for (const level of levelsOf(env).filter((l) => l <= 8)) {
          for (const seed of seedsAt(level, 6)) {
            const p = play(env, level, seed, (state) => offByOne(env.referenceTurn(state)));
            assert.equal(p.result.accuracy, 0, `${env.id} level ${level} seed ${seed}: a wrong answer won`);
            assert.ok(
              p.result.reward <= 0,
              `${env.id} level ${level} seed ${seed}: reward ${p.result.reward}`,
            );
          }
        }
      });

    it("random and hostile turns never throw, end within the turns allowed, and leak nothing", () => {
      const fragment = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.array(fc.integer({ min: -3, max: 120 }), { maxLength: 12 }).map((xs) => xs.join(" ")),
        fc.constantFrom(
          "",
          "vs",
          "1 vs 2",
          "P1",
          "O1",
          "1 1",
          "99999999999999999999",
          "\u0000",
          "<answer>",
          "</query>",
        ),
      );
      const output = fc
        .tuple(fc.constantFrom("query", "answer", "move", "none"), fragment)
        .map(([tag, body]) => (tag === "none" ? body : `thinking... <${tag}>${body}</${tag}>`));
      const levels = levelsOf(env).filter((l) => l <= 8);
      fc.assert(
        fc.property(
          fc.constantFrom(...levels),
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.array(output, { minLength: 1, maxLength: 30 }),
          (level, seed, outputs) => {
            const p = play(env, level, seed, (_s, turn) => outputs[turn % outputs.length]!, 12);
            assert.ok(p.result.turns <= 12);
            assert.ok(p.result.reward >= -1 && p.result.reward <= 1);
            const secret = checkableSecret(env, level, seed);
            if (secret !== undefined) {
              for (const o of p.observations) {
                // A reply may only repeat what the model itself wrote (a parse error quotes its text).
                if (outputs.some((x) => x.includes(secret))) continue;
                assert.ok(!containsToken(o, secret), `a reply states the answer: ${o}`);
              }
            }
          },
        ),
        { numRuns: 60, seed: 29 },
      );
      // Non-string and enormous outputs.
      const { state } = env.start(0, 1);
      assert.equal(env.step(state, undefined as unknown as string).done, false);
      assert.equal(env.step(state, `<query>${"9".repeat(2_000_000)}</query>`).done, false);
      assert.equal(env.step(state, "<answer>".repeat(100_000)).done, false);
    });
  });
}
