import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { INTERACTIVE_MD, renderInteractive } from "../../scripts/interactive-docs.ts";

describe("docs/interactive.md", () => {
  it("is generated from the current interactive environments", () => {
    assert.ok(
      readFileSync(INTERACTIVE_MD, "utf8") === renderInteractive(),
      "docs/interactive.md is stale: run npm run interactive:docs and commit the result",
    );
  });
});
