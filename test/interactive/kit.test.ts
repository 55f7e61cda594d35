import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { guessNumber } from "../../src/interactive/guess-number.ts";
import { readTurn, solvedReward } from "../../src/interactive/kit.ts";
import { nim } from "../../src/interactive/nim.ts";

describe("interactive kit", () => {
  it("reads the tag that closes last, and nothing else", () => {
    assert.deepEqual(readTurn("<query>3</query> then <answer>4</answer>", "query"), {
      kind: "answer",
      body: "4",
    });
    assert.deepEqual(readTurn("<answer>4</answer> no, <query> 3 </query>", "query"), {
      kind: "query",
      body: "3",
    });
    assert.equal(readTurn("just text <query>3", "query"), null);
    assert.equal(readTurn("<move>3</move>", "query"), null);
    assert.deepEqual(readTurn("<move>3</move>", "move"), { kind: "query", body: "3" });
  });

  it("scores a solved episode 1 within the reference's count, less after it, never below 0.5", () => {
    assert.equal(solvedReward(3, 4, 6), 1);
    assert.equal(solvedReward(4, 4, 6), 1);
    assert.equal(solvedReward(5, 4, 6), 0.75);
    assert.equal(solvedReward(6, 4, 6), 0.5);
    assert.equal(solvedReward(9, 4, 4), 0.5);
  });

  it("a malformed turn uses a turn but no query, and is told what was wrong", () => {
    const { state } = guessNumber.start(2, 11);
    const t = guessNumber.step(state, "I think it is 7");
    assert.equal(t.done, false);
    assert.equal(t.state.queries, 0);
    assert.equal(t.state.turns.length, 1);
    assert.match(t.observation, /format was not followed/);
    const t2 = guessNumber.step(t.state, "<query>999999</query>");
    assert.equal(t2.state.queries, 0);
    assert.match(t2.observation, /between 1 and 32/);
  });

  it("stepping a finished episode throws, and a foreign state is refused", () => {
    const { state } = guessNumber.start(0, 1);
    const t = guessNumber.step(state, "<answer>1</answer>");
    assert.equal(t.done, true);
    assert.throws(() => guessNumber.step(t.state, "<answer>1</answer>"));
    assert.throws(() => nim.step(state, "<move>1 1</move>"));
  });

  it("a query with no query left ends the episode unsolved", () => {
    const { state: s0 } = guessNumber.start(0, 5);
    let state = s0;
    for (let i = 0; i < s0.budget; i++) {
      const t = guessNumber.step(state, "<query>1</query>");
      if (t.done) return; // the number was 1: nothing more to check for this seed
      state = t.state;
    }
    const t = guessNumber.step(state, "<query>1</query>");
    assert.equal(t.done, true);
    assert.equal(t.result?.accuracy, 0);
    assert.equal(t.result?.reward, 0);
    assert.equal(t.result?.queries, s0.budget);
  });

  it("running out of turns on malformed turns gives the format penalty", () => {
    const { state: s0 } = guessNumber.start(3, 2, { maxTurns: 2 });
    const t1 = guessNumber.step(s0, "nothing");
    const t2 = guessNumber.step(t1.state, "<answer>x</answer>");
    assert.equal(t2.done, true);
    assert.equal(t2.result?.reward, -1);
    assert.equal(t2.result?.status, "wrong_format");
    assert.equal(t2.result?.format, 0);
  });

  it("a game has no final answer: <answer> is a malformed turn", () => {
    const { state } = nim.start(0, 3);
    const t = nim.step(state, "<answer>I win</answer>");
    assert.equal(t.done, false);
    assert.match(t.observation, /no final answer/);
  });

  it("extra queries lower the reward by the documented rule", () => {
    // Waste one query on the largest value, then let the reference finish.
    for (let seed = 0; seed < 20; seed++) {
      const { state: s0 } = guessNumber.start(3, seed);
      let t = guessNumber.step(s0, "<query>64</query>");
      while (!t.done) t = guessNumber.step(t.state, guessNumber.referenceTurn(t.state));
      const r = t.result!;
      assert.equal(r.accuracy, 1);
      assert.equal(r.reward, solvedReward(r.queries!, r.optimalQueries!, s0.budget));
    }
  });

  it("the state holds nothing of the hidden instance", () => {
    for (let seed = 0; seed < 30; seed++) {
      const { state } = guessNumber.start(10, seed);
      const secret = guessNumber.secretOf(10, seed)!;
      assert.ok(!JSON.stringify(state).includes(secret), `seed ${seed}`);
    }
  });
});
