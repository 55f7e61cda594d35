import { measuredThreshold, runCatastrophe } from "../catastrophe.ts";
import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";

/**
 * E2: sharp step-size threshold and catastrophic failure under perfect alignment (model B).
 * Δμ_k > 0 at every step of every run, yet eta < 2/a drives J -> 1 and eta > 2/a drives J -> 0.
 */
export interface E2Config {
  a: number;
  etas: number[];
  K: number;
  /** Steps for the bisection that measures the threshold. */
  bisectionK: number;
  sweepA: number[];
  lateEtas: number[];
}

export const E2_CONFIG: E2Config = {
  a: 1,
  etas: [0.5, 1, 1.5, 1.9, 2.1, 2.5, 3],
  K: 400,
  bisectionK: 2000,
  sweepA: [0.25, 0.5, 1, 2, 4, 8],
  lateEtas: [2.01, 2.05, 2.1],
};

export function e2(opts: ExperimentOptions, cfg: E2Config = E2_CONFIG): ExperimentResult {
  // Model B is deterministic; the seed only labels the output.
  opts.progress.start(cfg.etas.length + cfg.sweepA.length + cfg.lateEtas.length, "e2 model B runs");
  const traj: Array<Record<string, number | string>> = [];
  const runs: Array<Record<string, unknown>> = [];
  let alwaysAligned = true;
  for (const eta of cfg.etas) {
    const r = runCatastrophe({ a: cfg.a, eta, K: cfg.K });
    const minAlign = Math.min(...r.alignment);
    if (!(minAlign > 0)) alwaysAligned = false;
    const last = r.logOdds[r.logOdds.length - 1]!;
    runs.push({
      eta,
      finalLogOdds: sig(last),
      finalJ: sig(Math.exp(r.finalLogJ), 6),
      converged: last > 0,
      minAlignment: sig(minAlign),
      collapseStep: r.collapseStep,
      decreasingFrom: r.decreasingFrom,
      steps: r.alignment.length,
    });
    r.logOdds.forEach((p, k) => {
      if (k <= 60 && Number.isFinite(p))
        traj.push({ eta, k, logOdds: sig(Math.max(p, -1e6)), alignment: sig(r.alignment[k] ?? Number.NaN) });
    });
    opts.progress.tick();
  }
  const sweep: Array<{ a: number; measured: number; predicted: number; relErr: number }> = [];
  for (const a of cfg.sweepA) {
    const pred = 2 / a;
    const measured = measuredThreshold(a, { K: cfg.bisectionK, lo: pred / 2, hi: pred * 1.5 });
    sweep.push({
      a,
      measured: sig(measured, 6),
      predicted: sig(pred, 6),
      relErr: sig(measured / pred - 1, 3),
    });
    opts.progress.tick();
  }
  const late = cfg.lateEtas.map((eta) => {
    const r = runCatastrophe({ a: cfg.a, eta, K: 1000 });
    opts.progress.tick();
    return { eta, firstNegativeStep: r.collapseStep };
  });
  opts.progress.stop();
  const main = sweep.find((s) => s.a === cfg.a)!;
  const summary = {
    experiment: "e2",
    model: `B (a=${cfg.a}, theta0=(0,1), w = gap)`,
    measuredThreshold: main.measured,
    predictedThreshold: main.predicted,
    relativeError: main.relErr,
    alignmentPositiveEverywhere: alwaysAligned,
    runs,
    lateCollapse: late,
    sweep,
  };
  const lines = [
    "E2  sharp threshold under perfect alignment (model B: z_c = theta1, z_i = (a/2) theta2^2, w = gap)",
    "",
    "eta   final logit J   final J      min alignment  collapse step  decreasing from",
    ...runs.map(
      (r) =>
        `${String(r.eta).padEnd(5)} ${fmt(r.finalLogOdds as number).padEnd(15)} ${fmt(r.finalJ as number).padEnd(12)} ${fmt(r.minAlignment as number).padEnd(14)} ${String(r.collapseStep ?? "-").padEnd(14)} ${r.converged ? "-" : String(r.decreasingFrom ?? "-")}`,
    ),
    "",
    `alignment > 0 at every step of every run: ${alwaysAligned}`,
    `late collapse near the boundary (first k with logit J < 0): ${late.map((l) => `eta=${l.eta}: ${l.firstNegativeStep}`).join(", ")}`,
    `measured threshold (bisection, K=${cfg.bisectionK}) for a=${cfg.a}: ${main.measured} vs predicted 2/a = ${main.predicted} (relative error ${fmt(main.relErr * 100, 2)}%)`,
    `sweep over a: ${sweep.map((s) => `a=${s.a}: ${fmt(s.measured, 5)} (2/a=${fmt(s.predicted, 5)})`).join("; ")}`,
  ];
  return {
    id: "e2",
    title: "E2: sharp step-size threshold",
    summary,
    lines,
    data: { config: cfg, summary, trajectories: traj },
    charts: [{ name: "e2-threshold", spec: chart(traj, sweep) }],
  };
}

function chart(
  traj: Array<Record<string, number | string>>,
  sweep: Array<{ a: number; measured: number; predicted: number }>,
): ChartSpec {
  const curve = Array.from({ length: 60 }, (_, i) => {
    const a = 0.2 * 1.1 ** i;
    return { a, predicted: 2 / a };
  }).filter((p) => p.a <= 10);
  const color = {
    field: "eta",
    type: "ordinal",
    title: "η",
    sort: "ascending",
    scale: {
      domain: [0.5, 1, 1.5, 1.9, 2.1, 2.5, 3],
      range: ["#08306b", "#2171b5", "#4292c6", "#6baed6", "#fc9272", "#ef3b2c", "#99000d"],
    },
  };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E2: perfectly aligned updates, sharp threshold at η = 2/a (model B, a = 1)",
      subtitle:
        "left: log-odds Φ_k (symlog); middle: alignment Δμ_k > 0 always; right: measured critical η vs a",
    },
    hconcat: [
      {
        width: 260,
        height: 240,
        data: { values: traj },
        mark: { type: "line", clip: true },
        encoding: {
          x: { field: "k", type: "quantitative", title: "step k" },
          y: {
            field: "logOdds",
            type: "quantitative",
            title: "logit J_k",
            scale: { type: "symlog", domain: [-1000, 200] },
          },
          color,
        },
      },
      {
        width: 260,
        height: 240,
        data: { values: traj },
        transform: [{ filter: "isValid(datum.alignment) && datum.alignment > 0" }],
        mark: { type: "line" },
        encoding: {
          x: { field: "k", type: "quantitative", title: "step k" },
          y: {
            field: "alignment",
            type: "quantitative",
            title: "Δμ_k = ‖Δg‖²",
            scale: { type: "log" },
            axis: { format: ".0e" },
          },
          color,
        },
      },
      {
        width: 240,
        height: 240,
        layer: [
          {
            data: { values: curve },
            mark: { type: "line", color: "black" },
            encoding: {
              x: { field: "a", type: "quantitative", scale: { type: "log" }, title: "curvature a" },
              y: { field: "predicted", type: "quantitative", scale: { type: "log" }, title: "critical η" },
            },
          },
          {
            data: { values: sweep },
            mark: { type: "point", filled: true, size: 70, color: "#d62728" },
            encoding: {
              x: { field: "a", type: "quantitative" },
              y: { field: "measured", type: "quantitative" },
            },
          },
        ],
      },
    ],
    resolve: { scale: { color: "shared" } },
  } as ChartSpec;
}
