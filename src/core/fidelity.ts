import type { Environment, FidelityException, Json } from "./env.ts";
import { LADDER_PENDING } from "./fidelity-pending.ts";

/**
 * Fidelity to RLVE-Gym: level L of an rlve environment should mean level L of its RLVE-Gym family.
 *
 * RLVE-Gym's level L is its parameter controller after L updates; a level is a list of parameter dicts of
 * which one is drawn uniformly per problem. scripts/fidelity/ladders.py stores each level compactly as
 * GymLevel (test/fidelity/ladders.json). rlve's `params(L)` matches it when every constant knob has the
 * same value, every drawn knob is an array holding the same multiset of choices (up to a common factor of
 * the counts), a level that is not a product of per-knob choices is a `choices` array of the same dicts,
 * and rlve has no knob of its own. Knob names match after lower-casing and removing underscores
 * (maxSteps = max_steps). Differences an environment declares in `fidelity` are excused.
 */

/** One level of an RLVE-Gym ladder, as scripts/fidelity/ladders.py writes it. */
export interface GymLevel {
  const: Record<string, Json>;
  drawn?: Record<string, Json[]>;
  choices?: Json[];
}

export interface LadderDifference {
  level: number;
  /** RLVE-Gym's knob name (rlve's for an rlve-only knob). */
  knob: string;
  kind: "missing" | "value" | "extra";
  rlve?: Json;
  gym?: Json;
  /** The declared exception that excuses it, if any. */
  excusedBy?: FidelityException;
}

/** Knob names compare lower-cased without underscores. */
export function normKnob(name: string): string {
  return name.replaceAll("_", "").toLowerCase();
}

function canonical(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${JSON.stringify(normKnob(k))}:${canonical(v[k] as Json)}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A multiset as sorted "value x count" entries, each count divided by the gcd of the counts. */
export function reducedMultiset(values: readonly Json[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(canonical(v), (counts.get(canonical(v)) ?? 0) + 1);
  let g = 0;
  for (const c of counts.values()) g = gcd(g, c);
  return [...counts].map(([k, c]) => `${k} x${c / g}`).sort();
}

function sameJson(a: Json, b: Json): boolean {
  return canonical(a) === canonical(b);
}

function sameMultiset(a: readonly Json[], b: readonly Json[]): boolean {
  const x = reducedMultiset(a);
  const y = reducedMultiset(b);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** The exception of `aspect` covering this knob at this level, if one is declared. */
export function excuse(
  exceptions: readonly FidelityException[] | undefined,
  aspect: FidelityException["aspect"],
  level: number,
  knob?: string,
): FidelityException | undefined {
  return exceptions?.find(
    (e) =>
      e.aspect === aspect &&
      (e.levels === undefined ||
        (level >= e.levels.from && (e.levels.to === undefined || level <= e.levels.to))) &&
      (e.knobs === undefined || knob === undefined || e.knobs.some((k) => normKnob(k) === normKnob(knob))),
  );
}

/** Differences between rlve's params(level) and RLVE-Gym's level, excused or not. */
export function levelDifferences(env: Environment, level: number, gym: GymLevel): LadderDifference[] {
  const params = env.params(level) as Record<string, Json>;
  const rlve = new Map(Object.entries(params).map(([k, v]) => [normKnob(k), { name: k, value: v }]));
  const out: LadderDifference[] = [];
  const seen = new Set<string>();
  const add = (d: Omit<LadderDifference, "level" | "excusedBy">) => {
    const excusedBy = excuse(env.fidelity, "ladder", level, d.knob);
    out.push(excusedBy ? { level, ...d, excusedBy } : { level, ...d });
  };
  const check = (knob: string, gym: Json, same: (r: Json) => boolean) => {
    seen.add(normKnob(knob));
    const r = rlve.get(normKnob(knob));
    if (r === undefined) add({ knob, kind: "missing", gym });
    else if (!same(r.value)) add({ knob, kind: "value", rlve: r.value, gym });
  };
  for (const [knob, value] of Object.entries(gym.const)) check(knob, value, (r) => sameJson(r, value));
  for (const [knob, values] of Object.entries(gym.drawn ?? {})) {
    check(knob, values, (r) => Array.isArray(r) && sameMultiset(r, values));
  }
  if (gym.choices) {
    const choices = gym.choices;
    check("choices", choices, (r) => Array.isArray(r) && sameMultiset(r, choices));
  }
  for (const [key, { name, value }] of rlve)
    if (!seen.has(key)) add({ knob: name, kind: "extra", rlve: value });
  return out;
}

/** Differences over levels 0..upTo (the caller caps it at the environment's maximum level). */
export function ladderDifferences(
  env: Environment,
  gym: readonly GymLevel[],
  upTo: number,
): LadderDifference[] {
  const out: LadderDifference[] = [];
  for (let level = 0; level <= Math.min(upTo, gym.length - 1); level++) {
    out.push(...levelDifferences(env, level, gym[level] as GymLevel));
  }
  return out;
}

/** What `rlve show` and `list --json` report about an environment's fidelity to RLVE-Gym. */
export interface FidelityReport {
  /**
   * same: params(L) equal RLVE-Gym's at every level checked; declared: equal but for the declared
   * exceptions; differs: not yet brought back to RLVE-Gym's ladder; none: not an RLVE-Gym family.
   */
  ladder: "same" | "declared" | "differs" | "none";
  exceptions: FidelityException[];
}

export function fidelityOf(env: Pick<Environment, "id" | "rlveId" | "fidelity">): FidelityReport {
  const exceptions = env.fidelity ?? [];
  if (env.rlveId === undefined) return { ladder: "none", exceptions };
  if (LADDER_PENDING.has(env.id)) return { ladder: "differs", exceptions };
  return { ladder: exceptions.some((e) => e.aspect === "ladder") ? "declared" : "same", exceptions };
}
