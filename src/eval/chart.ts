import { Resvg } from "@resvg/resvg-js";
import * as vega from "vega";
import * as vl from "vega-lite";

/** Vega-Lite's logger, without its warnings on the console (they are about layout, not data). */
const quiet = {
  level(): number | undefined {
    return undefined;
  },
  error(...args: unknown[]) {
    throw new Error(args.map(String).join(" "));
  },
  warn() {
    return quiet;
  },
  info() {
    return quiet;
  },
  debug() {
    return quiet;
  },
} as unknown as NonNullable<Parameters<typeof vl.compile>[1]>["logger"];

/** Render a Vega-Lite spec to SVG text and PNG bytes, headless (no canvas, no browser). */
export async function renderChart(spec: vl.TopLevelSpec, zoom = 2): Promise<{ svg: string; png: Buffer }> {
  const compiled = vl.compile(spec, { logger: quiet }).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  const png = new Resvg(svg, { fitTo: { mode: "zoom", value: zoom }, font: { loadSystemFonts: true } })
    .render()
    .asPng();
  return { svg, png: Buffer.from(png) };
}

export interface FrontierRow {
  env: string;
  category: string;
  frontier: number;
  capped: boolean;
}

/**
 * The frontier chart: one panel per category, one bar per environment from -1 up to its highest mastered
 * level, labelled with the level ("none" when even level 0 failed, "+" when the search hit the max level).
 * A mastered level 0 is a visible bar of length 1, never confused with a missing one.
 */
export function frontierChartSpec(
  rows: readonly FrontierRow[],
  title: string,
  maxLevel: number,
): vl.TopLevelSpec {
  const values = rows.map((r) => ({
    env: r.env,
    category: r.category,
    start: -1,
    frontier: r.frontier,
    status: r.frontier < 0 ? "no level mastered" : r.capped ? "hit the max level" : "mastered up to",
    label: r.frontier < 0 ? "none" : `${r.frontier}${r.capped ? "+" : ""}`,
  }));
  const y = {
    field: "env",
    type: "nominal" as const,
    sort: { field: "frontier", order: "descending" as const },
    title: null,
  };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title,
    data: { values },
    facet: {
      row: {
        field: "category",
        type: "nominal",
        title: null,
        header: { labelOrient: "top", labelAnchor: "start", labelFontWeight: "bold", labelFontSize: 12 },
      },
    },
    resolve: { scale: { y: "independent" } },
    config: { axis: { labelLimit: 320 } },
    spec: {
      width: 420,
      height: { step: 14 },
      layer: [
        {
          mark: { type: "bar", height: { band: 0.7 } },
          encoding: {
            y,
            x: {
              field: "start",
              type: "quantitative",
              scale: { domain: [-1, maxLevel + 1], nice: false },
              title: "highest mastered level (bars start at -1, so a mastered level 0 shows)",
            },
            x2: { field: "frontier" },
            color: {
              field: "status",
              type: "nominal",
              title: null,
              scale: {
                domain: ["mastered up to", "hit the max level", "no level mastered"],
                range: ["#4c78a8", "#f58518", "#bab0ac"],
              },
            },
          },
        },
        {
          mark: { type: "text", align: "left", dx: 3, fontSize: 10 },
          encoding: { y, x: { field: "frontier", type: "quantitative" }, text: { field: "label" } },
        },
      ],
    },
  } as vl.TopLevelSpec;
}
