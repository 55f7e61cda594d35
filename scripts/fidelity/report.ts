/**
 * Prints how each environment's ladder differs from RLVE-Gym's (test/fidelity/ladders.json), for levels
 * 0..min(max level, 40): one line per environment with unexcused differences, then a summary.
 *
 * Usage: npx tsx scripts/fidelity/report.ts [env-id...] [--all] [--json]
 *   env ids: only these (and every difference, excused ones marked); --all: list matching ones too.
 */
import { readFileSync } from "node:fs";
import { type GymLevel, ladderDifferences } from "../../src/core/fidelity.ts";
import { listEnvs, maxLevelOf } from "../../src/core/index.ts";
import "../../src/core/registry.ts";

const args = process.argv.slice(2);
const ids = args.filter((a) => !a.startsWith("--"));
const gym = JSON.parse(
  readFileSync(new URL("../../test/fidelity/ladders.json", import.meta.url), "utf8"),
) as Record<string, GymLevel[]>;
const rows: { id: string; open: number; excused: number; first: string }[] = [];
for (const env of listEnvs()) {
  if (!env.rlveId || (ids.length > 0 && !ids.includes(env.id))) continue;
  const ladder = gym[env.rlveId];
  if (!ladder) {
    rows.push({ id: env.id, open: 1, excused: 0, first: `no RLVE-Gym ladder for ${env.rlveId}` });
    continue;
  }
  const diffs = ladderDifferences(env, ladder, Math.min(maxLevelOf(env), 40));
  const open = diffs.filter((d) => !d.excusedBy);
  const show = (d: (typeof diffs)[number]) =>
    `L${d.level} ${d.knob} ${d.kind}${d.kind === "value" ? ` rlve ${JSON.stringify(d.rlve)} gym ${JSON.stringify(d.gym)}` : d.kind === "extra" ? ` ${JSON.stringify(d.rlve)}` : ` gym ${JSON.stringify(d.gym)}`}`;
  rows.push({
    id: env.id,
    open: open.length,
    excused: diffs.length - open.length,
    first: open.slice(0, 3).map(show).join("; "),
  });
  if (ids.length > 0)
    for (const d of diffs)
      console.log(`${env.id} ${show(d).slice(0, 300)}${d.excusedBy ? " (excused)" : ""}`);
}
if (args.includes("--json")) {
  console.log(JSON.stringify(rows.filter((r) => r.open > 0).map((r) => r.id)));
} else if (ids.length === 0) {
  for (const r of rows)
    if (r.open > 0 || args.includes("--all"))
      console.log(`${r.id}: ${r.open} open, ${r.excused} excused. ${r.first.slice(0, 240)}`);
  const bad = rows.filter((r) => r.open > 0).length;
  console.log(`${rows.length} environments: ${rows.length - bad} match RLVE-Gym's ladder, ${bad} differ`);
}
