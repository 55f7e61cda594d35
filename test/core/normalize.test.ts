import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { instanceOf, verify, wrapAnswer } from "../../src/core/kit.ts";
import { normalizeAnswer } from "../../src/core/normalize.ts";
import { FormatError } from "../../src/core/outcome.ts";
import { parseBigInt, parseChoice, parseDecimal, parseFraction, parseIntList } from "../../src/core/parse.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Rng } from "../../src/core/rng.ts";

/** Digits of other scripts: (zero code point) for a few of the runs Unicode defines. */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10, 0x1d7ce, 0x1d7ec];

function inScript(s: string, zero: number): string {
  return s.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
}

/** Equivalent notations of an integer written `s` (a sign and digits). */
const intNotation = (s: string) =>
  fc
    .constantFrom(
      (t: string) => t,
      (t: string) => (t.startsWith("-") ? t : `+${t}`),
      (t: string) => t.replace(/^(-?)/, "$1000"),
      (t: string) => `${t}.0`,
      (t: string) => `${t}.`,
      (t: string) => `$${t}$`,
      (t: string) => `$$${t}$$`,
      (t: string) => `\\(${t}\\)`,
      (t: string) => `\\[${t}\\]`,
      (t: string) => `\\text{${t}}`,
      (t: string) => `**${t}**`,
      (t: string) => t.replace("-", "\u2212"),
      (t: string) => inScript(t, 0x0660),
      (t: string) => inScript(t, 0xff10),
      (t: string) => `$${inScript(t, 0x1d7ce)}$`,
    )
    .map((f) => f(s));

describe("answer notation policy", () => {
  it("digits of every script and compatibility forms become ASCII", () => {
    for (const zero of ZEROS) assert.equal(normalizeAnswer(inScript("1234567890", zero)), "1234567890");
    assert.equal(normalizeAnswer("\uff21lice"), "Alice");
    assert.equal(normalizeAnswer("\u22123"), "-3");
    assert.equal(normalizeAnswer("\u20133"), "-3");
    assert.equal(normalizeAnswer("1\u00a02"), "1 2");
  });

  it("wrappers around the whole answer are removed, nested ones too", () => {
    assert.equal(normalizeAnswer("$42$"), "42");
    assert.equal(normalizeAnswer(" \\( \\text{Alice} \\) "), "Alice");
    assert.equal(normalizeAnswer("$\\frac{3}{4}$"), "3/4");
    assert.equal(normalizeAnswer("-\\dfrac{3}{4}"), "-3/4");
    assert.equal(normalizeAnswer("`1 2 3`"), "1 2 3");
    // Not around the whole answer: left alone.
    assert.equal(normalizeAnswer("$1$ $2$"), "$1$ $2$");
  });

  it("refuses superscripts, vulgar fractions, exponents and thousands separators for integers", () => {
    for (const s of ["10\u00b3", "\u00bd", "1e3", "1,000", "1 000", "4.5", "0x10", "42.01", "\\frac{1}{2}"]) {
      assert.throws(() => parseBigInt(s), FormatError, s);
    }
    assert.throws(() => parseFraction("\u00bd"), FormatError);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (s) => {
        const once = normalizeAnswer(s);
        return normalizeAnswer(once) === once;
      }),
      { numRuns: 300, seed: 14 },
    );
  });

  it("an equivalent notation of an integer is accepted, a near miss in any notation is not", () => {
    fc.assert(
      fc.property(
        fc
          .bigInt({ min: -(10n ** 30n), max: 10n ** 30n })
          .chain((v) =>
            fc.tuple(fc.constant(v), intNotation(v.toString()), intNotation((v + 1n).toString())),
          ),
        ([v, same, near]) => {
          assert.equal(parseBigInt(same), v, same);
          assert.notEqual(parseBigInt(near), v, near);
        },
      ),
      { numRuns: 400, seed: 1 },
    );
  });

  it("lists, decimals, fractions and words follow the same policy", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(0x0660, 0xff10, 0x30),
        (xs, zero) => {
          const text = inScript(xs.join(" ").replace(/-/g, "\u2212"), zero);
          assert.deepEqual(parseIntList(`$${text}$`), xs);
          const near = xs.map((x, i) => (i === 0 ? x + 1 : x));
          assert.notDeepEqual(parseIntList(`$${inScript(near.join(" "), zero)}$`), xs);
        },
      ),
      { numRuns: 200, seed: 2 },
    );
    assert.equal(parseDecimal("\\(\uff11.\uff15\\)"), 1.5);
    assert.equal(parseDecimal("+1.50"), 1.5);
    assert.deepEqual(parseFraction("$\\frac{6}{8}$"), { num: 3n, den: 4n });
    assert.deepEqual(parseFraction("0.75"), { num: 3n, den: 4n });
    assert.deepEqual(parseFraction("-1.25"), { num: -5n, den: 4n });
    assert.notDeepEqual(parseFraction("0.7501"), { num: 3n, den: 4n });
    assert.equal(parseChoice("\\text{\uff39es}", ["Yes", "No"] as const), "Yes");
  });

  it("verify applies the policy in every environment: an integer, a list and a word answer", () => {
    // taking-prime-game parses with parseInteger, sorting with an integer list, delta-nim-game with its own
    // word parser: the notation is accepted alike, and a near miss stays wrong.
    for (const id of ["taking-prime-game", "sorting", "delta-nim-game"]) {
      const env = getEnv(id);
      for (let seed = 1; seed <= 5; seed++) {
        const { instance } = instanceOf(env, 3, seed);
        const ref = env.reference(instance);
        for (const wrap of [
          (t: string) => `$${t}$`,
          (t: string) => `\\(${inScript(t, 0x0660)}\\)`,
          (t: string) => `\\text{${inScript(t, 0xff10)}}`,
        ]) {
          assert.equal(
            verify(env, instance, wrapAnswer(wrap(ref))).accuracy,
            1,
            `${id} ${seed} ${wrap(ref)}`,
          );
          for (const w of env.wrongAnswers(instance, Rng.from("normalize-test", seed))) {
            if (w.trim() === ref.trim()) continue;
            assert.equal(
              verify(env, instance, wrapAnswer(wrap(w))).accuracy,
              0,
              `${id} ${seed} near miss ${w}`,
            );
          }
        }
      }
    }
  });
});
