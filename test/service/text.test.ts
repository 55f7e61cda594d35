import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { capText, responsesApiText, responseText, stripPrompt } from "../../src/service/text.ts";

describe("reading model output", () => {
  it("takes text, the last assistant message, or content parts", () => {
    assert.equal(responseText("abc"), "abc");
    assert.equal(
      responseText([
        { role: "user", content: "q" },
        { role: "assistant", content: "a1" },
        { role: "user", content: "q2" },
      ]),
      "a1",
    );
    assert.equal(responseText([{ content: [{ type: "text", text: "x" }, "y", { text: 3 }] }]), "xy");
    assert.equal(responseText(null), "");
    assert.equal(responseText(42), "");
  });

  it("reads the output_text parts of a Responses API object", () => {
    const r = {
      output: [
        { type: "reasoning", content: [{ type: "reasoning_text", text: "hidden" }] },
        {
          type: "message",
          content: [
            { type: "output_text", text: "a" },
            { type: "refusal", refusal: "no" },
          ],
        },
        { type: "message", content: [{ type: "output_text", text: "b" }] },
      ],
    };
    assert.equal(responsesApiText(r), "ab");
    assert.equal(responsesApiText({ output_text: "c" }), "c");
    assert.equal(responsesApiText(null), "");
  });

  it("strips the prompt and caps the length from the end", () => {
    assert.equal(stripPrompt("PROMPT<answer>1</answer> out", "PROMPT<answer>1</answer>"), " out");
    assert.equal(stripPrompt("<s>PROMPT rest", "PROMPT"), " rest");
    assert.equal(stripPrompt("no prompt here", "PROMPT"), "no prompt here");
    assert.equal(stripPrompt("x", undefined), "x");
    assert.equal(capText("abcdef", 3), "def");
  });

  it("never throws on any JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        assert.equal(typeof responseText(a), "string");
        assert.equal(typeof responsesApiText(a), "string");
        assert.equal(typeof stripPrompt(responseText(a), b), "string");
      }),
    );
  });
});
