/**
 * Group statistics: the effective prompt ratio and DAPO's dynamic-sampling filter.
 * A group is the samples of one prompt (same problemId). A group whose values are all identical gives
 * GRPO no signal (zero advantage everywhere).
 */

export interface GroupedSample {
  problemId?: string;
  accuracy: number;
  reward?: number;
}

export type StatKey = "accuracy" | "reward";

function statValue(s: GroupedSample, key: StatKey): number {
  return key === "reward" ? (s.reward ?? s.accuracy) : s.accuracy;
}

/** Values of each group (samples with the same problemId, in first-seen order; samples without one are skipped). */
export function groupsOf(samples: readonly GroupedSample[], key: StatKey = "reward"): number[][] {
  const m = new Map<string, number[]>();
  for (const s of samples) {
    if (s.problemId === undefined) continue;
    let g = m.get(s.problemId);
    if (g === undefined) m.set(s.problemId, (g = []));
    g.push(statValue(s, key));
  }
  return [...m.values()];
}

/** True when the group's values are not all identical (a group of one never is). */
export function isEffective(values: readonly number[]): boolean {
  return values.some((v) => v !== values[0]);
}

/**
 * Share of groups whose values are not all identical, in [0, 1] (0 for no groups). Groups are lists of
 * values, or samples grouped by problemId. Rewards by default (the definition); accuracy by option.
 */
export function effectivePromptRatio(
  groups: readonly (readonly number[])[] | readonly (readonly GroupedSample[])[] | readonly GroupedSample[],
  key: StatKey = "reward",
): number {
  const gs = toGroups(groups, key);
  if (gs.length === 0) return 0;
  return gs.filter(isEffective).length / gs.length;
}

/**
 * DAPO dynamic sampling: keep only the groups whose values are not all identical. Works on groups of
 * samples (arrays) or on flat samples grouped by problemId; filters on accuracy by default, on reward
 * by option. Returns the kept groups, in order.
 */
export function dynamicSamplingFilter<T extends GroupedSample>(
  groups: readonly (readonly T[])[] | readonly T[],
  key: StatKey = "accuracy",
): T[][] {
  const gs: T[][] = isNested(groups) ? groups.map((g) => [...g]) : groupSamples(groups as readonly T[]);
  return gs.filter((g) => isEffective(g.map((s) => statValue(s, key))));
}

/** Flat samples grouped by problemId, in first-seen order (samples without problemId are dropped). */
export function groupSamples<T extends GroupedSample>(samples: readonly T[]): T[][] {
  const m = new Map<string, T[]>();
  for (const s of samples) {
    if (s.problemId === undefined) continue;
    let g = m.get(s.problemId);
    if (g === undefined) m.set(s.problemId, (g = []));
    g.push(s);
  }
  return [...m.values()];
}

function isNested<T>(x: readonly (readonly T[])[] | readonly T[]): x is readonly (readonly T[])[] {
  return x.length > 0 && Array.isArray(x[0]);
}

function toGroups(
  groups: readonly (readonly number[])[] | readonly (readonly GroupedSample[])[] | readonly GroupedSample[],
  key: StatKey,
): (readonly number[])[] {
  if (groups.length === 0) return [];
  if (!Array.isArray(groups[0])) return groupsOf(groups as readonly GroupedSample[], key);
  return (groups as readonly (readonly (number | GroupedSample)[])[])
    .filter((g) => g.length > 0)
    .map((g) => g.map((v) => (typeof v === "number" ? v : statValue(v, key))));
}
