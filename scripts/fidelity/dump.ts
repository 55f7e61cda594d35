/**
 * rlve's side of the reward fixture (test/fidelity/rewards.json): for every family with a bridge in
 * scripts/fidelity/bridges/ and a few (level, seed) pairs, rlve's params, instance and answer texts (the
 * reference, rlve's wrongAnswers, a malformed text) with rlve's reward for each, as JSON on stdout.
 * scripts/fidelity/rewards.py runs this, scores the same texts with RLVE-Gym and writes the fixture.
 *
 * Usage: npx tsx scripts/fidelity/dump.ts [env-id...]   (default: every bridged family)
 */
import { readdirSync } from "node:fs";
import { instanceOf, maxLevelOf, problemRng, verify, wrapAnswer } from "../../src/core/index.ts";
import { getEnv } from "../../src/core/registry.ts";

/** (level, seed) pairs of every family, capped at its maximum level. */
export const PAIRS: readonly [number, number][] = [
  [0, 1],
  [2, 2],
  [5, 3],
];

/** Texts no family reads as an answer (RLVE-Gym's scorers differ in what they give them: -1, -0.5 or 0). */
export const MALFORMED = ["?? no answer ??", ""];

const bridges = new URL("./bridges/", import.meta.url);
const args = process.argv.slice(2);
const ids =
  args.length > 0
    ? args
    : readdirSync(bridges)
        .filter((f) => f.endsWith(".py") && !f.startsWith("_"))
        .map((f) => f.slice(0, -3).replaceAll("_", "-"))
        .sort();

const rows = [];
for (const id of ids) {
  const env = getEnv(id);
  const seen = new Set<string>();
  for (const [wanted, seed] of PAIRS) {
    const level = Math.min(wanted, maxLevelOf(env));
    const key = `${level}/${seed}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { params, instance } = instanceOf(env, level, seed);
    const texts = [
      { kind: "reference", text: env.reference(instance) },
      ...env
        .wrongAnswers(instance, problemRng(env, level, seed).fork("fidelity"))
        .map((text) => ({ kind: "wrong", text })),
      ...MALFORMED.map((text) => ({ kind: "malformed", text })),
    ];
    const answers = texts.map((a) => ({ ...a, rlve: verify(env, instance, wrapAnswer(a.text)).reward }));
    rows.push({ env: id, rlveId: env.rlveId, version: env.version, level, seed, params, instance, answers });
  }
}
process.stdout.write(`${JSON.stringify(rows)}\n`);
