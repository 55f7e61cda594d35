import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { type Environment, instanceOf, problemRng } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { maxLevelOf } from "../../src/core/max-level.ts";
import { DEFAULT_ATTEMPTS, episodeOf } from "../../src/episodes/episode-of.ts";

/** Tokens of a text: numbers (with sign and decimals) and words, lower-cased. */
export function tokensOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/-?\d+(?:\.\d+)?|[\p{L}_][\p{L}\p{N}_]*/gu) ?? []).map((t) => t));
}

/**
 * Why `feedback` leaks the reference answer text `reference` of a problem whose prompt is `prompt`, or
 * null when it does not: it holds the whole reference (between non-alphanumerics), or a number or word of
 * the reference that the prompt does not hold (a word or number the prompt shows tells nothing new).
 */
export function leakOf(feedback: string, reference: string, prompt: string): string | null {
  const ref = reference.trim();
  if (ref.length > 0) {
    const esc = ref.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, "u").test(feedback))
      return `holds the reference ${JSON.stringify(ref.slice(0, 60))}`;
  }
  const shown = tokensOf(prompt);
  const said = tokensOf(feedback);
  for (const t of tokensOf(ref))
    if (!shown.has(t) && said.has(t)) return `holds the reference's token "${t}"`;
  return null;
}

/** Cheap nonsense outputs (the costly hostile ones are run by test/conformance against verify itself). */
export function nonsense(reference: string): string[] {
  return [
    "",
    "<answer></answer>",
    "<answer>",
    "\\boxed{}",
    "I do not know.",
    "<answer>constructor prototype __proto__</answer>",
    "<answer>9999999999999999999999 -1e308 NaN</answer>",
    `<answer>${"[".repeat(2000)}</answer>`,
    `<answer>${reference}${reference}</answer>`,
    `${reference}`,
  ];
}

/** The levels an episode check plays: 0, a middle level and the top level, at most 8. */
export function episodeLevels(env: Environment): number[] {
  const top = Math.min(maxLevelOf(env), 8);
  return [...new Set([0, Math.min(3, top), top])];
}

const SEEDS = [7, 1234];

/** Registers the episode-mode contract for each environment. */
export function episodeSuite(envs: readonly Environment[]): void {
  for (const env of envs) {
    describe(`episodes: ${env.id}`, () => {
      const ep = episodeOf(env);
      it("the reference wins in one turn; determinism from (level, seed)", () => {
        for (const level of episodeLevels(env)) {
          for (const seed of SEEDS) {
            const where = `${env.id} level ${level} seed ${seed}`;
            const a = ep.start(level, seed);
            const b = ep.start(level, seed);
            assert.equal(a.prompt, b.prompt, `${where}: prompt not deterministic`);
            assert.deepEqual(a.state, b.state, `${where}: state not deterministic`);
            assert.deepEqual(JSON.parse(JSON.stringify(a.state)), a.state, `${where}: state is not JSON`);
            assert.equal(a.state.maxTurns, DEFAULT_ATTEMPTS);
            const ref = ep.referenceTurn(a.state);
            const t = ep.step(a.state, ref);
            assert.equal(t.done, true, `${where}: the reference does not end the episode`);
            assert.equal(t.result?.accuracy, 1, `${where}: the reference does not win (${t.observation})`);
            assert.equal(t.result?.turns, 1);
            assert.ok((t.result?.reward ?? 0) >= env.passingThreshold - 1e-6);
            assert.deepEqual(ep.step(b.state, ref), t, `${where}: step not deterministic`);
          }
        }
      });

      it("wrong answers get feedback that leaks nothing; T wrong turns end the episode", () => {
        for (const level of episodeLevels(env)) {
          for (const seed of SEEDS) {
            const where = `${env.id} level ${level} seed ${seed}`;
            const { instance } = instanceOf(env, level, seed);
            const refText = env.reference(instance);
            const wrongs = env.wrongAnswers(instance, problemRng(env, level, seed).fork("episode-wrong"));
            const start = ep.start(level, seed);
            // The check can fail: a feedback stating the reference, or a token of it the prompt does not show.
            assert.notEqual(
              leakOf(`expected ${refText}`, refText, start.prompt),
              null,
              `${where}: leak check blind`,
            );
            const shown = tokensOf(start.prompt);
            const hidden = [...tokensOf(refText)].find((t) => !shown.has(t));
            if (hidden !== undefined)
              assert.notEqual(
                leakOf(`it has ${hidden}`, refText, start.prompt),
                null,
                `${where}: leak check blind`,
              );
            const outputs = [...wrongs.map((w) => wrapAnswer(w)), ...nonsense(refText)];
            let state = start.state;
            let turns = 0;
            let ended = 0;
            for (const out of outputs) {
              const t = ep.step(state, out);
              turns++;
              if (t.result?.accuracy === 1) {
                // A nonsense output may be right (the bare reference, for example): start over.
                state = start.state;
                turns = 0;
                continue;
              }
              assert.equal(leakOf(t.observation, refText, start.prompt), null, `${where}: ${t.observation}`);
              assert.ok(t.observation.length > 0);
              if (turns < DEFAULT_ATTEMPTS) {
                assert.equal(t.done, false, `${where}: ended after ${turns} wrong turns`);
                assert.equal(t.result, undefined);
                state = t.state;
              } else {
                assert.equal(t.done, true, `${where}: not over after ${turns} wrong turns`);
                assert.equal(t.result?.accuracy, 0);
                assert.equal(t.result?.turns, DEFAULT_ATTEMPTS);
                assert.equal(t.result?.perTurn.length, DEFAULT_ATTEMPTS);
                assert.ok((t.result?.reward ?? 1) <= 0.999);
                assert.throws(() => ep.step(t.state, out), /over/);
                ended++;
                state = start.state;
                turns = 0;
              }
            }
            assert.ok(
              ended >= 1 || outputs.length < DEFAULT_ATTEMPTS,
              `${where}: no episode ran out of turns`,
            );
          }
        }
      });
    });
  }
}
