import { type Algorithm, REINFORCE } from "../algos.ts";
import type { Progress } from "../experiment.ts";
import { sig } from "../num.ts";
import { calibratedInit, createTokenModel, MODEL_C, runToken, type TokenModel } from "../token.ts";

/** The two exact updates compared in E3/E5: token sum (Dr. GRPO / REINFORCE) and 1/|o| (GRPO). */
export const TOKEN_SUM: Algorithm = { ...REINFORCE, name: "token sum" };
export const LENGTH_NORM: Algorithm = { ...REINFORCE, name: "1/|o| (GRPO)", lengthNorm: true };

export interface GridCell {
  variant: string;
  T: number;
  eta: number;
  meanJ: number;
  dead: number;
}

export function calibratedModel(
  T: number,
  seed: number,
): { model: TokenModel; theta0: Float64Array; c: number } {
  const model = createTokenModel({ ...MODEL_C, T, seed });
  const { theta, c } = calibratedInit(model, 0.2);
  return { model, theta0: theta, c };
}

/** Exact-update runs of model C over T x eta for both variants; final mean J and dead fraction per cell. */
export function tokenGrid(opts: {
  Ts: number[];
  etas: number[];
  K: number;
  seed: number;
  progress: Progress;
  label: string;
}): GridCell[] {
  const cells: GridCell[] = [];
  const work = opts.Ts.reduce((a, T) => a + T, 0) * opts.etas.length * 2;
  opts.progress.start(work, opts.label);
  for (const T of opts.Ts) {
    const { model, theta0 } = calibratedModel(T, opts.seed);
    for (const algo of [TOKEN_SUM, LENGTH_NORM]) {
      for (const eta of opts.etas) {
        const r = runToken(model, {
          update: { kind: "exact", algo, G: 8 },
          eta,
          K: opts.K,
          seed: opts.seed,
          theta0,
        });
        cells.push({
          variant: algo.name,
          T,
          eta: sig(eta),
          meanJ: sig(r.meanJ[opts.K]!),
          dead: sig(r.dead[opts.K]!),
        });
        opts.progress.tick(T);
      }
    }
  }
  opts.progress.stop();
  return cells;
}

/** The best eta (highest final mean J) and the smallest eta with at least half the contexts dead (null if none). */
export function criticalEta(
  cells: GridCell[],
  variant: string,
  T: number,
): { best: number; bestJ: number; critical: number | null } {
  const row = cells.filter((c) => c.variant === variant && c.T === T).sort((a, b) => a.eta - b.eta);
  let bi = 0;
  row.forEach((c, i) => {
    if (c.meanJ > row[bi]!.meanJ) bi = i;
  });
  // The smallest eta that collapses, wherever the best one lies: a collapse below the best eta (the grid
  // is not monotone in eta) is never skipped.
  const crit = row.find((c) => c.dead >= 0.5);
  return { best: row[bi]!.eta, bestJ: row[bi]!.meanJ, critical: crit?.eta ?? null };
}
