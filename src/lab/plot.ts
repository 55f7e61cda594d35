import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import * as vega from "vega";
import { compile, type TopLevelSpec } from "vega-lite";

export type ChartSpec = TopLevelSpec;

const CONFIG = {
  font: "DejaVu Sans",
  background: "white",
  view: { stroke: "#ccc" },
  axis: { labelFontSize: 11, titleFontSize: 12, grid: true, gridColor: "#eee" },
  legend: { labelFontSize: 11, titleFontSize: 12 },
  title: { fontSize: 14, anchor: "start" as const, subtitleFontSize: 11, subtitleColor: "#555" },
};

/** Render a vega-lite spec headlessly (renderer 'none') to SVG, and the SVG to PNG with resvg. */
export async function renderChart(spec: ChartSpec): Promise<{ svg: string; png: Buffer }> {
  const full = { ...spec, config: { ...CONFIG, ...(spec.config ?? {}) } } as TopLevelSpec;
  const view = new vega.View(vega.parse(compile(full).spec), { renderer: "none" });
  const svg = tidySvg(await view.toSVG(), chartTitle(spec));
  view.finalize();
  const png = new Resvg(svg, {
    fitTo: { mode: "zoom", value: 1.5 },
    background: "white",
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  })
    .render()
    .asPng();
  return { svg, png };
}

/** Write <dir>/<name>.svg and <dir>/<name>.png; returns the paths. */
export async function writeChart(dir: string, name: string, spec: ChartSpec): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const { svg, png } = await renderChart(spec);
  const s = join(dir, `${name}.svg`);
  const p = join(dir, `${name}.png`);
  writeFileSync(s, svg);
  writeFileSync(p, png);
  return [s, p];
}

/** Replace non-finite numbers (which JSON cannot hold) by null, recursively. */
export function jsonSafe(v: unknown): unknown {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (Array.isArray(v)) return v.map(jsonSafe);
  if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return Array.from(v as Float64Array, jsonSafe);
  if (v !== null && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, jsonSafe(x)]));
  }
  return v;
}

function chartTitle(spec: ChartSpec): string {
  const t = (spec as { title?: string | { text?: string | string[] } }).title;
  const text =
    typeof t === "string" ? t : Array.isArray(t?.text) ? t.text.join(" ") : (t?.text ?? "rlve lab chart");
  return text;
}

/**
 * Drop vega's ARIA roles and labels (biome's a11y rules reject roles on <g> and <path>) and add a <title>
 * as the first child of the root <svg> (its accessible name).
 */
export function tidySvg(svg: string, title: string): string {
  const clean = svg.replace(/ role="[^"]*"/g, "").replace(/ aria-[a-z]+="[^"]*"/g, "");
  const esc = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const end = clean.indexOf(">", clean.indexOf("<svg"));
  if (end < 0) return clean;
  return `${clean.slice(0, end + 1)}<title>${esc}</title>${clean.slice(end + 1)}`;
}
