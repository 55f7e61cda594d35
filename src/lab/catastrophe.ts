import { logSigmoid } from "./num.ts";

/**
 * Model B: the catastrophic instance (docs/rlvr-dynamics §3.3). Two responses, correct c and incorrect i,
 * with logits z_c = theta1 and z_i = (a/2) theta2^2 (a one-hidden-unit "network"). The log-odds is
 * Phi = theta1 - (a/2) theta2^2 and the update is pure gap ascent w = Δg, so the alignment
 * Δμ = |Δg|^2 = 1 + a^2 theta2^2 is positive at every step; yet for eta > 2/a the iterates overshoot
 * and J -> 0.
 */
export interface CatastropheState {
  theta: [number, number];
  a: number;
}

/** Logits of (correct, incorrect). */
export function logits(s: CatastropheState): [number, number] {
  return [s.theta[0], (s.a / 2) * s.theta[1] ** 2];
}

export function logOdds(s: CatastropheState): number {
  const [zc, zi] = logits(s);
  return zc - zi;
}

/**
 * Gradient gap from its definition: g+ = s(c), g- = s(i) with s(o) = ∇z_o - E_pi ∇z, so
 * Δg = ∇z_c - ∇z_i (the expectation cancels) = (1, -a theta2).
 */
export function gap(s: CatastropheState): [number, number] {
  const gradZc: [number, number] = [1, 0];
  const gradZi: [number, number] = [0, s.a * s.theta[1]];
  return [gradZc[0] - gradZi[0], gradZc[1] - gradZi[1]];
}

export interface CatastropheRun {
  a: number;
  eta: number;
  /** Log-odds Phi_k for k = 0..steps (stops early once Phi is below -1e12 or theta overflows). */
  logOdds: number[];
  /** Alignment Δμ_k = <w_k, Δg_k> for each step taken. */
  alignment: number[];
  /** log J at the end. */
  finalLogJ: number;
  /** First step k >= 1 at which Phi_k < 0 (J below 1/2), or null. */
  collapseStep: number | null;
  /** First k from which Phi strictly decreases at every later recorded step, or null if it ends rising. */
  decreasingFrom: number | null;
}

export function runCatastrophe(opts: {
  a: number;
  eta: number;
  K: number;
  theta0?: [number, number];
}): CatastropheRun {
  const s: CatastropheState = { theta: opts.theta0 ?? [0, 1], a: opts.a };
  const phi = [logOdds(s)];
  const alignment: number[] = [];
  let collapseStep: number | null = null;
  for (let k = 0; k < opts.K; k++) {
    const w = gap(s); // w = Δg: perfectly aligned
    const dg = gap(s);
    alignment.push(w[0] * dg[0] + w[1] * dg[1]);
    s.theta = [s.theta[0] + opts.eta * w[0], s.theta[1] + opts.eta * w[1]];
    const p = logOdds(s);
    phi.push(p);
    if (collapseStep === null && p < 0) collapseStep = k + 1;
    if (!Number.isFinite(p) || p < -1e12) break;
  }
  const last = phi[phi.length - 1]!;
  let decreasingFrom: number | null = null;
  for (let k = phi.length - 1; k > 0 && phi[k]! < phi[k - 1]!; k--) decreasingFrom = k - 1;
  return {
    a: opts.a,
    eta: opts.eta,
    logOdds: phi,
    alignment,
    finalLogJ: logSigmoid(last),
    collapseStep,
    decreasingFrom,
  };
}

/** Whether a run with this step size ends with J < 1/2 after K steps. */
export function collapses(a: number, eta: number, K: number, theta0?: [number, number]): boolean {
  const r = runCatastrophe({ a, eta, K, theta0 });
  return r.logOdds[r.logOdds.length - 1]! < 0;
}

/**
 * The measured critical step size: bisection on eta in [lo, hi] between "J ends above 1/2" and
 * "J ends below 1/2" after K steps. Valid when the outcome is monotone in eta on [lo, hi].
 */
export function measuredThreshold(
  a: number,
  opts: { K: number; lo: number; hi: number; iters?: number; theta0?: [number, number] },
): number {
  let lo = opts.lo;
  let hi = opts.hi;
  if (collapses(a, lo, opts.K, opts.theta0) || !collapses(a, hi, opts.K, opts.theta0)) {
    throw new RangeError(`no collapse transition in [${lo}, ${hi}] for a=${a}`);
  }
  for (let i = 0; i < (opts.iters ?? 40); i++) {
    const mid = (lo + hi) / 2;
    if (collapses(a, mid, opts.K, opts.theta0)) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}
