import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { client } from "../service/helpers.ts";

/**
 * Drive a training run through the real service so that the dashboard has something to show: create a
 * run on a few environments, issue problems, answer them (the reference for `right` of every `of`
 * groups, a wrong answer otherwise) and report the outcomes per step, so that h rises in some
 * environments and batches carry an effective prompt ratio.
 */
export async function driveRun(
  base: string,
  runId: string,
  opts: { envs: string[]; steps: number; token?: string; right?: number; of?: number },
): Promise<void> {
  const c = client(base, opts.token);
  const created = await c.post("/v1/runs", {
    run_id: runId,
    environments: opts.envs,
    group_size: 2,
    min_prompts_before_check: 2,
    update_mode: "on_report",
    seed: 7,
  });
  if (created.status !== 201)
    throw new Error(`create run: ${created.status} ${JSON.stringify(created.body)}`);
  const right = opts.right ?? 1;
  const of = opts.of ?? 1;
  let n = 0;
  for (let step = 1; step <= opts.steps; step++) {
    const got = await c.post(`/v1/runs/${runId}/problems`, { count: 6 });
    if (got.status !== 200) throw new Error(`problems: ${got.status} ${JSON.stringify(got.body)}`);
    const items: Array<{ ticket: string; accuracy: number; sample_key: string }> = [];
    for (const p of got.body.problems as Array<{
      ticket: string;
      env_id: string;
      level: number;
      seed: number;
    }>) {
      const ref = generate(getEnv(p.env_id), p.level, p.seed).reference;
      for (let k = 0; k < 2; k++) {
        const good = n++ % of < right;
        const scored = await c.post("/v1/score", {
          ticket: p.ticket,
          response: good ? ref : "<answer>not an answer</answer>",
          update: false,
        });
        items.push({ ticket: p.ticket, accuracy: scored.body.accuracy, sample_key: `${runId}-${step}-${n}` });
      }
    }
    const rep = await c.post(`/v1/runs/${runId}/outcomes`, { items, step });
    if (rep.status !== 200) throw new Error(`outcomes: ${rep.status} ${JSON.stringify(rep.body)}`);
  }
}
