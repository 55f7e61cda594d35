import { instanceOf } from "../core/env.ts";
import { getEnv } from "../core/registry.ts";
import { type Algorithm, advantages, GRPO } from "./algos.ts";
import { Prng } from "./num.ts";

/**
 * A simulated population of prompts over real environments and levels, and a token-level policy with a
 * shared component, trained by sampled group updates (model C extended to many environments).
 *
 * - Environment e, level L: a prompt needs T(e, L) correct steps, where T(e, L) is the median `size` of
 *   the real environment's instances at that level (src/core generate), capped at maxT. Harder levels of
 *   real environments therefore mean longer chains, each of whose steps can fail.
 * - Prompt (e, L, seed): T positions with V candidate tokens, features psi with independent uniform
 *   coordinates of variance 1/d drawn from a stream of (e, L, seed); at each position one random target token has its features pushed by
 *   `margin` along the environment's hidden direction theta*_e = normalise(theta*_shared + sigma delta_e),
 *   delta_e ~ N(0, I_d/d): environments share part of the skill and differ by an idiosyncratic part.
 * - Policy for environment e: logits (theta_shared + phi_e) · psi. phi_e is trained only on e; a held-out
 *   environment is answered with theta_shared alone. Success: J = prod_t p_t(target).
 *
 * This is a simulation: no language model is involved; only the environments' ids and how their
 * instance sizes grow with level are real.
 */
export interface WorldSpec {
  d: number;
  V: number;
  /** How far the target token's features are pushed along the skill's direction. */
  margin: number;
  /** Number of skills; level L uses skills 0..min(skills-1, floor(L / levelsPerSkill)). */
  skills: number;
  levelsPerSkill: number;
  /** Cosine between consecutive skills' shared directions (skills build on each other). */
  chain: number;
  /** Size of the environment-specific part of the hidden direction. */
  sigma: number;
  maxT: number;
  seed: number | string;
}

export const WORLD_DEFAULTS: Omit<WorldSpec, "seed"> = {
  d: 16,
  V: 4,
  margin: 2,
  skills: 12,
  levelsPerSkill: 2,
  chain: 0.75,
  sigma: 1,
  maxT: 64,
};

export interface Prompt {
  env: string;
  level: number;
  T: number;
  /** psi[(t*V + v)*d + j] */
  psi: Float64Array;
  target: Int32Array;
}

export class World {
  /** Shared direction of each skill: a chain, consecutive skills have cosine `chain`. */
  readonly skillDirs: Float64Array[];
  private readonly dirs = new Map<string, Float64Array[]>();
  private readonly lengths = new Map<string, number>();
  private readonly evalCache = new Map<string, Prompt>();

  constructor(readonly spec: WorldSpec) {
    const r = new Prng("world-skills", spec.seed, spec.d, spec.skills);
    this.skillDirs = [r.unitVector(spec.d)];
    for (let k = 1; k < spec.skills; k++) {
      const prev = this.skillDirs[k - 1]!;
      const n = r.unitVector(spec.d);
      // the part of n orthogonal to prev, so that cos(s_k, s_{k-1}) = chain exactly
      let dp = 0;
      for (let j = 0; j < spec.d; j++) dp += n[j]! * prev[j]!;
      const o = n.map((x, j) => x - dp * prev[j]!);
      const on = Math.sqrt(o.reduce((a, x) => a + x * x, 0));
      const c = spec.chain;
      this.skillDirs.push(prev.map((x, j) => c * x + Math.sqrt(1 - c * c) * (o[j]! / on)));
    }
  }

  /** Skill used by level L's newest positions. */
  maxSkill(level: number): number {
    return Math.min(this.spec.skills - 1, Math.floor(level / this.spec.levelsPerSkill));
  }

  /** The hidden direction of skill k in an environment: normalise(s_k + sigma delta_{e,k}). */
  direction(env: string, k: number): Float64Array {
    return this.directions(env)[k]!;
  }

  /** All skill directions of an environment. */
  directions(env: string): Float64Array[] {
    let v = this.dirs.get(env);
    if (v === undefined) {
      v = this.skillDirs.map((s, k) => {
        const r = new Prng("world-env", this.spec.seed, env, k);
        const raw = s.map((x) => x + (this.spec.sigma * r.normal()) / Math.sqrt(this.spec.d));
        let n = 0;
        for (const x of raw) n += x * x;
        n = Math.sqrt(n);
        return raw.map((x) => x / n);
      });
      this.dirs.set(env, v);
    }
    return v;
  }

  /** An evaluation prompt (seeds apart from the curriculum's), cached: every run sees the same ones. */
  evalPrompt(env: string, level: number, i: number): Prompt {
    const key = `${env}\u0000${level}\u0000${i}`;
    let p = this.evalCache.get(key);
    if (p === undefined) {
      p = this.prompt(env, level, 1_000_000 + i);
      if (this.evalCache.size < 100_000) this.evalCache.set(key, p);
    }
    return p;
  }

  /** T(e, L): median instance size of the real environment at this level (3 seeds), in [1, maxT]. */
  length(env: string, level: number): number {
    const key = `${env}\u0000${level}`;
    let T = this.lengths.get(key);
    if (T === undefined) {
      const e = getEnv(env);
      try {
        const sizes = [1, 2, 3].map((s) => e.size(instanceOf(e, level, s).instance)).sort((a, b) => a - b);
        T = Math.max(1, Math.min(this.spec.maxT, Math.round(sizes[1]!)));
      } catch {
        // an environment that cannot generate this level: treat it as the hardest length
        T = this.spec.maxT;
      }
      if (!Number.isFinite(T)) T = this.spec.maxT;
      this.lengths.set(key, T);
    }
    return T;
  }

  prompt(env: string, level: number, seed: number): Prompt {
    const { d, V } = this.spec;
    const T = this.length(env, level);
    const r = new Prng("world-prompt", this.spec.seed, env, level, seed);
    const psi = new Float64Array(T * V * d);
    // uniform features with variance 1/d (cheaper than Gaussian; only the first two moments matter here)
    const s = (2 * Math.sqrt(3)) / Math.sqrt(d);
    for (let i = 0; i < psi.length; i++) psi[i] = (r.float() - 0.5) * s;
    const target = new Int32Array(T);
    const kmax = this.maxSkill(level);
    const dirs = this.directions(env);
    for (let t = 0; t < T; t++) {
      const v = Math.floor(r.float() * V);
      const dir = dirs[Math.floor(r.float() * (kmax + 1))]!;
      target[t] = v;
      for (let j = 0; j < d; j++) psi[(t * V + v) * d + j]! += this.spec.margin * dir[j]!;
    }
    return { env, level, T, psi, target };
  }
}

/** Shared parameters plus one vector per trained environment. */
export class Policy {
  readonly shared: Float64Array;
  readonly perEnv = new Map<string, Float64Array>();

  constructor(
    readonly d: number,
    shared?: ArrayLike<number>,
  ) {
    this.shared = shared === undefined ? new Float64Array(d) : Float64Array.from(shared);
  }

  clone(): Policy {
    const p = new Policy(this.d, this.shared);
    for (const [k, v] of this.perEnv) p.perEnv.set(k, Float64Array.from(v));
    return p;
  }

  /** theta_shared + phi_e (phi_e = 0 for an environment never trained). */
  theta(env: string): Float64Array {
    const out = Float64Array.from(this.shared);
    const e = this.perEnv.get(env);
    if (e !== undefined) for (let j = 0; j < this.d; j++) out[j]! += e[j]!;
    return out;
  }
}

/** Per-position probabilities and log J of a prompt under theta (log-space). */
function positionProbs(
  p: Prompt,
  theta: Float64Array,
  V: number,
  d: number,
): { probs: Float64Array; logJ: number } {
  const probs = new Float64Array(p.T * V);
  const a = new Float64Array(V);
  let logJ = 0;
  for (let t = 0; t < p.T; t++) {
    let mx = Number.NEGATIVE_INFINITY;
    for (let v = 0; v < V; v++) {
      let x = 0;
      const off = (t * V + v) * d;
      for (let j = 0; j < d; j++) x += theta[j]! * p.psi[off + j]!;
      a[v] = x;
      if (x > mx) mx = x;
    }
    let tot = 0;
    for (let v = 0; v < V; v++) tot += Math.exp(a[v]! - mx);
    for (let v = 0; v < V; v++) probs[t * V + v] = Math.exp(a[v]! - mx) / tot;
    logJ += a[p.target[t]!]! - mx - Math.log(tot);
  }
  return { probs, logJ };
}

/** Exact success probability of the policy on a prompt. */
export function successProbability(world: World, policy: Policy, p: Prompt, heldOut = false): number {
  const theta = heldOut ? Float64Array.from(policy.shared) : policy.theta(p.env);
  return Math.exp(positionProbs(p, theta, world.spec.V, world.spec.d).logJ);
}

export interface GroupResult {
  rewards: number[];
  /** The group's update direction (1/G) sum_i A_i s_i (divided by |o| with length normalisation). */
  w: Float64Array;
}

/** Sample a group of G responses to a prompt and compute its update direction. */
export function sampleGroup(
  world: World,
  policy: Policy,
  p: Prompt,
  G: number,
  rng: Prng,
  algo: Algorithm = GRPO,
): GroupResult {
  const { V, d } = world.spec;
  const theta = policy.theta(p.env);
  const { probs } = positionProbs(p, theta, V, d);
  const toks = new Int32Array(G * p.T);
  const rewards: number[] = [];
  for (let i = 0; i < G; i++) {
    let ok = 1;
    for (let t = 0; t < p.T; t++) {
      const v = rng.categorical(probs, t * V, V);
      toks[i * p.T + t] = v;
      if (v !== p.target[t]) ok = 0;
    }
    rewards.push(ok);
  }
  const adv = advantages(rewards, algo);
  const w = new Float64Array(d);
  const mean = new Float64Array(d);
  for (let t = 0; t < p.T; t++) {
    for (let v = 0; v < V; v++) {
      const pr = probs[t * V + v]!;
      for (let j = 0; j < d; j++) mean[j]! += pr * p.psi[(t * V + v) * d + j]!;
    }
  }
  for (let i = 0; i < G; i++) {
    const A = adv[i]!;
    if (A === 0) continue;
    const s = (A / G) * (algo.lengthNorm ? 1 / p.T : 1);
    for (let t = 0; t < p.T; t++) {
      const off = (t * V + toks[i * p.T + t]!) * d;
      for (let j = 0; j < d; j++) w[j]! += s * p.psi[off + j]!;
    }
    for (let j = 0; j < d; j++) w[j]! -= s * mean[j]!;
  }
  return { rewards, w };
}

/** Mean exact success over `n` fresh prompts per environment at a level. */
export function meanSuccess(
  world: World,
  policy: Policy,
  envs: readonly string[],
  level: number,
  n: number,
  heldOut = false,
): number {
  let s = 0;
  for (const e of envs) {
    for (let i = 0; i < n; i++)
      s += successProbability(world, policy, world.evalPrompt(e, level, i), heldOut);
  }
  return s / (envs.length * n);
}

/** theta_shared = c s_0 (skill 0 only) with c chosen so that the mean success at level 0 is `target`. */
export function pretrainedPolicy(world: World, envs: readonly string[], target: number): Policy {
  const s0 = world.skillDirs[0]!;
  const at = (c: number) =>
    meanSuccess(
      world,
      new Policy(
        world.spec.d,
        s0.map((x) => c * x),
      ),
      envs,
      0,
      8,
      true,
    );
  let lo = 0;
  let hi = 1;
  while (at(hi) < target && hi < 1e4) hi *= 2;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid) < target) lo = mid;
    else hi = mid;
  }
  return new Policy(
    world.spec.d,
    s0.map((x) => ((lo + hi) / 2) * x),
  );
}

export interface CurriculumRun {
  schedule: string;
  /** Engine statistics: effective prompt ratio of every step. */
  ratios: number[];
  /** Mean h over environments after every step (from the engine). */
  meanLevels: number[];
  /** Mean training accuracy of every step. */
  accuracy: number[];
  finalLevels: Record<string, number>;
  policy: Policy;
}
