import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { linearFit, logGrid, mean, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import {
  alignmentAndThreshold,
  expectedTokenUpdate,
  tokenGap,
  tokenRegularity,
  tokenState,
} from "../token.ts";
import { calibratedModel, type GridCell, LENGTH_NORM, TOKEN_SUM, tokenGrid } from "./tokengrid.ts";

/**
 * E5: phase diagram of model C over (eta, T): slow (small eta), converging, collapse (large eta), for the
 * token sum and for the 1/|o| update; with the theoretical boundary eta_crit ∝ Δμ / (G_tok² T²) from the
 * per-token bounds (§4), evaluated at theta0.
 */
export interface E5Config {
  Ts: number[];
  etas: number[];
  K: number;
}

export const E5_CONFIG: E5Config = { Ts: [1, 2, 4, 8, 16, 32, 64], etas: logGrid(1, 1e5, 16), K: 300 };

type Phase = "slow" | "converging" | "collapse";

export function e5(opts: ExperimentOptions, cfg: E5Config = E5_CONFIG): ExperimentResult {
  const cells = tokenGrid({
    ...cfg,
    seed: opts.seed,
    progress: opts.progress,
    label: "e5 model C phase grid",
  });
  // Phase of each cell: collapse when at least half the contexts are dead; converging when the final mean
  // J has covered at least half of the way from J0 = 0.2 to the best J of that (variant, T) row.
  const phased = cells.map((c) => {
    const row = cells.filter((x) => x.variant === c.variant && x.T === c.T);
    const best = Math.max(...row.map((x) => x.meanJ));
    const phase: Phase =
      c.dead >= 0.5 ? "collapse" : c.meanJ - 0.2 >= 0.5 * (best - 0.2) ? "converging" : "slow";
    return { ...c, phase };
  });
  // Theory at theta0: the per-token bound eta_bound(T) = 2 Δμ / ((2 L_tok T + G_tok² T²) |w|²) and the
  // exact second-order threshold of the mean J along the initial direction.
  const theory: Array<Record<string, number | string>> = [];
  for (const T of cfg.Ts) {
    const { model, theta0 } = calibratedModel(T, opts.seed);
    const st = tokenState(model, theta0);
    const { Gtok, Ltok } = tokenRegularity(model, st);
    for (const algo of [TOKEN_SUM, LENGTH_NORM]) {
      const w = expectedTokenUpdate(model, st, algo, 8);
      const w2 = w.reduce((a, v) => a + v * v, 0);
      const gaps = Array.from({ length: model.Q }, (_, q) => tokenGap(model, st, q));
      const dmu = mean(gaps.map((g) => g.reduce((a, v, j) => a + v * w[j]!, 0)));
      const bound = (2 * dmu) / ((2 * Ltok * T + Gtok * Gtok * T * T) * w2);
      const local = alignmentAndThreshold(model, st, w).etaCritJ;
      theory.push({
        variant: algo.name,
        T,
        Gtok: sig(Gtok),
        Ltok: sig(Ltok),
        bound: sig(bound),
        local: sig(local),
      });
    }
  }
  // Upper boundary: smallest collapsing eta in each row (past the best one); lower: first converging eta.
  const boundary: Array<{ variant: string; T: number; lower: number | null; upper: number | null }> = [];
  for (const v of [TOKEN_SUM.name, LENGTH_NORM.name]) {
    for (const T of cfg.Ts) {
      const row = phased.filter((c) => c.variant === v && c.T === T).sort((a, b) => a.eta - b.eta);
      const lower = row.find((c) => c.phase === "converging")?.eta ?? null;
      let bi = 0;
      row.forEach((c, i) => {
        if (c.meanJ > row[bi]!.meanJ) bi = i;
      });
      const upper = row.slice(bi + 1).find((c) => c.phase === "collapse")?.eta ?? null;
      boundary.push({ variant: v, T, lower, upper });
    }
  }
  const slope = (v: string, key: "upper" | "lower") => {
    const pts = boundary.filter((b) => b.variant === v && b[key] !== null);
    if (pts.length < 2) return null;
    return sig(
      linearFit(
        pts.map((p) => Math.log(p.T)),
        pts.map((p) => Math.log(p[key]!)),
      ).slope,
      3,
    );
  };
  // Scale of the bound: how far below the measured collapse boundary it sits (median ratio, token sum).
  const ratios = boundary
    .filter((b) => b.variant === TOKEN_SUM.name && b.upper !== null)
    .map((b) => b.upper! / (theory.find((t) => t.variant === TOKEN_SUM.name && t.T === b.T)!.bound as number))
    .sort((a, b) => a - b);
  const scale = ratios.length > 0 ? ratios[Math.floor(ratios.length / 2)]! : 1;
  const overlay = theory.map((t) => ({ ...t, scaledBound: sig((t.bound as number) * scale) }));
  const counts = (v: string) =>
    Object.fromEntries(
      (["slow", "converging", "collapse"] as Phase[]).map((p) => [
        p,
        phased.filter((c) => c.variant === v && c.phase === p).length,
      ]),
    );
  const summary = {
    experiment: "e5",
    model: "C (Q=32, V=4, d=8, exact updates, K=300)",
    upperBoundarySlope: {
      tokenSum: slope(TOKEN_SUM.name, "upper"),
      lengthNorm: slope(LENGTH_NORM.name, "upper"),
    },
    lowerBoundarySlope: {
      tokenSum: slope(TOKEN_SUM.name, "lower"),
      lengthNorm: slope(LENGTH_NORM.name, "lower"),
    },
    theoryBoundSlope: sig(
      linearFit(
        theory.filter((t) => t.variant === TOKEN_SUM.name).map((t) => Math.log(t.T as number)),
        theory.filter((t) => t.variant === TOKEN_SUM.name).map((t) => Math.log(t.bound as number)),
      ).slope,
      3,
    ),
    boundScaleFactor: sig(scale, 3),
    phaseCounts: { tokenSum: counts(TOKEN_SUM.name), lengthNorm: counts(LENGTH_NORM.name) },
    boundary,
    theory,
  };
  const lines = [
    "E5  phase diagram over (eta, T): slow / converging / collapse (model C, exact updates, K=300)",
    "",
    "T    token sum: converging from  collapse from  |  1/|o|: converging from  collapse from   bound (token sum)",
    ...cfg.Ts.map((T) => {
      const a = boundary.find((b) => b.variant === TOKEN_SUM.name && b.T === T)!;
      const b = boundary.find((x) => x.variant === LENGTH_NORM.name && x.T === T)!;
      const th = theory.find((t) => t.variant === TOKEN_SUM.name && t.T === T)!;
      return `${String(T).padEnd(4)} ${fmt(a.lower ?? Number.NaN).padEnd(26)} ${(a.upper === null ? "none" : fmt(a.upper)).padEnd(14)} |  ${fmt(b.lower ?? Number.NaN).padEnd(22)} ${(b.upper === null ? "none" : fmt(b.upper)).padEnd(15)} ${fmt(th.bound as number)}`;
    }),
    "",
    `log-log slope of the collapse boundary vs T: token sum ${summary.upperBoundarySlope.tokenSum ?? "-"}, 1/|o| ${summary.upperBoundarySlope.lengthNorm ?? "-"}`,
    `per-token bound 2Δμ/((2 L_tok T + G_tok² T²)|w|²) at theta0: slope ${summary.theoryBoundSlope} in log-log; it is conservative by a factor ~${fmt(scale)} (drawn rescaled)`,
    `cells per phase: token sum ${JSON.stringify(summary.phaseCounts.tokenSum)}, 1/|o| ${JSON.stringify(summary.phaseCounts.lengthNorm)}`,
  ];
  return {
    id: "e5",
    title: "E5: phase diagram",
    summary,
    lines,
    data: { config: cfg, summary, cells: phased },
    charts: [{ name: "e5-phase", spec: chart(phased, overlay, cfg.etas) }],
  };
}

function chart(
  cells: Array<GridCell & { phase: Phase }>,
  overlay: Array<Record<string, number | string>>,
  etas: number[],
): ChartSpec {
  const r = Math.sqrt(etas[1]! / etas[0]!);
  const rects = cells.map((c) => ({
    ...c,
    x0: c.eta / r,
    x1: c.eta * r,
    y0: c.T / Math.SQRT2,
    y1: c.T * Math.SQRT2,
  }));
  const panel = (variant: string) => ({
    width: 330,
    height: 260,
    title: variant === TOKEN_SUM.name ? "token sum (Dr. GRPO / REINFORCE)" : "1/|o| (GRPO)",
    layer: [
      {
        data: { values: rects.filter((c) => c.variant === variant) },
        mark: { type: "rect" },
        encoding: {
          x: {
            field: "x0",
            type: "quantitative",
            scale: { type: "log", nice: false },
            title: "η",
            axis: { format: "~s" },
          },
          x2: { field: "x1" },
          y: {
            field: "y0",
            type: "quantitative",
            scale: { type: "log", nice: false },
            title: "response length T",
          },
          y2: { field: "y1" },
          color: {
            field: "meanJ",
            type: "quantitative",
            title: "final mean J",
            scale: { scheme: "viridis", domain: [0, 1] },
          },
        },
      },
      {
        data: { values: rects.filter((c) => c.variant === variant && c.phase === "collapse") },
        mark: { type: "point", shape: "cross", color: "white", size: 40, strokeWidth: 1.5 },
        encoding: { x: { field: "eta", type: "quantitative" }, y: { field: "T", type: "quantitative" } },
      },
      {
        data: { values: overlay.filter((t) => t.variant === variant) },
        mark: { type: "line", color: "#ff4d4d", strokeWidth: 2.5, strokeDash: [6, 3], clip: true },
        encoding: {
          x: { field: "scaledBound", type: "quantitative" },
          y: { field: "T", type: "quantitative" },
        },
      },
    ],
  });
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E5: phase diagram of model C (exact updates, K = 300): final mean J over (η, T)",
      subtitle:
        "× = collapse (≥ 50% of contexts dead); red dashed: per-token bound η ∝ Δμ/((2L T + G² T²)|w|²) at θ0, rescaled",
    },
    hconcat: [panel(TOKEN_SUM.name), panel(LENGTH_NORM.name)],
    resolve: { scale: { color: "shared" } },
  } as ChartSpec;
}
