// One-off survey (issue 30, item 7): over every environment, levels 0..5, seeds 1..N, how often the
// empty answer and the identity answer (audit.ts identityAnswer) are correct: node --import tsx scripts/survey-trivial.ts 40
import { instanceOf, verify, wrapAnswer } from "../src/core/kit.ts";
import { listEnvs } from "../src/core/registry.ts";
import { identityAnswer } from "../src/eval/audit.ts";

const seeds = Number(process.argv[2] ?? 100);
const only = process.argv[3];
for (const env of listEnvs()) {
  if (only !== undefined && env.id !== only) continue;
  let empty = 0;
  let identity = 0;
  let identityTried = 0;
  let n = 0;
  const hits: string[] = [];
  for (let level = 0; level <= 5; level++) {
    for (let seed = 1; seed <= seeds; seed++) {
      let instance: unknown;
      let ref: string;
      try {
        instance = instanceOf(env, level, seed).instance;
        ref = env.reference(instance).trim();
      } catch {
        continue;
      }
      n++;
      if (verify(env, instance, wrapAnswer("")).accuracy === 1) {
        empty++;
        if (hits.length < 3) hits.push(`empty L${level} s${seed}`);
      }
      const id = identityAnswer(ref);
      if (id !== undefined) {
        identityTried++;
        if (verify(env, instance, wrapAnswer(id)).accuracy === 1) {
          identity++;
          if (hits.length < 6) hits.push(`identity L${level} s${seed}`);
        }
      }
    }
  }
  process.stdout.write(`${JSON.stringify({ env: env.id, n, empty, identityTried, identity, hits })}\n`);
}
