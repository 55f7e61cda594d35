import { applyAction, emptyState, type Policy, softmax } from "./policy.ts";
import type { View } from "./tasks.ts";

/** The switches of the GRPO-family update. */
export interface GrpoOptions {
  /** Divide each group's centred rewards by their standard deviation (GRPO) or not (Dr. GRPO). */
  stdScale: boolean;
  /** Average each answer's terms over its length 1/|o| (GRPO) or sum them (Dr. GRPO). */
  lengthNorm: boolean;
  /** DAPO's dynamic-sampling filter: drop groups whose rewards are all equal before averaging. */
  dynamicFilter: boolean;
  /** Entropy bonus per decision (keeps long runs from collapsing to a deterministic policy). */
  entropy: number;
}

/** One scored answer, replayable: its view, task row, the decisions taken and its reward. */
export interface Sample {
  view: View;
  task: number;
  actions: number[];
  reward: number;
}

/** Advantages of one group: r - mean, divided by the std when stdScale (0 for a constant group). */
export function advantages(rewards: readonly number[], stdScale: boolean): number[] {
  const n = rewards.length;
  const mean = rewards.reduce((s, r) => s + r, 0) / n;
  const sd = Math.sqrt(rewards.reduce((s, r) => s + (r - mean) ** 2, 0) / n);
  return rewards.map((r) => (sd < 1e-9 ? 0 : stdScale ? (r - mean) / sd : r - mean));
}

/**
 * The surrogate loss of a batch of groups (single on-policy update, so the PPO ratio is 1 and clipping
 * never acts): L = -(1/N) sum_s w_s sum_t [A_s log pi(a_t) + entropy * H_t], w_s = 1/|o_s| or 1, N the
 * answers kept. Adds dL/dtheta to policy.grad (zeroed first) and returns L and the number kept.
 */
export function grpoLossAndGrad(
  policy: Policy,
  groups: readonly (readonly Sample[])[],
  opts: GrpoOptions,
): { loss: number; kept: number; entropy: number; decisions: number } {
  policy.grad.fill(0);
  const kept: Array<{ s: Sample; adv: number }> = [];
  for (const g of groups) {
    const adv = advantages(
      g.map((s) => s.reward),
      opts.stdScale,
    );
    if (opts.dynamicFilter && adv.every((a) => a === 0)) continue;
    for (let i = 0; i < g.length; i++) kept.push({ s: g[i]!, adv: adv[i]! });
  }
  let loss = 0;
  let entSum = 0;
  let decisions = 0;
  const N = kept.length;
  for (const { s, adv } of kept) {
    // Constant groups add nothing but the entropy term: skip their replay when it is off.
    if (adv === 0 && opts.entropy === 0) continue;
    const w = (opts.lengthNorm ? 1 / Math.max(1, s.actions.length) : 1) / N;
    const m = policy.candidates(s.view);
    const logits = new Float64Array(m);
    const p = new Float64Array(m);
    const dl = new Float64Array(m);
    const state = emptyState(s.view);
    for (const a of s.actions) {
      policy.forward(s.view, s.task, state, logits);
      const H = softmax(logits, m, p);
      loss -= w * (adv * Math.log(p[a]!) + opts.entropy * H);
      entSum += H;
      decisions++;
      for (let j = 0; j < m; j++) {
        if (p[j] === 0) {
          dl[j] = 0;
          continue;
        }
        const dlogp = (j === a ? 1 : 0) - p[j]!;
        const dH = -p[j]! * (Math.log(p[j]!) + H);
        dl[j] = -w * (adv * dlogp + opts.entropy * dH);
      }
      policy.backward(s.view, s.task, state, dl);
      applyAction(s.view, state, a);
    }
  }
  return { loss, kept: N, entropy: decisions === 0 ? 0 : entSum / decisions, decisions };
}
