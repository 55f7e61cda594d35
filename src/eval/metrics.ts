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
  status: Status | "error";
  reason: string;
  output?: string;
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

export interface GroupSummary {
  env: string;
  level: number | "all";
  items: number;
  samples: number;
  /** Mean accuracy over all samples (Avg@k). */
  avgAccuracy: number;
  /** Mean over items of the unbiased pass@k, k = samples per item. */
  passAtK: number;
  k: number;
  meanReward: number;
  formatErrorRate: number;
  unscorable: number;
  errors: number;
  promptTokens: number;
  completionTokens: number;
}

/** Summaries per environment and level, per environment, and overall (errors excluded from rates). */
export function summarize(
  results: readonly SampleResult[],
  k?: number,
): { groups: GroupSummary[]; overall: GroupSummary } {
  const byKey = new Map<string, SampleResult[]>();
  const add = (key: string, r: SampleResult) => {
    const list = byKey.get(key);
    if (list) list.push(r);
    else byKey.set(key, [r]);
  };
  for (const r of results) {
    add(`${r.env}\u0000${r.level}`, r);
    add(`${r.env}\u0000all`, r);
  }
  const groups = [...byKey.entries()]
    .map(([key, rs]) => {
      const [env, level] = key.split("\u0000") as [string, string];
      return summarizeGroup(env, level === "all" ? "all" : Number(level), rs, k);
    })
    .sort((a, b) => a.env.localeCompare(b.env) || order(a.level) - order(b.level));
  return { groups, overall: summarizeGroup("all", "all", results, k) };
}

const order = (l: number | "all") => (l === "all" ? Number.POSITIVE_INFINITY : l);

function summarizeGroup(
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
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
  return {
    env,
    level,
    items: new Set(rs.map((r) => r.item)).size,
    samples: rs.length,
    avgAccuracy: mean(scored.map((r) => r.accuracy)),
    passAtK: mean(passes),
    k: perItem.size === 0 ? 0 : kk,
    meanReward: mean(scored.map((r) => r.reward)),
    formatErrorRate: mean(scored.map((r) => (r.status === "wrong_format" ? 1 : 0))),
    unscorable: rs.filter((r) => r.status === "unscorable").length,
    errors: rs.filter((r) => r.status === "error").length,
    promptTokens: rs.reduce((a, r) => a + r.promptTokens, 0),
    completionTokens: rs.reduce((a, r) => a + r.completionTokens, 0),
  };
}
