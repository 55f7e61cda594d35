import { contextState, createBandit, MODEL_A, spreadMinus } from "../bandit.ts";
import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { dot, sig, sigmoid } from "../num.ts";
import type { ChartSpec } from "../plot.ts";

/**
 * E1b: single-prompt Theorem 1 check. One context of model A, pure gap ascent w = Δg with the
 * log-linear theory step eta_k = scale * 4 Δμ_k / D-(w_k)^2 (scale <= 1). Then, exactly,
 * logit J(K) >= logit J(0) + M(K)/2, i.e. J(K) >= sigma(logit J0 + M/2), at every k.
 */
export interface E1bConfig {
  prompts: number;
  K: number;
  scales: number[];
}

export const E1B_CONFIG: E1bConfig = { prompts: 20, K: 300, scales: [1, 0.5] };

export function e1b(opts: ExperimentOptions, cfg: E1bConfig = E1B_CONFIG): ExperimentResult {
  opts.progress.start(cfg.prompts * cfg.scales.length * cfg.K, "e1b single-prompt runs");
  const traj: Array<Record<string, number | string>> = [];
  const runs: Array<Record<string, number>> = [];
  let minMargin = Number.POSITIVE_INFINITY;
  let violations = 0;
  let checks = 0;
  for (let p = 0; p < cfg.prompts; p++) {
    const b = createBandit({ ...MODEL_A, Q: 1, variant: "random", seed: `${opts.seed}:${p}` });
    for (const scale of cfg.scales) {
      const theta = new Float64Array(b.d);
      let st = contextState(b, theta, 0);
      const phi0 = st.logOdds;
      let M = 0;
      let promptMin = Number.POSITIVE_INFINITY;
      for (let k = 0; k <= cfg.K; k++) {
        const margin = st.logOdds - phi0 - M / 2;
        if (k > 0) {
          checks++;
          if (margin < -1e-9) violations++;
          promptMin = Math.min(promptMin, margin);
        }
        if (p < 4 && (k < 40 || k % 5 === 0 || k === cfg.K)) {
          traj.push({
            prompt: `prompt ${p}`,
            scale: `η = ${scale} × theory step`,
            k,
            M: sig(M),
            J: sig(st.J, 6),
            bound: sig(sigmoid(phi0 + M / 2), 6),
            gain: sig(st.logOdds - phi0),
          });
        }
        if (k === cfg.K) break;
        const w = st.gap; // w = Δg
        const dmu = dot(w, st.gap);
        const D = spreadMinus(b, 0, w);
        const eta = (scale * 4 * dmu) / (D * D);
        theta.forEach((_, j) => {
          theta[j]! += eta * w[j]!;
        });
        M += eta * Math.max(0, dmu);
        st = contextState(b, theta, 0);
        opts.progress.tick();
      }
      minMargin = Math.min(minMargin, promptMin);
      runs.push({
        prompt: p,
        scale,
        J0: sig(sigmoid(phi0)),
        JK: sig(st.J, 6),
        MK: sig(M),
        minMargin: sig(promptMin),
      });
    }
  }
  opts.progress.stop();
  const full = runs.filter((r) => r.scale === cfg.scales[0]);
  const summary = {
    experiment: "e1b",
    model: "A, one context at a time (N=20, d=10, m=3), w = gap, eta_k = scale * 4 dmu / D-^2",
    prompts: cfg.prompts,
    K: cfg.K,
    checks,
    violations,
    minMargin: sig(minMargin),
    medianFinalJ: sig(full.map((r) => r.JK).sort((a, b) => a - b)[Math.floor(full.length / 2)]!, 6),
    meanFinalM: sig(full.reduce((a, r) => a + r.MK, 0) / full.length),
  };
  const lines = [
    "E1b  single-prompt Theorem 1: J(k) >= sigma(logit J(0) + M(k)/2) along gap ascent with the theory step",
    "",
    `${cfg.prompts} prompts x step scales ${cfg.scales.join(", ")} x ${cfg.K} steps: ${checks} checks, ${violations} violations`,
    `smallest margin logit J(k) - logit J(0) - M(k)/2 = ${fmt(minMargin, 4)} (>= 0 means the bound holds)`,
    `scale 1: median final J ${fmt(summary.medianFinalJ, 6)}, mean final M ${fmt(summary.meanFinalM)}`,
  ];
  return {
    id: "e1b",
    title: "E1b: single-prompt bound",
    summary,
    lines,
    data: { config: cfg, summary, runs, trajectories: traj },
    charts: [{ name: "e1b-bound", spec: chart(traj) }],
  };
}

function chart(traj: Array<Record<string, number | string>>): ChartSpec {
  const values = traj.filter((t) => t.scale === "η = 1 × theory step");
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E1b: single prompt, gap ascent with the theory step η_k = 4Δμ_k / D−(w_k)²",
      subtitle:
        "solid: trajectory; dashed: bound. left: J(k) ≥ σ(logit J0 + M/2); right: log-odds gain ≥ M/2",
    },
    data: { values },
    hconcat: [
      {
        width: 300,
        height: 240,
        transform: [{ filter: "datum.M <= 12" }],
        layer: [
          {
            mark: { type: "line", strokeDash: [4, 3] },
            encoding: {
              x: { field: "M", type: "quantitative", title: "M(k) = Σ η [Δμ]+" },
              y: { field: "bound", type: "quantitative" },
              color: { field: "prompt", type: "nominal" },
            },
          },
          {
            mark: { type: "line", strokeWidth: 2, point: true },
            encoding: {
              x: { field: "M", type: "quantitative" },
              y: { field: "J", type: "quantitative", title: "J(k)" },
              color: { field: "prompt", type: "nominal", title: "prompt" },
            },
          },
        ],
      },
      {
        width: 300,
        height: 240,
        transform: [{ calculate: "datum.M / 2", as: "half" }],
        layer: [
          {
            mark: { type: "line", strokeDash: [4, 3], color: "black" },
            encoding: {
              x: { field: "M", type: "quantitative", title: "M(k)" },
              y: { field: "half", type: "quantitative" },
            },
          },
          {
            mark: { type: "line", strokeWidth: 2 },
            encoding: {
              x: { field: "M", type: "quantitative" },
              y: { field: "gain", type: "quantitative", title: "logit J(k) − logit J(0)" },
              color: { field: "prompt", type: "nominal", title: "prompt" },
            },
          },
        ],
      },
    ],
  } as ChartSpec;
}
