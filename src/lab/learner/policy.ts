import type { Rng } from "../../core/rng.ts";
import type { View } from "./tasks.ts";

/**
 * A pointer policy: one shared network scores every item of the input (and a stop action) at each step
 * of the answer, conditioned on the previous pick, a used flag and a per-environment task embedding.
 *
 * For candidate i at answer step t the hidden layer is
 *   h = tanh(b1 + Prev[prev value] + Ws·[remaining, t/maxPicks] + Wt·T[task]      (the same for all i)
 *            + Val[v_i] + OffT[i - t] + OffP[i - prevPos] + Aux[a_i] + Wc·[v_i/32, (v_i - prev)/4, used_i])
 * and its logit is w2·h. Val, Prev, OffT, OffP and Aux are tables of hidden-sized rows (a one-hot input
 * times a weight matrix, stored as its product); T is a small task embedding read through Wt, so that a
 * new environment can be fitted by training T's row alone (the scaling experiment does that).
 */

export const HIDDEN = 32;
export const TASK_DIM = 8;
/** Values are clipped to [-VMAX, VMAX]. */
export const VMAX = 100;
const STOP_VALUE = 2 * VMAX + 1;
const NO_PREV = 2 * VMAX + 2;
const N_VALUES = 2 * VMAX + 3;
/** Relative offsets are clipped to [-OFF, OFF]; one more row means "not applicable". */
const OFF = 6;
const OFF_NA = 2 * OFF + 1;
const N_OFF = 2 * OFF + 2;
const AUX_MAX = 31;
const AUX_NA = AUX_MAX + 1;
const N_AUX = AUX_MAX + 2;
const N_CAND_SCALARS = 3;
const N_STEP_SCALARS = 2;

const clip = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);
const valueIndex = (v: number) => clip(Math.round(v), -VMAX, VMAX) + VMAX;
const offIndex = (d: number) => clip(d, -OFF, OFF) + OFF;
const auxIndex = (a: number) => clip(Math.round(a), 0, AUX_MAX);

/** A slice [offset, offset + length) of the parameter vector. */
export interface Block {
  offset: number;
  length: number;
}

/** Where each parameter table lives in the flat vector. */
interface Layout {
  val: Block;
  prev: Block;
  offT: Block;
  offP: Block;
  aux: Block;
  wc: Block;
  ws: Block;
  task: Block;
  wt: Block;
  b1: Block;
  w2: Block;
  size: number;
}

function layout(nTasks: number): Layout {
  let at = 0;
  const take = (length: number): Block => {
    const b = { offset: at, length };
    at += length;
    return b;
  };
  const l = {
    val: take(N_VALUES * HIDDEN),
    prev: take(N_VALUES * HIDDEN),
    offT: take(N_OFF * HIDDEN),
    offP: take(N_OFF * HIDDEN),
    aux: take(N_AUX * HIDDEN),
    wc: take(HIDDEN * N_CAND_SCALARS),
    ws: take(HIDDEN * N_STEP_SCALARS),
    task: take(nTasks * TASK_DIM),
    wt: take(HIDDEN * TASK_DIM),
    b1: take(HIDDEN),
    w2: take(HIDDEN),
  };
  return { ...l, size: at };
}

function gaussian(rng: Rng): number {
  const u = 1 - rng.float();
  const v = rng.float();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The state of a partly written answer. */
export interface AnswerState {
  picks: number[];
  used: Uint8Array;
}

/** One decision's candidates: items 0..n-1 and, for sequences, the stop action at index n. */
export interface Scores {
  /** Logits; -Infinity for a masked candidate. */
  logits: Float64Array;
  count: number;
}

export class Policy {
  readonly tasks: string[];
  readonly theta: Float64Array;
  readonly grad: Float64Array;
  readonly layout: Layout;
  private hid = new Float64Array(0);
  private ctx = new Float64Array(HIDDEN);
  private dctx = new Float64Array(HIDDEN);
  private dpre = new Float64Array(HIDDEN);

  /** Random initial parameters from `init`, or a copy of a parameter vector of the same layout. */
  constructor(tasks: readonly string[], init: Rng | Float64Array) {
    this.tasks = [...tasks];
    this.layout = layout(tasks.length);
    this.grad = new Float64Array(this.layout.size);
    if (init instanceof Float64Array) {
      if (init.length !== this.layout.size) throw new Error("learner: parameter vector of another layout");
      this.theta = init.slice();
      return;
    }
    const rng = init;
    this.theta = new Float64Array(this.layout.size);
    const draw = (b: Block, scale: number) => {
      for (let k = 0; k < b.length; k++) this.theta[b.offset + k] = scale * gaussian(rng);
    };
    draw(this.layout.val, 0.3);
    draw(this.layout.prev, 0.3);
    draw(this.layout.offT, 0.3);
    draw(this.layout.offP, 0.3);
    draw(this.layout.aux, 0.3);
    draw(this.layout.wc, 0.3);
    draw(this.layout.ws, 0.3);
    draw(this.layout.task, 0.5);
    draw(this.layout.wt, 0.3);
    draw(this.layout.w2, 0.1);
  }

  /** A copy with the same parameters (the held-out fit starts each environment from the same network). */
  clone(): Policy {
    return new Policy(this.tasks, this.theta);
  }

  taskIndex(env: string): number {
    const i = this.tasks.indexOf(env);
    if (i < 0) throw new Error(`learner: the policy has no task embedding for '${env}'`);
    return i;
  }

  /** The block of one task's embedding row (what the held-out fit trains). */
  taskBlock(env: string): Block {
    return { offset: this.layout.task.offset + this.taskIndex(env) * TASK_DIM, length: TASK_DIM };
  }

  /** Candidates at this state: n items, plus stop for a sequence answer. */
  candidates(view: View): number {
    return view.items.length + (view.kind === "sequence" ? 1 : 0);
  }

  /**
   * Logits of every candidate at `state`. Keeps the hidden activations for `backward` (valid until the
   * next call).
   */
  forward(view: View, task: number, state: AnswerState, out: Float64Array): void {
    const th = this.theta;
    const L = this.layout;
    const n = view.items.length;
    const m = this.candidates(view);
    if (this.hid.length < m * HIDDEN) this.hid = new Float64Array(m * HIDDEN * 2);
    const t = state.picks.length;
    const last = t === 0 ? -1 : state.picks[t - 1]!;
    const prevValue = last < 0 ? 0 : view.items[last]!.value;
    const prevRow = last < 0 ? NO_PREV : valueIndex(prevValue);
    let unused = 0;
    for (let i = 0; i < n; i++) if (state.used[i] === 0) unused++;
    const s0 = n === 0 ? 0 : unused / n;
    const s1 = t / Math.max(1, view.maxPicks);
    const ctx = this.ctx;
    const tOff = L.task.offset + task * TASK_DIM;
    for (let h = 0; h < HIDDEN; h++) {
      let c = th[L.b1.offset + h]! + th[L.prev.offset + prevRow * HIDDEN + h]!;
      c += th[L.ws.offset + h * N_STEP_SCALARS]! * s0 + th[L.ws.offset + h * N_STEP_SCALARS + 1]! * s1;
      const wt = L.wt.offset + h * TASK_DIM;
      for (let j = 0; j < TASK_DIM; j++) c += th[wt + j]! * th[tOff + j]!;
      ctx[h] = c;
    }
    const w2 = L.w2.offset;
    for (let i = 0; i < m; i++) {
      if (i < n && state.used[i] === 1 && !view.repeat) {
        out[i] = Number.NEGATIVE_INFINITY;
        continue;
      }
      const rows = this.rows(view, state, i, last, prevValue);
      const hb = i * HIDDEN;
      let logit = 0;
      for (let h = 0; h < HIDDEN; h++) {
        let pre = ctx[h]! + th[rows.val + h]! + th[rows.offT + h]! + th[rows.offP + h]! + th[rows.aux + h]!;
        const wc = L.wc.offset + h * N_CAND_SCALARS;
        pre += th[wc]! * rows.x0 + th[wc + 1]! * rows.x1 + th[wc + 2]! * rows.x2;
        const a = Math.tanh(pre);
        this.hid[hb + h] = a;
        logit += th[w2 + h]! * a;
      }
      out[i] = logit;
    }
  }

  /** Offsets of candidate i's table rows and its scalar features. */
  private rows(view: View, state: AnswerState, i: number, last: number, prevValue: number) {
    const L = this.layout;
    const n = view.items.length;
    if (i === n) {
      return {
        val: L.val.offset + STOP_VALUE * HIDDEN,
        offT: L.offT.offset + OFF_NA * HIDDEN,
        offP: L.offP.offset + OFF_NA * HIDDEN,
        aux: L.aux.offset + AUX_NA * HIDDEN,
        x0: 0,
        x1: 0,
        x2: 0,
      };
    }
    const item = view.items[i]!;
    return {
      val: L.val.offset + valueIndex(item.value) * HIDDEN,
      offT: L.offT.offset + offIndex(i - state.picks.length) * HIDDEN,
      offP: L.offP.offset + (last < 0 ? OFF_NA : offIndex(i - last)) * HIDDEN,
      aux: L.aux.offset + auxIndex(item.aux) * HIDDEN,
      x0: clip(item.value / 32, -4, 4),
      x1: last < 0 ? 0 : clip((item.value - prevValue) / 4, -4, 4),
      x2: state.used[i]!,
    };
  }

  /**
   * Adds d(loss)/d(theta) to `grad` given d(loss)/d(logit) of every candidate of the last `forward`
   * (same arguments). Masked candidates must have dlogit 0.
   */
  backward(view: View, task: number, state: AnswerState, dlogits: Float64Array): void {
    const th = this.theta;
    const g = this.grad;
    const L = this.layout;
    const n = view.items.length;
    const m = this.candidates(view);
    const t = state.picks.length;
    const last = t === 0 ? -1 : state.picks[t - 1]!;
    const prevValue = last < 0 ? 0 : view.items[last]!.value;
    const prevRow = last < 0 ? NO_PREV : valueIndex(prevValue);
    const dctx = this.dctx.fill(0);
    const dpre = this.dpre;
    const w2 = L.w2.offset;
    for (let i = 0; i < m; i++) {
      const dl = dlogits[i]!;
      if (dl === 0) continue;
      const rows = this.rows(view, state, i, last, prevValue);
      const hb = i * HIDDEN;
      for (let h = 0; h < HIDDEN; h++) {
        const a = this.hid[hb + h]!;
        g[w2 + h]! += dl * a;
        const d = dl * th[w2 + h]! * (1 - a * a);
        dpre[h] = d;
        dctx[h]! += d;
      }
      for (let h = 0; h < HIDDEN; h++) {
        const d = dpre[h]!;
        g[rows.val + h]! += d;
        g[rows.offT + h]! += d;
        g[rows.offP + h]! += d;
        g[rows.aux + h]! += d;
        const wc = L.wc.offset + h * N_CAND_SCALARS;
        g[wc]! += d * rows.x0;
        g[wc + 1]! += d * rows.x1;
        g[wc + 2]! += d * rows.x2;
      }
    }
    let unused = 0;
    for (let i = 0; i < n; i++) if (state.used[i] === 0) unused++;
    const s0 = n === 0 ? 0 : unused / n;
    const s1 = t / Math.max(1, view.maxPicks);
    const tOff = L.task.offset + task * TASK_DIM;
    for (let h = 0; h < HIDDEN; h++) {
      const d = dctx[h]!;
      if (d === 0) continue;
      g[L.b1.offset + h]! += d;
      g[L.prev.offset + prevRow * HIDDEN + h]! += d;
      g[L.ws.offset + h * N_STEP_SCALARS]! += d * s0;
      g[L.ws.offset + h * N_STEP_SCALARS + 1]! += d * s1;
      const wt = L.wt.offset + h * TASK_DIM;
      for (let j = 0; j < TASK_DIM; j++) {
        g[wt + j]! += d * th[tOff + j]!;
        g[tOff + j]! += d * th[wt + j]!;
      }
    }
  }
}

/** Softmax of the finite logits into `p` (masked entries get 0); returns the entropy. */
export function softmax(logits: Float64Array, count: number, p: Float64Array): number {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) if (logits[i]! > max) max = logits[i]!;
  let z = 0;
  for (let i = 0; i < count; i++) {
    const e = logits[i] === Number.NEGATIVE_INFINITY ? 0 : Math.exp(logits[i]! - max);
    p[i] = e;
    z += e;
  }
  let ent = 0;
  for (let i = 0; i < count; i++) {
    p[i]! /= z;
    if (p[i]! > 0) ent -= p[i]! * Math.log(p[i]!);
  }
  return ent;
}

export function emptyState(view: View): AnswerState {
  return { picks: [], used: new Uint8Array(view.items.length) };
}

/** Applies candidate `a` (an item, or stop = items.length); returns false when the answer ended. */
export function applyAction(view: View, state: AnswerState, a: number): boolean {
  if (a >= view.items.length) return false;
  state.picks.push(a);
  state.used[a] = 1;
  if (view.kind === "choice") return false;
  if (state.picks.length >= view.maxPicks) return false;
  if (!view.repeat && state.picks.length >= view.items.length) return false;
  return true;
}

/**
 * Writes one answer: samples each decision from the policy (or takes the argmax when greedy). Returns
 * the chosen candidate of every decision; the picks are those below items.length.
 */
export function rollout(policy: Policy, view: View, task: number, rng: Rng | null): number[] {
  const m = policy.candidates(view);
  const logits = new Float64Array(m);
  const p = new Float64Array(m);
  const state = emptyState(view);
  const actions: number[] = [];
  if (view.items.length === 0) return actions;
  for (;;) {
    policy.forward(view, task, state, logits);
    let a = 0;
    if (rng === null) {
      for (let i = 1; i < m; i++) if (logits[i]! > logits[a]!) a = i;
    } else {
      softmax(logits, m, p);
      const u = rng.float();
      let acc = 0;
      a = -1;
      for (let i = 0; i < m; i++) {
        if (p[i] === 0) continue;
        acc += p[i]!;
        a = i;
        if (u < acc) break;
      }
    }
    actions.push(a);
    if (!applyAction(view, state, a)) return actions;
  }
}
