import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { criticalEta, type GridCell } from "../../src/lab/experiments/tokengrid.ts";

describe("E3 critical eta (issue 26)", () => {
  it("is the smallest collapsing eta, even when a larger eta ends best", () => {
    // T = 32 with 1/|o| at seed 1: eta 9,540 killed every context, 16,900 reached J 0.70, 30,000 collapsed.
    const cell = (eta: number, meanJ: number, dead: number) =>
      ({ variant: "v", T: 32, eta, meanJ, dead }) as GridCell;
    const cells = [cell(1000, 0.5, 0), cell(9540, 0, 1), cell(16900, 0.7, 0), cell(30000, 0, 1)];
    assert.deepEqual(criticalEta(cells, "v", 32), { best: 16900, bestJ: 0.7, critical: 9540 });
  });
});
