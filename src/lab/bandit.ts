import { type Algorithm, advantages, expectedMultipleLog } from "./algos.ts";
import { dot, logSumExp, Prng } from "./num.ts";

/**
 * Model A: trajectory-level log-linear contextual bandit (docs/rlvr-dynamics §7.2).
 * Context q has N responses with features phi(q,o) in R^d; pi(o|q) ∝ exp(theta · phi(q,o)); m responses
 * per context are correct. One theta is shared by all contexts.
 */
export interface BanditSpec {
  Q: number;
  N: number;
  d: number;
  m: number;
  /** random: correct sets drawn uniformly (contexts conflict); realizable: top-m under a hidden theta*. */
  variant: "random" | "realizable";
  seed: number | string;
}

export interface Bandit {
  Q: number;
  N: number;
  d: number;
  /** phi[(q*N + o)*d + j] */
  phi: Float64Array;
  /** correct[q*N + o] is 1 for a correct response. */
  correct: Uint8Array;
  thetaStar: Float64Array;
}

export const MODEL_A: Omit<BanditSpec, "seed" | "variant"> = { Q: 100, N: 20, d: 10, m: 3 };

export function createBandit(spec: BanditSpec): Bandit {
  const { Q, N, d, m } = spec;
  if (!(m >= 1 && m < N)) throw new RangeError("need 1 <= m < N so that both O+ and O- are non-empty");
  const rng = new Prng("model-a", spec.variant, Q, N, d, m, spec.seed);
  const thetaStar = rng.unitVector(d);
  const phi = new Float64Array(Q * N * d);
  for (let i = 0; i < phi.length; i++) phi[i] = rng.normal();
  const correct = new Uint8Array(Q * N);
  for (let q = 0; q < Q; q++) {
    const idx = Array.from({ length: N }, (_, o) => o);
    if (spec.variant === "realizable") {
      const score = idx.map((o) => dot(phi.subarray((q * N + o) * d, (q * N + o + 1) * d), thetaStar));
      idx.sort((a, b) => score[b]! - score[a]!);
    } else {
      for (let i = N - 1; i > 0; i--) {
        const j = Math.floor(rng.float() * (i + 1));
        [idx[i], idx[j]] = [idx[j]!, idx[i]!];
      }
    }
    for (let k = 0; k < m; k++) correct[q * N + idx[k]!] = 1;
  }
  return { Q, N, d, phi, correct, thetaStar };
}

/** Everything about one context at the current theta, computed in log-space. */
export interface ContextState {
  /** Phi = logit J = LSE over O+ minus LSE over O-. */
  logOdds: number;
  logJ: number;
  log1mJ: number;
  J: number;
  /** pi(o|q) */
  probs: Float64Array;
  /** E_pi phi */
  meanPhi: Float64Array;
  /** g+ - g- = E_{pi+} phi - E_{pi-} phi (log-linear). */
  gap: Float64Array;
}

export function contextState(b: Bandit, theta: ArrayLike<number>, q: number): ContextState {
  const { N, d, phi, correct } = b;
  const z = new Float64Array(N);
  const zp: number[] = [];
  const zm: number[] = [];
  for (let o = 0; o < N; o++) {
    let s = 0;
    const off = (q * N + o) * d;
    for (let j = 0; j < d; j++) s += theta[j]! * phi[off + j]!;
    z[o] = s;
    (correct[q * N + o] ? zp : zm).push(s);
  }
  const lsePlus = logSumExp(zp);
  const lseMinus = logSumExp(zm);
  const lseAll = logSumExp(z);
  const probs = new Float64Array(N);
  const ePlus = new Float64Array(d);
  const eMinus = new Float64Array(d);
  for (let o = 0; o < N; o++) {
    probs[o] = Math.exp(z[o]! - lseAll);
    const c = correct[q * N + o] === 1;
    const w = Math.exp(z[o]! - (c ? lsePlus : lseMinus));
    const tgt = c ? ePlus : eMinus;
    const off = (q * N + o) * d;
    for (let j = 0; j < d; j++) tgt[j]! += w * phi[off + j]!;
  }
  const logJ = lsePlus - lseAll;
  const log1mJ = lseMinus - lseAll;
  const J = Math.exp(logJ);
  const gap = new Float64Array(d);
  const meanPhi = new Float64Array(d);
  const Jm = Math.exp(log1mJ);
  for (let j = 0; j < d; j++) {
    gap[j] = ePlus[j]! - eMinus[j]!;
    meanPhi[j] = J * ePlus[j]! + Jm * eMinus[j]!;
  }
  return { logOdds: lsePlus - lseMinus, logJ, log1mJ, J, probs, meanPhi, gap };
}

export function allStates(b: Bandit, theta: ArrayLike<number>): ContextState[] {
  return Array.from({ length: b.Q }, (_, q) => contextState(b, theta, q));
}

/** Score s(o) = phi(q,o) - E_pi phi, added with weight alpha into out. */
function addScore(b: Bandit, st: ContextState, q: number, o: number, alpha: number, out: Float64Array): void {
  const off = (q * b.N + o) * b.d;
  for (let j = 0; j < b.d; j++) out[j]! += alpha * (b.phi[off + j]! - st.meanPhi[j]!);
}

/** Exact gradient of J_q: sum_o pi(o) r(o) s(o) (computed from the definition, not from the identity). */
export function gradJ(b: Bandit, st: ContextState, q: number): Float64Array {
  const out = new Float64Array(b.d);
  for (let o = 0; o < b.N; o++) if (b.correct[q * b.N + o]) addScore(b, st, q, o, st.probs[o]!, out);
  return out;
}

/** Exact expected update of one context: c_alg(J_q) * gap_q. */
export function expectedContextUpdate(st: ContextState, algo: Algorithm, G: number): Float64Array {
  const c = expectedMultipleLog(algo, st.logJ, st.log1mJ, G);
  return st.gap.map((v) => c * v);
}

/** A sampled group update of one context: (1/G) sum_i A_i s(o_i). Returns the update and the rewards. */
export function sampledContextUpdate(
  b: Bandit,
  st: ContextState,
  q: number,
  algo: Algorithm,
  G: number,
  rng: Prng,
): { w: Float64Array; rewards: Float64Array } {
  const picks = new Int32Array(G);
  const rewards = new Float64Array(G);
  for (let i = 0; i < G; i++) {
    picks[i] = rng.categorical(st.probs, 0, b.N);
    rewards[i] = b.correct[q * b.N + picks[i]!]!;
  }
  const adv = advantages(rewards, algo);
  const w = new Float64Array(b.d);
  for (let i = 0; i < G; i++) if (adv[i] !== 0) addScore(b, st, q, picks[i]!, adv[i]! / G, w);
  return { w, rewards };
}

/** Feature spread along w inside O-_q: max - min of w·phi(q,o) over incorrect o (the D-(w) of §3.1). */
export function spreadMinus(b: Bandit, q: number, w: ArrayLike<number>): number {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let o = 0; o < b.N; o++) {
    if (b.correct[q * b.N + o]) continue;
    const v = dot(b.phi.subarray((q * b.N + o) * b.d, (q * b.N + o + 1) * b.d), w);
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  return hi - lo;
}

export type BanditUpdate = { kind: "exact" } | { kind: "sampled"; algo: Algorithm; G: number };

export interface BanditRun {
  eta: number;
  K: number;
  /** Per context: initial and final log-odds, signed cumulative alignment S and positive-part M. */
  logOdds0: number[];
  logOddsK: number[];
  S: number[];
  M: number[];
  /** Mean J over contexts after each step (length K + 1). */
  meanJ: number[];
}

/**
 * Train the shared theta for K steps with w = mean_q w_q (exact PG: w_q = grad J_q; or sampled group
 * updates), recording per step and context the alignment Δμ_q = <w, gap_q>, S_q += eta Δμ_q and
 * M_q += eta [Δμ_q]_+.
 */
export function runBandit(
  b: Bandit,
  opts: { update: BanditUpdate; eta: number; K: number; seed: number | string; onStep?: () => void },
): BanditRun {
  const { Q, d } = b;
  const theta = new Float64Array(d);
  const rng = new Prng("model-a-run", opts.seed, opts.eta, JSON.stringify(opts.update));
  let states = allStates(b, theta);
  const logOdds0 = states.map((s) => s.logOdds);
  const S = new Array<number>(Q).fill(0);
  const M = new Array<number>(Q).fill(0);
  const meanJ = [states.reduce((a, s) => a + s.J, 0) / Q];
  for (let k = 0; k < opts.K; k++) {
    const w = new Float64Array(d);
    for (let q = 0; q < Q; q++) {
      const u = opts.update;
      const wq =
        u.kind === "exact"
          ? gradJ(b, states[q]!, q)
          : sampledContextUpdate(b, states[q]!, q, u.algo, u.G, rng).w;
      for (let j = 0; j < d; j++) w[j]! += wq[j]! / Q;
    }
    for (let q = 0; q < Q; q++) {
      const dmu = dot(w, states[q]!.gap);
      S[q]! += opts.eta * dmu;
      M[q]! += opts.eta * Math.max(0, dmu);
    }
    for (let j = 0; j < d; j++) theta[j]! += opts.eta * w[j]!;
    states = allStates(b, theta);
    meanJ.push(states.reduce((a, s) => a + s.J, 0) / Q);
    opts.onStep?.();
  }
  return { eta: opts.eta, K: opts.K, logOdds0, logOddsK: states.map((s) => s.logOdds), S, M, meanJ };
}
