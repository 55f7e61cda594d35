import { type Algorithm, advantages, expectedMultipleLog } from "./algos.ts";
import { log1mexp, logOddsFromLogJ, Prng } from "./num.ts";

/**
 * Model C: token-level log-linear contextual model with shared parameters (docs/rlvr-dynamics §7.4).
 * Context q has T positions, each with V candidate tokens with features psi(q,t,v) ~ N(0, I_d/d).
 * p_{q,t}(v) ∝ exp(theta · psi(q,t,v)) independently per position; the reward is 1 iff every position
 * emits its target token (argmax under a hidden unit theta*), so log J_q = sum_t log p_{q,t}(target).
 */
export interface TokenSpec {
  Q: number;
  T: number;
  V: number;
  d: number;
  seed: number | string;
}

export interface TokenModel {
  Q: number;
  T: number;
  V: number;
  d: number;
  /** psi[((q*T + t)*V + v)*d + j] */
  psi: Float64Array;
  /** target[q*T + t] */
  target: Int32Array;
  thetaStar: Float64Array;
}

export const MODEL_C = { Q: 32, V: 4, d: 8 } as const;
export const DEAD_J = 1e-3;

export function createTokenModel(spec: TokenSpec): TokenModel {
  const { Q, T, V, d } = spec;
  const rng = new Prng("model-c", Q, T, V, d, spec.seed);
  const thetaStar = rng.unitVector(d);
  const psi = new Float64Array(Q * T * V * d);
  const s = 1 / Math.sqrt(d);
  for (let i = 0; i < psi.length; i++) psi[i] = rng.normal() * s;
  const target = new Int32Array(Q * T);
  for (let qt = 0; qt < Q * T; qt++) {
    let best = 0;
    let bestV = Number.NEGATIVE_INFINITY;
    for (let v = 0; v < V; v++) {
      let x = 0;
      for (let j = 0; j < d; j++) x += thetaStar[j]! * psi[(qt * V + v) * d + j]!;
      if (x > bestV) {
        bestV = x;
        best = v;
      }
    }
    target[qt] = best;
  }
  return { Q, T, V, d, psi, target, thetaStar };
}

/** The state of all contexts at theta. */
export interface TokenState {
  logJ: Float64Array;
  /** log(1 - J_q), via log1mexp (accurate when J rounds to 1). */
  log1mJ: Float64Array;
  logOdds: Float64Array;
  /** u_q = ∇ log J_q = sum_t (psi_target - E_p psi), at u[q*d + j]. */
  u: Float64Array;
  /** p_{q,t}(v) at probs[(q*T + t)*V + v]. */
  probs: Float64Array;
  /** sum_t E_{p_{q,t}} psi, at meanPsi[q*d + j]. */
  meanPsi: Float64Array;
}

/** log(1-J) never below this (J = 1 exactly would make the gap u/(1-J) undefined). */
const MIN_LOG1MJ = -700;

export function tokenState(m: TokenModel, theta: ArrayLike<number>): TokenState {
  const { Q, T, V, d, psi, target } = m;
  const th = theta instanceof Float64Array ? theta : Float64Array.from(theta);
  const logJ = new Float64Array(Q);
  const log1mJ = new Float64Array(Q);
  const logOdds = new Float64Array(Q);
  const u = new Float64Array(Q * d);
  const probs = new Float64Array(Q * T * V);
  const meanPsi = new Float64Array(Q * d);
  const a = new Float64Array(V);
  const ex = new Float64Array(V);
  const acc = new Float64Array(d);
  const tsum = new Float64Array(d);
  for (let q = 0; q < Q; q++) {
    let lj = 0;
    acc.fill(0);
    tsum.fill(0);
    for (let t = 0; t < T; t++) {
      const qt = q * T + t;
      let mx = Number.NEGATIVE_INFINITY;
      let off = qt * V * d;
      for (let v = 0; v < V; v++, off += d) {
        let x = 0;
        if (d === 8) {
          x =
            th[0]! * psi[off]! +
            th[1]! * psi[off + 1]! +
            th[2]! * psi[off + 2]! +
            th[3]! * psi[off + 3]! +
            th[4]! * psi[off + 4]! +
            th[5]! * psi[off + 5]! +
            th[6]! * psi[off + 6]! +
            th[7]! * psi[off + 7]!;
        } else for (let j = 0; j < d; j++) x += th[j]! * psi[off + j]!;
        a[v] = x;
        if (x > mx) mx = x;
      }
      const tg = target[qt]!;
      // log p(target): with the target as the max use -log1p(sum_{v != tg} e^{a_v - a_tg}), which keeps
      // tiny negative values instead of rounding them to 0 (J = 1 exactly).
      let rest = 0;
      let tot = 0;
      for (let v = 0; v < V; v++) {
        const e = a[v] === mx ? 1 : Math.exp(a[v]! - mx);
        ex[v] = e;
        tot += e;
        if (v !== tg) rest += e;
      }
      lj += a[tg] === mx ? -Math.log1p(rest) : a[tg]! - mx - Math.log(tot);
      off = qt * V * d;
      for (let v = 0; v < V; v++, off += d) {
        const p = ex[v]! / tot;
        probs[qt * V + v] = p;
        if (d === 8) {
          acc[0]! += p * psi[off]!;
          acc[1]! += p * psi[off + 1]!;
          acc[2]! += p * psi[off + 2]!;
          acc[3]! += p * psi[off + 3]!;
          acc[4]! += p * psi[off + 4]!;
          acc[5]! += p * psi[off + 5]!;
          acc[6]! += p * psi[off + 6]!;
          acc[7]! += p * psi[off + 7]!;
        } else for (let j = 0; j < d; j++) acc[j]! += p * psi[off + j]!;
      }
      const toff = (qt * V + tg) * d;
      for (let j = 0; j < d; j++) tsum[j]! += psi[toff + j]!;
    }
    for (let j = 0; j < d; j++) {
      meanPsi[q * d + j] = acc[j]!;
      u[q * d + j] = tsum[j]! - acc[j]!;
    }
    logJ[q] = lj;
    log1mJ[q] = Math.max(MIN_LOG1MJ, log1mexp(lj));
    logOdds[q] = logOddsFromLogJ(lj);
  }
  return { logJ, log1mJ, logOdds, u, probs, meanPsi };
}

/** Δg_q = u_q / (1 - J_q) into out. */
export function tokenGap(
  m: TokenModel,
  st: TokenState,
  q: number,
  out = new Float64Array(m.d),
): Float64Array {
  const s = Math.exp(-st.log1mJ[q]!);
  for (let j = 0; j < m.d; j++) out[j] = st.u[q * m.d + j]! * s;
  return out;
}

/** Exact expected update mean_q c_alg(J_q) Δg_q (times 1/T with length normalisation). */
export function expectedTokenUpdate(m: TokenModel, st: TokenState, algo: Algorithm, G: number): Float64Array {
  const w = new Float64Array(m.d);
  const len = algo.lengthNorm ? 1 / m.T : 1;
  for (let q = 0; q < m.Q; q++) {
    const c = expectedMultipleLog(algo, st.logJ[q]!, st.log1mJ[q]!, G);
    const s = (c * Math.exp(-st.log1mJ[q]!) * len) / m.Q;
    for (let j = 0; j < m.d; j++) w[j]! += s * st.u[q * m.d + j]!;
  }
  return w;
}

/**
 * A sampled group update: per context G responses (one token per position), reward 1 iff all tokens
 * are the targets, advantages per the algorithm, w_q = (1/G) sum_i A_i s_i (s_i/|o_i| with length
 * normalisation), w = mean_q w_q.
 */
export function sampledTokenUpdate(
  m: TokenModel,
  st: TokenState,
  algo: Algorithm,
  G: number,
  rng: Prng,
): { w: Float64Array; effective: number } {
  const { Q, T, V, d, psi, target } = m;
  const w = new Float64Array(d);
  const toks = new Int32Array(G * T);
  const rewards = new Float64Array(G);
  let effective = 0;
  for (let q = 0; q < Q; q++) {
    for (let i = 0; i < G; i++) {
      let ok = 1;
      for (let t = 0; t < T; t++) {
        const v = rng.categorical(st.probs, (q * T + t) * V, V);
        toks[i * T + t] = v;
        if (v !== target[q * T + t]) ok = 0;
      }
      rewards[i] = ok;
    }
    const adv = advantages(rewards, algo);
    let nonzero = false;
    for (let i = 0; i < G; i++) {
      const A = adv[i]!;
      if (A === 0) continue;
      nonzero = true;
      const s = (A / G / Q) * (algo.lengthNorm ? 1 / T : 1);
      for (let t = 0; t < T; t++) {
        const off = ((q * T + t) * V + toks[i * T + t]!) * d;
        for (let j = 0; j < d; j++) w[j]! += s * psi[off + j]!;
      }
      for (let j = 0; j < d; j++) w[j]! -= s * st.meanPsi[q * d + j]!;
    }
    if (nonzero) effective++;
  }
  return { w, effective: effective / Q };
}

/**
 * Alignment and curvature along w: returns Δμ_q = <w, Δg_q> per context, the second-order threshold of
 * the summed log-odds eta_crit = 2 sum_q Δμ_q / sum_q w^T(-∇²Φ_q)w, and the same for the mean success
 * probability, etaCritJ = 2 <w, ∇J̄> / w^T(-∇²J̄)w (Infinity if the curvature along w is not negative).
 * For this model ∇²Φ = H/(1-J) + J/(1-J)^2 u u^T with H = ∇² log J = -sum_t Cov_t(psi), so
 * w^T(-∇²Φ)w = sum_t Var_{p_t}(w·psi) / (1-J) - J Δμ^2; and ∇²J = J (H + u u^T).
 */
export function alignmentAndThreshold(
  m: TokenModel,
  st: TokenState,
  w: ArrayLike<number>,
): { dmu: Float64Array; etaCrit: number; etaCritJ: number } {
  const { Q, T, V, d, psi } = m;
  const dmu = new Float64Array(Q);
  let num = 0;
  let den = 0;
  let numJ = 0;
  let denJ = 0;
  for (let q = 0; q < Q; q++) {
    let uw = 0;
    for (let j = 0; j < d; j++) uw += st.u[q * d + j]! * w[j]!;
    const inv1mJ = Math.exp(-st.log1mJ[q]!);
    dmu[q] = uw * inv1mJ;
    let varSum = 0;
    for (let t = 0; t < T; t++) {
      const qt = q * T + t;
      let m1 = 0;
      let m2 = 0;
      for (let v = 0; v < V; v++) {
        let x = 0;
        const off = (qt * V + v) * d;
        for (let j = 0; j < d; j++) x += w[j]! * psi[off + j]!;
        const p = st.probs[qt * V + v]!;
        m1 += p * x;
        m2 += p * x * x;
      }
      varSum += Math.max(0, m2 - m1 * m1);
    }
    const J = Math.exp(st.logJ[q]!);
    num += dmu[q]!;
    den += varSum * inv1mJ - J * dmu[q]! ** 2;
    numJ += J * uw;
    denJ += J * (varSum - uw * uw);
  }
  return {
    dmu,
    etaCrit: den > 0 ? (2 * num) / den : Number.POSITIVE_INFINITY,
    etaCritJ: denJ > 0 ? (2 * numJ) / denJ : Number.POSITIVE_INFINITY,
  };
}

export function meanJ(st: TokenState): number {
  let s = 0;
  for (let q = 0; q < st.logJ.length; q++) s += Math.exp(st.logJ[q]!);
  return s / st.logJ.length;
}

export function deadFraction(st: TokenState, dead = DEAD_J): number {
  let n = 0;
  const l = Math.log(dead);
  for (let q = 0; q < st.logJ.length; q++) if (st.logJ[q]! < l) n++;
  return n / st.logJ.length;
}

/** theta = c theta* with c chosen by bisection so that the mean J over contexts is `target`. */
export function calibratedInit(m: TokenModel, target = 0.2): { theta: Float64Array; c: number } {
  const at = (c: number) =>
    meanJ(
      tokenState(
        m,
        m.thetaStar.map((v) => c * v),
      ),
    );
  let lo = -1;
  let hi = 1;
  while (at(lo) > target && lo > -1e4) lo *= 2;
  while (at(hi) < target && hi < 1e4) hi *= 2;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid) < target) lo = mid;
    else hi = mid;
  }
  const c = (lo + hi) / 2;
  return { theta: m.thetaStar.map((v) => c * v), c };
}

export type TokenUpdate =
  | { kind: "exact"; algo: Algorithm; G: number }
  | { kind: "sampled"; algo: Algorithm; G: number };

export interface TokenRunOptions {
  update: TokenUpdate;
  /** Step size, or a schedule given the step index and the current mean J and threshold. */
  eta: number | ((k: number, info: { meanJ: number; etaCrit: number; etaCritJ: number }) => number);
  K: number;
  seed: number | string;
  theta0: ArrayLike<number>;
  /** Normalise the direction to unit norm (Adam-like). */
  unitDirection?: boolean;
  /** Record eta_crit per step (costs one more pass over the tokens). */
  trackThreshold?: boolean;
  onStep?: () => void;
}

export interface TokenRun {
  meanJ: number[];
  dead: number[];
  /** eta_k used (length K). */
  eta: number[];
  /** eta_crit of the summed log-odds along the run (length K), when tracked. */
  etaCrit: number[];
  /** eta_crit of the mean success probability along the run (length K), when tracked. */
  etaCritJ: number[];
  /** Share of contexts whose sampled group had non-identical rewards, per step (sampled runs). */
  effective: number[];
  finalJ: number[];
}

export function runToken(m: TokenModel, o: TokenRunOptions): TokenRun {
  const theta = Float64Array.from(o.theta0);
  const rng = new Prng(
    "model-c-run",
    o.seed,
    m.T,
    JSON.stringify(o.update),
    String(o.eta),
    o.unitDirection ? 1 : 0,
  );
  let st = tokenState(m, theta);
  const out: TokenRun = {
    meanJ: [meanJ(st)],
    dead: [deadFraction(st)],
    eta: [],
    etaCrit: [],
    etaCritJ: [],
    effective: [],
    finalJ: [],
  };
  for (let k = 0; k < o.K; k++) {
    let w: Float64Array;
    if (o.update.kind === "exact") w = expectedTokenUpdate(m, st, o.update.algo, o.update.G);
    else {
      const r = sampledTokenUpdate(m, st, o.update.algo, o.update.G, rng);
      w = r.w;
      out.effective.push(r.effective);
    }
    if (o.unitDirection) {
      let n = 0;
      for (let j = 0; j < m.d; j++) n += w[j]! ** 2;
      n = Math.sqrt(n);
      if (n > 0) for (let j = 0; j < m.d; j++) w[j]! /= n;
    }
    let etaCrit = Number.NaN;
    let etaCritJ = Number.NaN;
    if (o.trackThreshold || typeof o.eta === "function") {
      const th = alignmentAndThreshold(m, st, w);
      etaCrit = th.etaCrit;
      etaCritJ = th.etaCritJ;
      out.etaCrit.push(etaCrit);
      out.etaCritJ.push(etaCritJ);
    }
    const eta = typeof o.eta === "number" ? o.eta : o.eta(k, { meanJ: out.meanJ[k]!, etaCrit, etaCritJ });
    out.eta.push(eta);
    for (let j = 0; j < m.d; j++) theta[j]! += eta * w[j]!;
    st = tokenState(m, theta);
    out.meanJ.push(meanJ(st));
    out.dead.push(deadFraction(st));
    o.onStep?.();
  }
  out.finalJ = Array.from(st.logJ, (l) => Math.exp(l));
  return out;
}

/**
 * Per-token regularity at a state: G_tok = max |psi(q,t,v) - E_p psi| (per-token score bound) and
 * L_tok = max over positions of the largest eigenvalue of Cov_{p_t}(psi) (per-token Hessian bound).
 */
export function tokenRegularity(m: TokenModel, st: TokenState): { Gtok: number; Ltok: number } {
  const { Q, T, V, d, psi } = m;
  let G = 0;
  let L = 0;
  const mu = new Float64Array(d);
  const C = new Float64Array(d * d);
  const x = new Float64Array(d);
  const y = new Float64Array(d);
  for (let qt = 0; qt < Q * T; qt++) {
    mu.fill(0);
    C.fill(0);
    for (let v = 0; v < V; v++) {
      const p = st.probs[qt * V + v]!;
      for (let j = 0; j < d; j++) mu[j]! += p * psi[(qt * V + v) * d + j]!;
    }
    for (let v = 0; v < V; v++) {
      const p = st.probs[qt * V + v]!;
      let n2 = 0;
      for (let i = 0; i < d; i++) {
        const di = psi[(qt * V + v) * d + i]! - mu[i]!;
        n2 += di * di;
        for (let j = 0; j < d; j++) C[i * d + j]! += p * di * (psi[(qt * V + v) * d + j]! - mu[j]!);
      }
      G = Math.max(G, Math.sqrt(n2));
    }
    // largest eigenvalue by power iteration
    x.fill(1 / Math.sqrt(d));
    let lam = 0;
    for (let it = 0; it < 50; it++) {
      for (let i = 0; i < d; i++) {
        let s = 0;
        for (let j = 0; j < d; j++) s += C[i * d + j]! * x[j]!;
        y[i] = s;
      }
      let n = 0;
      for (let i = 0; i < d; i++) n += y[i]! * y[i]!;
      n = Math.sqrt(n);
      if (n === 0) break;
      lam = n;
      for (let i = 0; i < d; i++) x[i] = y[i]! / n;
    }
    L = Math.max(L, lam);
  }
  return { Gtok: G, Ltok: L };
}
