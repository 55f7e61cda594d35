import { DR_GRPO, GRPO } from "../algos.ts";
import { type BanditUpdate, createBandit, MODEL_A, runBandit } from "../bandit.ts";
import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { linearFit, logit, median, sig, sigmoid } from "../num.ts";
import type { ChartSpec } from "../plot.ts";

/**
 * E1: first-order identity logit J_q(K) - logit J_q(0) ≈ S_q(K) = sum_k eta Δμ_q(k), and the logistic
 * link J_q(K) ≈ sigma(logit J_q(0) + S_q(K)), on model A ("random" variant: contexts conflict).
 */
export interface E1Config {
  K: number;
  G: number;
  runs: Array<{ label: string; update: BanditUpdate; etas: number[]; smallUpTo: number }>;
}

export const E1_CONFIG: E1Config = {
  K: 200,
  G: 8,
  runs: [
    { label: "exact PG", update: { kind: "exact" }, etas: [1, 5, 20, 80, 320], smallUpTo: 20 },
    { label: "GRPO", update: { kind: "sampled", algo: GRPO, G: 8 }, etas: [0.1, 0.5, 2, 8], smallUpTo: 0.5 },
    {
      label: "Dr. GRPO",
      update: { kind: "sampled", algo: DR_GRPO, G: 8 },
      etas: [0.3, 1.5, 6, 24],
      smallUpTo: 1.5,
    },
  ],
};

export function e1(opts: ExperimentOptions, cfg: E1Config = E1_CONFIG): ExperimentResult {
  const bandit = createBandit({ ...MODEL_A, variant: "random", seed: opts.seed });
  const total = cfg.runs.reduce((a, r) => a + r.etas.length, 0) * cfg.K;
  opts.progress.start(total, "e1 model A runs");
  const rows: Array<Record<string, number | string | boolean>> = [];
  const points: Array<Record<string, number | string>> = [];
  const smallX: number[] = [];
  const smallY: number[] = [];
  for (const r of cfg.runs) {
    for (const eta of r.etas) {
      const run = runBandit(bandit, {
        update: r.update,
        eta,
        K: cfg.K,
        seed: opts.seed,
        onStep: () => opts.progress.tick(),
      });
      const dl = run.logOddsK.map((v, q) => v - run.logOdds0[q]!);
      const fit = linearFit(run.S, dl);
      const residual = median(dl.map((v, q) => v - run.S[q]!));
      const small = eta <= r.smallUpTo;
      if (small) {
        smallX.push(...run.S);
        smallY.push(...dl);
      }
      const bound = run.logOddsK.filter((v, q) => v >= run.logOdds0[q]! + run.M[q]! / 2).length / bandit.Q;
      rows.push({
        algorithm: r.label,
        eta,
        small,
        slope: sig(fit.slope),
        r: sig(fit.r, 5),
        medianResidual: sig(residual),
        negativeS: run.S.filter((s) => s < 0).length / bandit.Q,
        positivePartBoundHolds: bound,
        meanJ0: sig(run.meanJ[0]!),
        meanJK: sig(run.meanJ[cfg.K]!),
      });
      for (let q = 0; q < bandit.Q; q++) {
        const J0 = sigmoid(run.logOdds0[q]!);
        points.push({
          algorithm: r.label,
          eta,
          S: sig(run.S[q]!),
          dLogit: sig(dl[q]!),
          J: sig(sigmoid(run.logOddsK[q]!)),
          sigmoidCurve: sig(sigmoid(logit(J0) + run.S[q]!)),
        });
      }
    }
  }
  opts.progress.stop();
  const pooled = linearFit(smallX, smallY);
  const pgLarge = rows.find((r) => r.algorithm === "exact PG" && r.eta === 80);
  const summary = {
    experiment: "e1",
    model: "A (random variant, Q=100, N=20, d=10, m=3)",
    slope: sig(pooled.slope, 5),
    correlation: sig(pooled.r, 6),
    slopeLargeStepPG80: pgLarge?.slope,
    medianResidualPG80: pgLarge?.medianResidual,
    negativeSFraction: rows.find((r) => r.algorithm === "exact PG" && r.eta === 1)?.negativeS,
    runs: rows,
  };
  const lines = [
    "E1  first-order identity: logit J_q(K) - logit J_q(0) vs S_q(K) = sum eta * alignment (model A, random variant)",
    "",
    "algorithm  eta    slope   corr      median resid  S<0   bound holds  mean J(K)",
    ...rows.map(
      (r) =>
        `${String(r.algorithm).padEnd(10)} ${String(r.eta).padEnd(6)} ${fmt(r.slope as number).padEnd(7)} ${fmt(r.r as number, 5).padEnd(9)} ${fmt(r.medianResidual as number).padEnd(13)} ${fmt(r.negativeS as number).padEnd(5)} ${fmt(r.positivePartBoundHolds as number).padEnd(12)} ${fmt(r.meanJK as number)}`,
    ),
    "",
    `small steps pooled (PG eta<=20, GRPO eta<=0.5, Dr. GRPO eta<=1.5): slope ${fmt(pooled.slope, 4)}, correlation ${fmt(pooled.r, 6)}`,
    `large step PG eta=80: slope ${fmt(pgLarge?.slope as number)}, median residual ${fmt(pgLarge?.medianResidual as number)} (points fall below the identity line)`,
    "the positive-part bound J >= sigma(logit J0 + M/2) is per prompt; in this multi-context run it holds only for the share shown (see e1b)",
  ];
  return {
    id: "e1",
    title: "E1: first-order identity and logistic link",
    summary,
    lines,
    data: { config: cfg, summary, points },
    charts: [
      { name: "e1-identity", spec: identityChart(points) },
      { name: "e1-logistic", spec: logisticChart(points) },
    ],
  };
}

function identityChart(points: Array<Record<string, number | string>>): ChartSpec {
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E1: change of log-odds vs signed cumulative alignment S_q(K)",
      subtitle: "one dot per context (model A, 100 contexts, K=200); black: identity line",
    },
    data: { values: points },
    facet: {
      column: { field: "algorithm", type: "nominal", sort: ["exact PG", "GRPO", "Dr. GRPO"], title: null },
    },
    spec: {
      width: 240,
      height: 240,
      layer: [
        {
          mark: { type: "line", color: "black", strokeDash: [4, 3] },
          encoding: {
            x: { field: "S", type: "quantitative" },
            y: { field: "S", type: "quantitative" },
          },
        },
        {
          mark: { type: "circle", size: 14, opacity: 0.6 },
          encoding: {
            x: { field: "S", type: "quantitative", title: "S_q(K) = Σ η Δμ_q" },
            y: { field: "dLogit", type: "quantitative", title: "logit J_q(K) − logit J_q(0)" },
            color: {
              field: "eta",
              type: "ordinal",
              title: "η",
              sort: "ascending",
              scale: { scheme: "viridis" },
            },
          },
        },
      ],
    },
    resolve: { scale: { x: "independent", y: "independent", color: "independent" } },
  } as ChartSpec;
}

function logisticChart(points: Array<Record<string, number | string>>): ChartSpec {
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E1: accuracy J_q(K) vs S_q(K)",
      subtitle:
        "black curve: σ(logit J_q(0) + S); small steps lie on it, large steps fall below (|S| ≤ 12 shown)",
    },
    data: { values: points },
    transform: [{ filter: "abs(datum.S) <= 12" }],
    facet: {
      column: { field: "algorithm", type: "nominal", sort: ["exact PG", "GRPO", "Dr. GRPO"], title: null },
    },
    spec: {
      width: 240,
      height: 220,
      layer: [
        {
          mark: { type: "line", color: "black" },
          encoding: {
            x: { field: "S", type: "quantitative" },
            y: { field: "sigmoidCurve", type: "quantitative" },
          },
        },
        {
          mark: { type: "circle", size: 14, opacity: 0.6 },
          encoding: {
            x: { field: "S", type: "quantitative", title: "S_q(K)" },
            y: { field: "J", type: "quantitative", title: "J_q(K)" },
            color: {
              field: "eta",
              type: "ordinal",
              title: "η",
              sort: "ascending",
              scale: { scheme: "viridis" },
            },
          },
        },
      ],
    },
    resolve: { scale: { x: "independent", color: "independent" } },
  } as ChartSpec;
}
