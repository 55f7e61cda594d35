import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import env, { minNonsubstring } from "../../src/envs/strings/min-nonsubstring.ts";

// A right answer followed by a period was scored invalid (-0.5); the shared parsers strip it.
it("accepts the answer with a trailing period", () => {
  const { instance } = instanceOf(env, 0, 1);
  assert.equal(verify(env, instance, `<answer>${instance.answer}.</answer>`).reward, 1);
  assert.equal(verify(env, instance, `<answer>"${instance.answer}".</answer>`).reward, 1);
  assert.equal(verify(env, instance, `<answer>${instance.answer}a.</answer>`).accuracy, 0);
});

// The solver marks substrings as binary codes; the definition, checked directly on every string of up to 11
// letters: the first {a,b}-string by length, then alphabetically, that A does not contain.
it("finds the shortest, then smallest, missing string on every short string", () => {
  const byDefinition = (s: string): string => {
    for (let len = 1; ; len++) {
      const candidates = [""];
      for (let i = 0; i < len; i++)
        candidates.splice(0, candidates.length, ...candidates.flatMap((c) => [`${c}a`, `${c}b`]));
      const missing = candidates.find((c) => !s.includes(c));
      if (missing !== undefined) return missing;
    }
  };
  for (let n = 0; n <= 11; n++)
    for (let bits = 0; bits < 2 ** n; bits++) {
      let s = "";
      for (let i = 0; i < n; i++) s += (bits >> i) & 1 ? "b" : "a";
      assert.equal(minNonsubstring(s), byDefinition(s), s);
    }
});
