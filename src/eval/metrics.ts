import type { Status } from "../core/outcome.ts";

/** One scored model sample, as stored (one JSON line) in an eval results file. */
export interface SampleResult {
  item: string;
  sample: number;
  env: string;
  level: number;
  seed: number;
  reward: number;
  accuracy: 0 | 1;
  formatScore: 0 | 1;
  /** "error": the request got no reply after every retry (not an answer; never counted as wrong). */
  status: Status | "error";
  reason: string;
  output?: string;
  /** The endpoint's finish_reason; "length" means the reply was cut off at max tokens. */
  finishReason?: string;
  promptTokens: number;
  completionTokens: number;
  attempts: number;
  latencyMs: number;
}

/** Unbiased pass@k from n samples with c correct: 1 - C(n-c, k) / C(n, k). */
export function passAtK(n: number, c: number, k: number): number {
  if (k > n) throw new RangeError(`pass@${k} needs at least ${k} samples, got ${n}`);
  if (n - c < k) return 1;
  let prod = 1;
  for (let i = n - c + 1; i <= n; i++) prod *= 1 - k / i;
  return 1 - prod;
}

/**
 * Summary of a group of samples. Rates are over the scored samples (answered, not unscorable); they are
 * null when no sample of the group was scored, so that unanswered requests never read as 0% accuracy.
 */
export interface GroupSummary {
  env: string;
  level: number | "all";
  items: number;
  samples: number;
  /** Samples that got a reply and were scored (samples - errors - unscorable). */
  scored: number;
  /** Mean accuracy over the scored samples (Avg@k). */
  avgAccuracy: number | null;
  /**
   * Standard error of avgAccuracy, clustered by item: the sample standard deviation of the per-item mean
   * accuracies over sqrt(items). With one sample per item it is the usual sqrt(p(1-p)/(n-1)). Null below
   * two scored items.
   */
  avgAccuracyStderr: number | null;
  /** Mean over items of the unbiased pass@k, k = samples per item. */
  passAtK: number | null;
  k: number;
  meanReward: number | null;
  formatErrorRate: number | null;
  unscorable: number;
  errors: number;
  /** Replies cut off at max tokens (finish_reason "length"). */
  truncated: number;
  promptTokens: number;
  completionTokens: number;
}

export interface Summary {
  /** Per environment and level, then per environment (level "all"). */
  groups: GroupSummary[];
  /** Per level across all environments (env "all"). */
  levels: GroupSummary[];
  overall: GroupSummary;
}

/** Summaries per environment and level, per environment, per level, and overall. */
export function summarize(results: readonly SampleResult[], k?: number): Summary {
  const byKey = new Map<string, SampleResult[]>();
  const byLevel = new Map<number, SampleResult[]>();
  const add = <K>(map: Map<K, SampleResult[]>, key: K, r: SampleResult) => {
    const list = map.get(key);
    if (list) list.push(r);
    else map.set(key, [r]);
  };
  for (const r of results) {
    add(byKey, `${r.env}\u0000${r.level}`, r);
    add(byKey, `${r.env}\u0000all`, r);
    add(byLevel, r.level, r);
  }
  const groups = [...byKey.entries()]
    .map(([key, rs]) => {
      const [env, level] = key.split("\u0000") as [string, string];
      return summarizeGroup(env, level === "all" ? "all" : Number(level), rs, k);
    })
    .sort((a, b) => a.env.localeCompare(b.env) || order(a.level) - order(b.level));
  const levels = [...byLevel.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([level, rs]) => summarizeGroup("all", level, rs, k));
  return { groups, levels, overall: summarizeGroup("all", "all", results, k) };
}

const order = (l: number | "all") => (l === "all" ? Number.POSITIVE_INFINITY : l);

const mean = (xs: readonly number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Sample standard deviation of xs over sqrt(n); null below two values. */
export function standardError(xs: readonly number[]): number | null {
  if (xs.length < 2) return null;
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
  return Math.sqrt(variance / xs.length);
}

export function summarizeGroup(
  env: string,
  level: number | "all",
  rs: readonly SampleResult[],
  k?: number,
): GroupSummary {
  const scored = rs.filter((r) => r.status !== "error" && r.status !== "unscorable");
  const perItem = new Map<string, { n: number; c: number }>();
  for (const r of scored) {
    const s = perItem.get(r.item) ?? { n: 0, c: 0 };
    s.n++;
    s.c += r.accuracy;
    perItem.set(r.item, s);
  }
  const minN = Math.min(...[...perItem.values()].map((s) => s.n));
  const kk = Math.max(1, Math.min(k ?? minN, minN));
  const passes = [...perItem.values()].map((s) => passAtK(s.n, s.c, kk));
  return {
    env,
    level,
    items: new Set(rs.map((r) => r.item)).size,
    samples: rs.length,
    scored: scored.length,
    avgAccuracy: mean(scored.map((r) => r.accuracy)),
    avgAccuracyStderr: standardError([...perItem.values()].map((s) => s.c / s.n)),
    passAtK: mean(passes),
    k: perItem.size === 0 ? 0 : kk,
    meanReward: mean(scored.map((r) => r.reward)),
    formatErrorRate: mean(scored.map((r) => (r.status === "wrong_format" ? 1 : 0))),
    unscorable: rs.filter((r) => r.status === "unscorable").length,
    errors: rs.filter((r) => r.status === "error").length,
    truncated: rs.filter((r) => r.finishReason === "length").length,
    promptTokens: rs.reduce((a, r) => a + r.promptTokens, 0),
    completionTokens: rs.reduce((a, r) => a + r.completionTokens, 0),
  };
}
