import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { linearFit, logGrid, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import { criticalEta, type GridCell, LENGTH_NORM, TOKEN_SUM, tokenGrid } from "./tokengrid.ts";

/**
 * E3: length scaling. Model C with exact updates, token sum (Dr. GRPO / REINFORCE) against the 1/|o|
 * normalisation (GRPO). The collapse step size falls like 1/T for the token sum and is roughly flat in T
 * (so eta/T scales like 1/T) with length normalisation.
 */
export interface E3Config {
  Ts: number[];
  etas: number[];
  K: number;
}

export const E3_CONFIG: E3Config = { Ts: [1, 2, 4, 8, 16, 32, 64], etas: logGrid(1, 3e4, 19), K: 300 };

export function e3(opts: ExperimentOptions, cfg: E3Config = E3_CONFIG): ExperimentResult {
  const cells = tokenGrid({ ...cfg, seed: opts.seed, progress: opts.progress, label: "e3 model C grid" });
  const crit: Array<{ variant: string; T: number; best: number; bestJ: number; critical: number | null }> =
    [];
  for (const v of [TOKEN_SUM.name, LENGTH_NORM.name]) {
    for (const T of cfg.Ts) crit.push({ variant: v, T, ...criticalEta(cells, v, T) });
  }
  const slopeOf = (v: string) => {
    const pts = crit.filter((c) => c.variant === v && c.critical !== null);
    if (pts.length < 2) return null;
    return sig(
      linearFit(
        pts.map((p) => Math.log(p.T)),
        pts.map((p) => Math.log(p.critical!)),
      ).slope,
      3,
    );
  };
  const sumSlope = slopeOf(TOKEN_SUM.name);
  const lnSlope = slopeOf(LENGTH_NORM.name);
  const at = (v: string, T: number) => crit.find((c) => c.variant === v && c.T === T);
  const summary = {
    experiment: "e3",
    model: "C (Q=32, V=4, d=8, exact updates, mean J0 = 0.2 at every T)",
    K: cfg.K,
    criticalEta: crit,
    logLogSlopeTokenSum: sumSlope,
    logLogSlopeLengthNorm: lnSlope,
    bestJAtT64: { tokenSum: at(TOKEN_SUM.name, 64)?.bestJ, lengthNorm: at(LENGTH_NORM.name, 64)?.bestJ },
  };
  const lines = [
    `E3  collapse step size vs response length T (model C, exact updates, K=${cfg.K}, eta in [1, 3e4], 19 points)`,
    "",
    "T    token sum: best eta  best J   critical eta   |  1/|o|: best eta  best J   critical eta",
    ...cfg.Ts.map((T) => {
      const a = at(TOKEN_SUM.name, T)!;
      const b = at(LENGTH_NORM.name, T)!;
      return `${String(T).padEnd(4)} ${fmt(a.best).padEnd(20)} ${fmt(a.bestJ).padEnd(8)} ${(a.critical === null ? "none" : fmt(a.critical)).padEnd(14)} |  ${fmt(b.best).padEnd(16)} ${fmt(b.bestJ).padEnd(8)} ${b.critical === null ? "none" : fmt(b.critical)}`;
    }),
    "",
    "critical eta = smallest eta on the grid with >= 50% of contexts dead (J_q < 1e-3), below or above the best eta",
    `log-log slope of critical eta vs T: token sum ${sumSlope ?? "-"}, 1/|o| ${lnSlope ?? "-"} (the effective step eta/T of 1/|o| then scales like T^${lnSlope === null ? "?" : fmt(lnSlope - 1)})`,
  ];
  return {
    id: "e3",
    title: "E3: length scaling",
    summary,
    lines,
    data: { config: cfg, summary, cells },
    charts: [{ name: "e3-length", spec: chart(cells, crit) }],
  };
}

function chart(
  cells: GridCell[],
  crit: Array<{ variant: string; T: number; critical: number | null }>,
): ChartSpec {
  const color = { field: "T", type: "ordinal", title: "T", scale: { scheme: "plasma" } };
  const col = { field: "variant", type: "nominal", title: null, sort: [TOKEN_SUM.name, LENGTH_NORM.name] };
  const x = {
    field: "eta",
    type: "quantitative",
    scale: { type: "log" },
    title: "η",
    axis: { format: "~s" },
  };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E3: collapse step size against response length (model C, exact updates, K = 300)",
      subtitle:
        "top: final mean J; middle: share of dead contexts (J_q < 1e-3); bottom: critical η vs T (dashed: ∝ 1/T)",
    },
    vconcat: [
      {
        data: { values: cells },
        facet: { column: col },
        spec: {
          width: 300,
          height: 170,
          mark: { type: "line", point: { size: 14 } },
          encoding: { x, y: { field: "meanJ", type: "quantitative", title: "final mean J" }, color },
        },
      },
      {
        data: { values: cells },
        facet: { column: { ...col, header: { labels: false } } },
        spec: {
          width: 300,
          height: 130,
          mark: { type: "line", point: { size: 14 } },
          encoding: { x, y: { field: "dead", type: "quantitative", title: "dead fraction" }, color },
        },
      },
      {
        width: 300,
        height: 200,
        layer: [
          {
            data: { values: [1, 2, 4, 8, 16, 32, 64].map((T) => ({ T, ref: (1000 * 16) / T })) },
            mark: { type: "line", color: "#999", strokeDash: [4, 3] },
            encoding: {
              x: { field: "T", type: "quantitative", scale: { type: "log" } },
              y: { field: "ref", type: "quantitative", scale: { type: "log" } },
            },
          },
          {
            data: { values: crit.filter((c) => c.critical !== null) },
            mark: { type: "line", point: { size: 50, filled: true } },
            encoding: {
              x: { field: "T", type: "quantitative", scale: { type: "log" }, title: "response length T" },
              y: {
                field: "critical",
                type: "quantitative",
                scale: { type: "log" },
                title: "critical η",
                axis: { format: "~s" },
              },
              color: {
                field: "variant",
                type: "nominal",
                title: "update",
                scale: { range: ["#1f77b4", "#d62728"] },
              },
            },
          },
        ],
      },
    ],
    resolve: { scale: { color: "independent" } },
  } as ChartSpec;
}
