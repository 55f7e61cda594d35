import { DR_GRPO, GRPO } from "../algos.ts";
import { type ExperimentOptions, type ExperimentResult, fmt } from "../experiment.ts";
import { mean, sig } from "../num.ts";
import type { ChartSpec } from "../plot.ts";
import { runToken } from "../token.ts";
import { calibratedModel } from "./tokengrid.ts";

/**
 * E4: sampled GRPO (std scaling, 1/|o|) against sampled Dr. GRPO (mean baseline, token sum) on model C,
 * G = 8. Dr. GRPO's effective step grows with T and it collapses at large eta for long responses; GRPO
 * stays stable but is slower at small eta.
 */
export interface E4Config {
  Ts: number[];
  etas: number[];
  K: number;
  G: number;
}

export const E4_CONFIG: E4Config = { Ts: [4, 16], etas: [1, 3, 10, 30, 100, 300, 1000], K: 400, G: 8 };

export function e4(opts: ExperimentOptions, cfg: E4Config = E4_CONFIG): ExperimentResult {
  const algos = [GRPO, DR_GRPO];
  opts.progress.start(
    cfg.Ts.reduce((a, T) => a + T, 0) * cfg.etas.length * algos.length,
    "e4 sampled model C",
  );
  const rows: Array<Record<string, number | string>> = [];
  const curves: Array<Record<string, number | string>> = [];
  for (const T of cfg.Ts) {
    const { model, theta0 } = calibratedModel(T, opts.seed);
    for (const algo of algos) {
      for (const eta of cfg.etas) {
        const r = runToken(model, {
          update: { kind: "sampled", algo, G: cfg.G },
          eta,
          K: cfg.K,
          seed: opts.seed,
          theta0,
        });
        rows.push({
          T,
          algorithm: algo.name,
          eta,
          meanJ: sig(r.meanJ[cfg.K]!),
          dead: sig(r.dead[cfg.K]!),
          effectivePromptRatio: sig(mean(r.effective)),
        });
        if (T === 16 && [1, 100, 1000].includes(eta)) {
          r.meanJ.forEach((j, k) => {
            if (k % 4 === 0) curves.push({ algorithm: algo.name, eta, k, J: sig(j) });
          });
        }
        opts.progress.tick(T);
      }
    }
  }
  opts.progress.stop();
  const get = (T: number, a: string, eta: number) =>
    rows.find((r) => r.T === T && r.algorithm === a && r.eta === eta)!;
  const summary = {
    experiment: "e4",
    model: `C (Q=32, V=4, d=8), sampled groups G=${cfg.G}, K=${cfg.K}`,
    runs: rows,
    T16: {
      drGrpoBest: bestOf(rows, 16, DR_GRPO.name),
      drGrpoAtMaxEta: get(16, DR_GRPO.name, cfg.etas.at(-1)!),
      grpoAtMaxEta: get(16, GRPO.name, cfg.etas.at(-1)!),
      atEta1: { grpo: get(16, GRPO.name, 1).meanJ, drGrpo: get(16, DR_GRPO.name, 1).meanJ },
    },
  };
  const lines = [
    `E4  sampled GRPO (std, 1/|o|) vs Dr. GRPO (no std, token sum), model C, G=${cfg.G}, K=${cfg.K}`,
    "",
    "T   eta    GRPO: J   dead   eff.ratio  |  Dr. GRPO: J   dead   eff.ratio",
    ...cfg.Ts.flatMap((T) =>
      cfg.etas.map((eta) => {
        const a = get(T, GRPO.name, eta);
        const b = get(T, DR_GRPO.name, eta);
        return `${String(T).padEnd(3)} ${String(eta).padEnd(6)} ${fmt(a.meanJ as number).padEnd(9)} ${fmt(a.dead as number).padEnd(6)} ${fmt(a.effectivePromptRatio as number).padEnd(10)} |  ${fmt(b.meanJ as number).padEnd(13)} ${fmt(b.dead as number).padEnd(6)} ${fmt(b.effectivePromptRatio as number)}`;
      }),
    ),
    "",
    `T=16: Dr. GRPO peaks at J=${summary.T16.drGrpoBest.meanJ} (eta=${summary.T16.drGrpoBest.eta}) and ends at J=${summary.T16.drGrpoAtMaxEta.meanJ} with ${summary.T16.drGrpoAtMaxEta.dead} of contexts dead at eta=${cfg.etas.at(-1)}; GRPO there: J=${summary.T16.grpoAtMaxEta.meanJ}, dead ${summary.T16.grpoAtMaxEta.dead}`,
    `T=16, eta=1: GRPO ${summary.T16.atEta1.grpo} vs Dr. GRPO ${summary.T16.atEta1.drGrpo} (1/|o| is slower at small eta)`,
  ];
  return {
    id: "e4",
    title: "E4: sampled GRPO vs Dr. GRPO",
    summary,
    lines,
    data: { config: cfg, summary, curves },
    charts: [{ name: "e4-grpo-vs-drgrpo", spec: chart(rows, curves) }],
  };
}

function bestOf(rows: Array<Record<string, number | string>>, T: number, algo: string) {
  const r = rows.filter((x) => x.T === T && x.algorithm === algo);
  return r.reduce((a, b) => ((b.meanJ as number) > (a.meanJ as number) ? b : a));
}

function chart(
  rows: Array<Record<string, number | string>>,
  curves: Array<Record<string, number | string>>,
): ChartSpec {
  const color = {
    field: "algorithm",
    type: "nominal",
    title: "algorithm",
    scale: { domain: ["grpo", "dr-grpo"], range: ["#d62728", "#1f77b4"] },
  };
  const x = { field: "eta", type: "quantitative", scale: { type: "log" }, title: "η" };
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: "E4: sampled GRPO (std + 1/|o|) vs Dr. GRPO (token sum), model C, G = 8, K = 400",
      subtitle:
        "top: final mean J (solid) and dead fraction (dashed) against η, per length T; bottom: learning curves at T = 16",
    },
    vconcat: [
      {
        data: { values: rows },
        facet: { column: { field: "T", type: "ordinal", title: "response length T" } },
        spec: {
          width: 300,
          height: 200,
          layer: [
            {
              mark: { type: "line", point: true },
              encoding: {
                x,
                y: { field: "meanJ", type: "quantitative", title: "final mean J / dead fraction" },
                color,
              },
            },
            {
              mark: { type: "line", strokeDash: [4, 3], point: { shape: "triangle" } },
              encoding: { x, y: { field: "dead", type: "quantitative" }, color },
            },
          ],
        },
      },
      {
        data: { values: curves },
        facet: { column: { field: "eta", type: "ordinal", title: "T = 16, step size η" } },
        spec: {
          width: 200,
          height: 160,
          mark: { type: "line" },
          encoding: {
            x: { field: "k", type: "quantitative", title: "step k" },
            y: { field: "J", type: "quantitative", title: "mean J", scale: { domain: [0, 1] } },
            color,
          },
        },
      },
    ],
  } as ChartSpec;
}
