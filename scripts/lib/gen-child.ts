// A child process that generates problems on request and reports how long each took, so that the parent
// (scripts/lib/gen-pool.ts) can kill it when a generation does not return. Messages in: a GenTask;
// messages out: one GenResult per seed, in order, then {done: true}. After timing a generation the child also
// scores its reference (untimed): a reference that does not score 1 is a defect at that level.
import { generate, verify } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { SPIN_ENV } from "./gen-pool.ts";

export interface GenTask {
  env: string;
  level: number;
  seeds: number[];
}

export interface GenResult {
  seed: number;
  /** CPU time of the generation (user + system, this process), in ms: insensitive to other load. */
  ms: number;
  /** Wall-clock time, in ms. */
  wallMs: number;
  promptChars: number;
  referenceChars: number;
  /** The reward of the problem's own reference, and the scorer's reason when it is not 1. */
  referenceReward?: number;
  referenceReason?: string;
  error?: string;
}

function run(task: GenTask): void {
  if (task.env === SPIN_ENV) for (;;);
  const env = getEnv(task.env);
  for (const seed of task.seeds) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const cpuMs = () => {
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 1000;
    };
    let res: GenResult;
    try {
      const p = generate(env, task.level, seed);
      res = {
        seed,
        ms: cpuMs(),
        wallMs: performance.now() - t0,
        promptChars: p.prompt.length,
        referenceChars: p.reference.length,
      };
      const scored = verify(env, p.instance, p.reference);
      res.referenceReward = scored.reward;
      if (scored.reward !== 1) res.referenceReason = (scored.reason ?? scored.status).slice(0, 200);
    } catch (err) {
      const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      res = {
        seed,
        ms: cpuMs(),
        wallMs: performance.now() - t0,
        promptChars: 0,
        referenceChars: 0,
        error: msg.slice(0, 300),
      };
    }
    process.send!({ result: res });
  }
  process.send!({ done: true });
}

process.on("message", (msg: GenTask) => run(msg));
process.send!({ ready: true });
