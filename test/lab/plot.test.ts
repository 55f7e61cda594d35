import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { jsonSafe, renderChart } from "../../src/lab/plot.ts";

describe("lab plots", () => {
  it("renders a vega-lite spec to an SVG with a title and no ARIA roles, and to a PNG", async () => {
    const { svg, png } = await renderChart({
      title: "a <test> chart",
      data: {
        values: [
          { x: 1, y: 2 },
          { x: 2, y: 3 },
        ],
      },
      mark: "line",
      encoding: { x: { field: "x", type: "quantitative" }, y: { field: "y", type: "quantitative" } },
    });
    assert.match(svg, /^<svg[^>]*><title>a &lt;test&gt; chart<\/title>/);
    assert.doesNotMatch(svg, / role="/);
    assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]); // "PNG"
  });

  it("JSON output replaces non-finite numbers by null", () => {
    assert.deepEqual(jsonSafe({ a: [1, Number.NaN, Number.POSITIVE_INFINITY], b: new Float64Array([2]) }), {
      a: [1, null, null],
      b: [2],
    });
  });
});
