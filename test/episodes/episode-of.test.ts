import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { defineEnv, FormatError, graded, invalid, wrong } from "../../src/core/kit.ts";
import { getEnv } from "../../src/core/registry.ts";
import {
  DEFAULT_ATTEMPTS,
  EPISODE_DISCOUNT,
  episodeOf,
  episodeReward,
  type SingleTurnState,
} from "../../src/episodes/episode-of.ts";
import { FEEDBACK } from "../../src/episodes/feedback.ts";
import { episodeSource } from "../../src/episodes/source.ts";

/** Guess n in 0..9: 7 -> invalid, n+1 -> partial 0.5, 13 -> the scorer crashes (a verifier bug). */
const toy = defineEnv<{ top: number }, { n: number }, number>({
  id: "toy-guess",
  category: "custom",
  version: 2,
  title: "guess n",
  answerKind: "unique",
  params: () => ({ top: 9 }),
  generate: (p, rng) => ({ n: rng.int(0, p.top - 3) }),
  prompt: () => "Guess the number.",
  answerExample: "x",
  parse: (text) => {
    if (!/^\d+$/.test(text)) throw new FormatError("not a number");
    return Number(text);
  },
  score: (a, inst) => {
    if (a === 13) throw new Error("scorer bug");
    if (a === 7 && inst.n !== 7) return invalid("seven is forbidden");
    if (a === inst.n + 1) return graded(0.5, `off by one from ${inst.n}`);
    return a === inst.n ? graded(1, "right") : wrong(`expected ${inst.n}`);
  },
  reference: (inst) => String(inst.n),
  wrongAnswers: (inst) => [String(inst.n + 2)],
  size: () => 1,
  maxLevel: 3,
});
const ep = episodeOf(toy);
const n = (s: SingleTurnState) => Number(ep.referenceTurn(s).replace(/\D/g, ""));
const a = (x: number | string) => `<answer>${x}</answer>`;

describe("episodeOf", () => {
  it("the prompt holds the problem, the rules and the format; the state is JSON without the instance", () => {
    const { state, prompt } = ep.start(1, 5);
    assert.match(prompt, /^Guess the number\.\n\nYou have up to 3 attempts\./);
    assert.match(prompt, /<answer>x<\/answer>$/);
    assert.deepEqual(Object.keys(state).sort(), [
      "done",
      "env",
      "format",
      "kind",
      "level",
      "maxTurns",
      "seed",
      "turns",
      "version",
    ]);
    assert.equal(state.maxTurns, DEFAULT_ATTEMPTS);
    assert.match(ep.start(1, 5, { maxTurns: 1 }).prompt, /You have one attempt\./);
  });

  it("reward rule: a correct attempt t earns 0.9^(t-1); otherwise the final attempt's reward", () => {
    const { state } = ep.start(0, 1);
    const x = n(state);
    const t1 = ep.step(state, a(x + 2));
    assert.equal(t1.done, false);
    assert.equal(t1.observation, `${FEEDBACK.wrong} ${FEEDBACK.again}`);
    const t2 = ep.step(t1.state, a(x));
    assert.equal(t2.done, true);
    assert.equal(t2.observation, FEEDBACK.correct);
    assert.deepEqual(t2.result, {
      reward: EPISODE_DISCOUNT,
      accuracy: 1,
      format: 1,
      status: "correct",
      turns: 2,
      perTurn: [
        { kind: "attempt", status: "wrong", reward: 0 },
        { kind: "attempt", status: "correct", reward: 1 },
      ],
    });
    // Three misses: wrong format, invalid, partial; the episode ends with the last one's reward, discounted.
    const m1 = ep.step(state, "no tags");
    assert.equal(m1.observation, `${FEEDBACK.wrongFormat("tags")} ${FEEDBACK.again}`);
    const m2 = ep.step(m1.state, a(x === 7 ? 8 : 7));
    assert.equal(m2.done, false);
    const m3 = ep.step(m2.state, a(x + 1));
    assert.equal(m3.done, true);
    assert.equal(m3.observation, `${FEEDBACK.wrong} ${FEEDBACK.noMore}`);
    assert.equal(m3.result?.status, "partial");
    assert.equal(m3.result?.accuracy, 0);
    assert.ok(Math.abs((m3.result?.reward ?? 0) - 0.5 * EPISODE_DISCOUNT ** 2) < 1e-12);
    assert.deepEqual(
      m3.result?.perTurn.map((t) => t.status),
      x === 7 ? ["wrong_format", "wrong", "partial"] : ["wrong_format", "invalid", "partial"],
    );
    assert.equal(episodeReward(-0.5, 3), -0.5, "a negative final reward is not discounted");
    assert.equal(episodeReward(-1, 1), -1);
  });

  it("an unscorable attempt ends the episode with reward 0 and status unscorable", () => {
    const { state } = ep.start(0, 2);
    const t = ep.step(state, a(13));
    assert.equal(t.done, true);
    assert.equal(t.observation, FEEDBACK.unscorable);
    assert.equal(t.result?.status, "unscorable");
    assert.equal(t.result?.reward, 0);
  });

  it("maxTurns: 1 ends at the first miss; out-of-range values are refused", () => {
    const { state } = ep.start(0, 3, { maxTurns: 1 });
    const t = ep.step(state, a(n(state) + 2));
    assert.equal(t.done, true);
    assert.equal(t.result?.turns, 1);
    for (const bad of [0, 101, 1.5, Number.NaN])
      assert.throws(() => ep.start(0, 3, { maxTurns: bad }), RangeError);
    assert.throws(() => ep.start(-1, 3), RangeError);
  });

  it("boxed episodes read \\boxed{}", () => {
    const { state, prompt } = ep.start(0, 4, { format: "boxed" });
    assert.match(prompt, /\\boxed\{x\}$/);
    assert.equal(ep.referenceTurn(state), `\\boxed{${n(state)}}`);
    assert.equal(ep.step(state, ep.referenceTurn(state)).result?.accuracy, 1);
  });

  it("a finished, foreign, stale or malformed state is a caller error", () => {
    const { state } = ep.start(0, 1);
    const done = ep.step(state, ep.referenceTurn(state)).state;
    assert.throws(() => ep.step(done, a(1)), /over/);
    assert.throws(() => ep.step({ ...state, version: 1 }, a(1)), /version 1/);
    assert.throws(() => ep.step({ ...state, env: "sorting" }, a(1)), TypeError);
    assert.throws(() => ep.step({ ...state, turns: "x" } as never, a(1)), TypeError);
    assert.throws(() => ep.step({ ...state, seed: -4 }, a(1)), RangeError);
  });

  it("stepping a JSON round trip of the state gives the same turn (no hidden state)", () => {
    fc.assert(
      fc.property(
        fc.nat(3),
        fc.nat(10_000),
        fc.array(fc.string({ maxLength: 40 }), { maxLength: 4 }),
        (level, seed, outs) => {
          let s = ep.start(level, seed).state;
          for (const o of outs) {
            const t = ep.step(s, o);
            assert.deepEqual(ep.step(JSON.parse(JSON.stringify(s)), o), t);
            if (t.done) break;
            s = t.state;
          }
        },
      ),
    );
  });

  it("any output string is played, never thrown on (a real environment)", () => {
    const sorting = episodeOf(getEnv("sorting"));
    const { state } = sorting.start(2, 9);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const t = sorting.step(state, `<answer>${s}</answer>`);
        assert.equal(typeof t.observation, "string");
        assert.doesNotMatch(t.observation, /\d/);
      }),
    );
  });
});

describe("episodeSource", () => {
  it("serves registry environments by id or RLVE-Gym id, and nothing for unknown ids", () => {
    const s = episodeSource("sorting");
    assert.equal(s?.id, "sorting");
    assert.equal(episodeSource("sorting"), s, "wrapped once");
    const env = getEnv("bucket-sorting");
    assert.equal(episodeSource(env.rlveId ?? "")?.id, "bucket-sorting");
    assert.equal(episodeSource("no-such-env"), undefined);
  });
});
