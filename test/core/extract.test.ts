import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  extractAnswer,
  formatInstruction,
  INSTRUCTION_FIRST_WORD,
  lastAssistantTurn,
  mayHoldInstruction,
  wrapAnswer,
} from "../../src/core/extract.ts";

describe("extractAnswer (tags)", () => {
  it("takes the last complete answer", () => {
    assert.equal(extractAnswer("<answer>1</answer> then <answer>2</answer>"), "2");
    assert.equal(extractAnswer("<answer>1</answer> then <answer>2"), "1");
    assert.equal(extractAnswer("<answer>a <answer>b</answer>"), "b");
    assert.equal(extractAnswer("  <answer>\n 7 \n</answer>  "), "7");
  });
  it("returns null when there is no complete answer", () => {
    assert.equal(extractAnswer("no markers"), null);
    assert.equal(extractAnswer("<answer>open only"), null);
    assert.equal(extractAnswer("</answer><answer>"), null);
  });
  it("reads only the last assistant turn of a transcript", () => {
    const t = "<|im_start|>user\nExample: <answer>5</answer><|im_end|>\n<|im_start|>assistant\nThinking...";
    assert.equal(extractAnswer(t), null);
    assert.equal(extractAnswer(`${t} <answer>6</answer>`), "6");
    assert.equal(lastAssistantTurn("User: hi\nAssistant: yo"), " yo");
  });
  it("lastAssistantTurn cuts after the header that starts last, as a search per header does", () => {
    const headers = [
      "<|im_start|>assistant",
      "<|start_header_id|>assistant<|end_header_id|>",
      "<|assistant|>",
      "<start_of_turn>model",
      "<｜Assistant｜>",
      "Assistant:",
    ];
    // The definition: the largest index at which any header starts (headers never start at one index).
    const direct = (out: string) => {
      let cut = -1;
      let len = 0;
      for (const h of headers) {
        const i = out.lastIndexOf(h);
        if (i > cut) [cut, len] = [i, h.length];
      }
      return cut < 0 ? out : out.slice(cut + len);
    };
    const piece = fc.oneof(
      fc.constantFrom(...headers, "<", "<|", "<answer>", "</answer>", "Assistant", "assistant", "A", "|>"),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const out = parts.join("");
        assert.equal(lastAssistantTurn(out), direct(out));
      }),
      { numRuns: 2000 },
    );
  });
  it("ignores an answer inside an earlier think block when a later one exists", () => {
    assert.equal(extractAnswer("<think>maybe <answer>1</answer></think> <answer>2</answer>"), "2");
  });
});

describe("extractAnswer (boxed)", () => {
  it("balances braces", () => {
    assert.equal(extractAnswer("\\boxed{\\frac{1}{2}}", "boxed"), "\\frac{1}{2}");
    assert.equal(extractAnswer("\\boxed{1} and \\boxed{{2}}", "boxed"), "{2}");
    assert.equal(extractAnswer("\\boxed{\\text{Alice}}", "boxed"), "Alice");
  });
  it("falls back to the last balanced box", () => {
    assert.equal(extractAnswer("\\boxed{3} then \\boxed{4", "boxed"), "3");
    assert.equal(extractAnswer("\\boxed{", "boxed"), null);
  });
  it("does not read tags in boxed mode or boxes in tags mode", () => {
    assert.equal(extractAnswer("<answer>1</answer>", "boxed"), null);
    assert.equal(extractAnswer("\\boxed{1}", "tags"), null);
  });
});

describe("wrapAnswer and formatInstruction", () => {
  it("round-trips any answer text without markers", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!s.includes("answer>") && !s.includes("Assistant:") && !s.includes("<|"));
        return extractAnswer(wrapAnswer(s, "tags"), "tags") === s.trim();
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9 {}]*$/), (s) => {
        let depth = 0;
        for (const c of s) {
          depth += c === "{" ? 1 : c === "}" ? -1 : 0;
          if (depth < 0) return true;
        }
        fc.pre(depth === 0);
        return extractAnswer(wrapAnswer(s, "boxed"), "boxed") === s.trim();
      }),
    );
  });
  it("states the markers in use", () => {
    assert.match(formatInstruction("tags", "1 2"), /<answer>1 2<\/answer>/);
    assert.match(formatInstruction("boxed", "1 2"), /\\boxed\{1 2\}/);
    assert.doesNotMatch(formatInstruction("boxed"), /<answer>/);
  });
  it("starts with the word verify looks for before it builds the instruction to ignore", () => {
    for (const format of ["tags", "boxed"] as const)
      for (const example of [undefined, "3", "a b"])
        assert.equal(formatInstruction(format, example).split(/\s/)[0], INSTRUCTION_FIRST_WORD);
  });
  it("holds the words verify checks before it builds the instruction (any format, any example)", () => {
    for (const format of ["tags", "boxed"] as const)
      for (const example of [undefined, "3", "a b", "You"]) {
        const instr = formatInstruction(format, example);
        assert.ok(mayHoldInstruction(instr), instr);
        // With any whitespace between the words, as removal matches it.
        assert.ok(mayHoldInstruction(instr.split(/\s+/).join("\n  ")), instr);
      }
    assert.equal(mayHoldInstruction("You asked for the answer, so here it is: <answer>3</answer>"), false);
  });
  it("is linear on huge inputs", () => {
    const s = `${"\\boxed{".repeat(100_000)}x`;
    assert.equal(extractAnswer(s, "boxed"), null);
  });
});

describe("extractAnswer ignores the prompt's format instruction", () => {
  it("an echoed instruction holds no answer; a later answer still counts", () => {
    const instr = formatInstruction("tags", "3");
    assert.equal(extractAnswer(`Solve it.\n\n${instr}`, "tags", [instr]), null);
    assert.equal(extractAnswer(`Solve it.\n\n${instr.replace(/ /g, "\n")}`, "tags", [instr]), null);
    assert.equal(extractAnswer(`${instr}\nmy answer: <answer>5</answer>`, "tags", [instr]), "5");
    const boxed = formatInstruction("boxed", "3");
    assert.equal(extractAnswer(`Solve it.\n\n${boxed}`, "boxed", [boxed]), null);
    // Without the instruction to ignore, the example is what the old extractor found.
    assert.equal(extractAnswer(`Solve it.\n\n${instr}`, "tags"), "3");
  });
});
