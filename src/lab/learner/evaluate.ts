import { generate, getEnv, verify } from "../../core/index.ts";
import { type Policy, rollout } from "./policy.ts";
import { renderAnswer, taskOf, type View } from "./tasks.ts";

/** Evaluation problems use seeds from here on (training seeds are 48-bit hashes from the curriculum). */
const EVAL_SEED_BASE = 900_000_000;

export interface EvalProblem {
  env: string;
  level: number;
  instance: unknown;
  view: View;
}

export interface EvalSet {
  levels: number[];
  problems: EvalProblem[];
}

const cache = new Map<string, EvalProblem>();

/** Fixed problems: `perLevel` per environment and level, the same for every run and seed. */
export function evalSet(envs: readonly string[], levels: readonly number[], perLevel: number): EvalSet {
  const problems: EvalProblem[] = [];
  for (const env of envs) {
    const e = getEnv(env);
    for (const level of levels) {
      for (let k = 0; k < perLevel; k++) {
        const key = `${env}/${level}/${k}`;
        let p = cache.get(key);
        if (p === undefined) {
          const instance = generate(e, level, EVAL_SEED_BASE + k).instance;
          p = { env, level, instance, view: taskOf(env).view(instance) };
          cache.set(key, p);
        }
        problems.push(p);
      }
    }
  }
  return { levels: [...levels], problems };
}

/** Greedy accuracy per level (mean over the set's environments and problems) and overall. */
export function evaluate(
  policy: Policy,
  set: EvalSet,
): { byLevel: number[]; mean: number; byEnv: Record<string, number> } {
  const right = new Map<number, number>();
  const total = new Map<number, number>();
  const envRight: Record<string, number> = {};
  const envTotal: Record<string, number> = {};
  for (const p of set.problems) {
    const actions = rollout(policy, p.view, policy.taskIndex(p.env), null);
    const picks = actions.filter((a) => a < p.view.items.length);
    const out = verify(getEnv(p.env), p.instance, renderAnswer(p.view, picks));
    right.set(p.level, (right.get(p.level) ?? 0) + out.accuracy);
    total.set(p.level, (total.get(p.level) ?? 0) + 1);
    envRight[p.env] = (envRight[p.env] ?? 0) + out.accuracy;
    envTotal[p.env] = (envTotal[p.env] ?? 0) + 1;
  }
  const byLevel = set.levels.map((l) => (right.get(l) ?? 0) / Math.max(1, total.get(l) ?? 0));
  const byEnv = Object.fromEntries(Object.keys(envTotal).map((e) => [e, envRight[e]! / envTotal[e]!]));
  return { byLevel, mean: byLevel.reduce((s, x) => s + x, 0) / Math.max(1, byLevel.length), byEnv };
}
