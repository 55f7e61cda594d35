import type { ChartSpec } from "./plot.ts";

/** Progress reporting for long runs; the CLI draws bars, tests pass `noProgress`. */
export interface Progress {
  start(total: number, label: string): void;
  tick(n?: number): void;
  stop(): void;
}

export const noProgress: Progress = { start() {}, tick() {}, stop() {} };

export interface ExperimentOptions {
  seed: number;
  progress: Progress;
  /** Learning rate override (curriculum experiments only). */
  eta?: number;
}

export interface ExperimentResult {
  id: string;
  title: string;
  /** Key figures (what `--json` prints). */
  summary: Record<string, unknown>;
  /** Human-readable report lines. */
  lines: string[];
  /** Everything written to <id>.json. */
  data: unknown;
  /** Charts written to <name>.svg and <name>.png. */
  charts: Array<{ name: string; spec: ChartSpec }>;
}

export type Experiment = (opts: ExperimentOptions) => ExperimentResult | Promise<ExperimentResult>;

/** Fixed-width number for tables. */
/** "mean ± SE" of a meanSe result. */
export function pm(x: { mean: number; se: number }): string {
  return `${fmt(x.mean)}±${fmt(x.se, 2)}`;
}

export function fmt(x: number, digits = 3): string {
  if (x === null || x === undefined || Number.isNaN(x)) return "-";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x !== 0 && (Math.abs(x) >= 1e5 || Math.abs(x) < 1e-3)) return x.toExponential(2);
  return Number(x.toPrecision(digits)).toString();
}
