import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { FormatError } from "../../src/core/outcome.ts";
import {
  parseBigInt,
  parseCharGrid,
  parseChoice,
  parseCount,
  parseDecimal,
  parseFraction,
  parseInteger,
  parseIntList,
  parseIntRows,
  parseIntRowsGeneral,
} from "../../src/core/parse.ts";

const fails = (f: () => unknown) => assert.throws(f, FormatError);

describe("parsers", () => {
  it("integers", () => {
    assert.equal(parseInteger(" -42 "), -42);
    assert.equal(parseBigInt("123456789012345678901234567890"), 123456789012345678901234567890n);
    assert.equal(parseInteger("4.0"), 4);
    fails(() => parseInteger("4.5"));
    fails(() => parseInteger("4.01"));
    fails(() => parseInteger("12 13"));
    assert.equal(parseInteger("\u22123"), -3);
    assert.deepEqual(parseIntList("1 \u22122"), [1, -2]);
    fails(() => parseInteger("0x10"));
    fails(() => parseInteger("1e5"));
    fails(() => parseInteger("99999999999999999999"));
    fails(() => parseCount("-1"));
    fails(() => parseBigInt("9".repeat(10_000)));
  });
  it("lists accept spaces, commas and brackets", () => {
    assert.deepEqual(parseIntList("1 2 3"), [1, 2, 3]);
    assert.deepEqual(parseIntList("[1, 2, 3]"), [1, 2, 3]);
    assert.deepEqual(parseIntList(""), []);
    assert.equal(parseInteger("12."), 12);
    fails(() => parseIntList("(1) (2)"));
    fails(() => parseIntList("1 2", { length: 3 }));
    fails(() => parseIntList("1 two"));
    fails(() => parseIntList("99999999999999999"));
    assert.deepEqual(parseIntList("9007199254740991"), [9007199254740991]);
  });
  it("fractions are reduced", () => {
    assert.deepEqual(parseFraction("6/-4"), { num: -3n, den: 2n });
    assert.deepEqual(parseFraction("5"), { num: 5n, den: 1n });
    fails(() => parseFraction("1/0"));
    fails(() => parseFraction("1/2/3"));
  });
  it("decimals, choices, grids", () => {
    assert.equal(parseDecimal("-1.5e2"), -150);
    fails(() => parseDecimal("NaN"));
    fails(() => parseDecimal("1e999"));
    assert.equal(parseChoice(" yes. ", ["YES", "NO"]), "YES");
    fails(() => parseChoice("maybe", ["YES", "NO"]));
    assert.deepEqual(parseCharGrid("ab\nc d", 2, 2), [
      ["a", "b"],
      ["c", "d"],
    ]);
    fails(() => parseCharGrid("ab\ncd", 2, 3));
  });
  it("never throw anything but FormatError", () => {
    const parsers = [
      parseInteger,
      parseIntList,
      parseFraction,
      parseDecimal,
      (s: string) => parseCharGrid(s, 2, 2, "01"),
    ];
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        for (const p of parsers) {
          try {
            p(s);
          } catch (e) {
            if (!(e instanceof FormatError)) return false;
          }
        }
        return true;
      }),
    );
  });
});

describe("parseIntRows", () => {
  // The one-pass path must give what the general path (lines, then parseIntList per line) gives: the same
  // rows, or the same FormatError message.
  const outcome = (f: () => number[][]) => {
    try {
      return { rows: f() };
    } catch (err) {
      assert.ok(err instanceof FormatError, String(err));
      return { error: err.message };
    }
  };
  it("the one-pass path agrees with the general path", () => {
    const ch = fc.constantFrom(
      "0",
      "1",
      "7",
      "9",
      " ",
      " ",
      "\n",
      "\n",
      "\t",
      "\r",
      "-",
      ",",
      ".",
      "[",
      "]",
      "x",
      "\u00a0",
    );
    const digits = fc.oneof(
      fc.stringMatching(/^[0-9]{1,18}$/),
      // Around the 15-digit fast path and the largest safe integer.
      fc.constantFrom(
        "999999999999999",
        "9007199254740991",
        "9007199254740993",
        "9999999999999999",
        "0000000000000000007",
      ),
    );
    const text = fc.oneof(
      fc.array(fc.oneof(ch, digits), { maxLength: 40 }).map((a) => a.join("")),
      // Mostly well-formed grids, sometimes with a token or a line too many.
      fc
        .tuple(
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 4 }),
          fc.array(digits, { minLength: 16, maxLength: 16 }),
        )
        .map(([r, c, ds]) =>
          Array.from({ length: r }, (_, i) => ds.slice(i * c, i * c + c).join(" ")).join("\n"),
        ),
    );
    const opts = fc.record(
      { rows: fc.integer({ min: 0, max: 4 }), cols: fc.integer({ min: 1, max: 4 }) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(text, opts, (t, o) => {
        assert.deepEqual(
          outcome(() => parseIntRows(t, o)),
          outcome(() => parseIntRowsGeneral(t, o)),
        );
      }),
      { numRuns: 5000 },
    );
  });
  it("reads a grid with leading zeros, runs of spaces and blank lines", () => {
    assert.deepEqual(parseIntRows("\n 01  2\n\n3 4 \n", { rows: 2, cols: 2 }), [
      [1, 2],
      [3, 4],
    ]);
    assert.throws(() => parseIntRows("1 2\n3", { rows: 2, cols: 2 }), /expected 2 integers, got 1/);
  });
});
