import { Resvg } from "@resvg/resvg-js";
import * as vega from "vega";
import * as vl from "vega-lite";

/** Render a Vega-Lite spec to SVG text and PNG bytes, headless (no canvas, no browser). */
export async function renderChart(spec: vl.TopLevelSpec): Promise<{ svg: string; png: Buffer }> {
  const compiled = vl.compile(spec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  const png = new Resvg(svg, { fitTo: { mode: "zoom", value: 2 }, font: { loadSystemFonts: true } })
    .render()
    .asPng();
  return { svg, png: Buffer.from(png) };
}
