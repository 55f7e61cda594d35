import {
  type AuditException,
  type Environment,
  exampleOf,
  instanceOf,
  promptOf,
  verify,
  wrapAnswer,
} from "../core/kit.ts";

/**
 * The shortcut audit: per environment and level, how far a policy gets without solving the problem.
 *
 * On `seeds` generated problems of each level it measures
 * - the best constant answer: every reference seen at any audited level is a candidate when the
 *   environment's answer space is small (at most SMALL_SPACE distinct references over all audited levels),
 *   otherwise the most frequent reference of the level; the empty answer (a problem that starts solved) and
 *   the identity answer (a permutation left as it is, see `identityAnswer`) are candidates too. Each
 *   candidate is scored against every problem of the level and the best accuracy is kept. Its limit
 *   (`constantLimit`) uses the number k of distinct references at the level when the space is small, else
 *   treats the space as large;
 * - the example: the `answerExample` of each problem, wrapped in the markers, scored against that problem;
 * - the share of distinct instances (distinct problem statements among the seeds);
 * - the share of problems whose reference is stated verbatim in the statement (see `statedInPrompt`);
 * - the prompt echo: the full prompt alone as the output (plain, and as a chat transcript
 *   `user: <prompt>\nassistant:`), scored in the tags format, and the boxed prompt alone in the boxed format;
 * - the mean reference and prompt lengths (characters).
 *
 * The checks (`violations`): the example is never correct, the prompt echo never scores, the best constant
 * answer's accuracy is not significantly above `constantLimit` (a binomial test at ALPHA), and at least `DISTINCT_MIN` of the instances are distinct, unless
 * the environment declares an `auditExceptions` entry for that check and level.
 */

/** Answer spaces up to this many distinct references are enumerated (every candidate is tried). */
export const SMALL_SPACE = 12;
/**
 * Below this share of distinct instances among the seeds of a level, the level's space is estimated from
 * SPACE_SEEDS times as many seeds: the check fails when that space has fewer than SPACE_MIN instances, or
 * when the seeds found significantly fewer (at ALPHA, `fewDistinctTail`) than UNIFORM_SHARE of the distinct
 * instances a uniform draw from it would give.
 */
export const DISTINCT_MIN = 0.5;
export const SPACE_MIN = 5;
export const SPACE_SEEDS = 8;
export const UNIFORM_SHARE = 0.6;
/** Default number of seeds per level. */
export const AUDIT_SEEDS = 30;

/**
 * Every limit on a share is a one-sided test at this level: a check fails only when a family whose true
 * share is exactly at the limit would score as well or better on the same number of problems with a
 * chance below ALPHA (exact binomial tail). So a verdict means the same at any number of seeds: few seeds
 * fail only the extreme cases, more seeds fail ones closer to the limit.
 */
export const ALPHA = 0.05;

/**
 * The highest true accuracy allowed to the best constant answer when the answer space has `k` answers
 * (null: large or unknown): max(0.5, 1/k + slack). k = 2 gives 0.7 per level and 0.6 over all levels
 * together (OVERALL_SLACK); k >= 4, a large space and a level where one answer is always right (k = 1)
 * give 0.5.
 */
export function constantLimit(k: number | null, slack = 0.2): number {
  if (k === null || k <= 1) return 0.5;
  return Math.max(0.5, 1 / k + slack);
}

/** The slack of the limit over all levels together (more problems, so a tighter limit: 0.6 for k = 2). */
export const OVERALL_SLACK = 0.1;

/** P(X >= x) for X ~ Binomial(n, p), summed in log space (n may be thousands). */
export function binomialTail(x: number, n: number, p: number): number {
  if (x <= 0) return 1;
  if (x > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logRatio = Math.log(p / (1 - p));
  let logPmf = n * Math.log(1 - p); // i = 0
  const terms: number[] = [];
  for (let i = 1; i <= n; i++) {
    logPmf += Math.log((n - i + 1) / i) + logRatio;
    if (i >= x) terms.push(logPmf);
  }
  const top = Math.max(...terms);
  return Math.min(1, Math.exp(top) * terms.reduce((a, t) => a + Math.exp(t - top), 0));
}

/** Whether `successes` of `n` exceeds a true share of `limit` at the ALPHA level; the tail probability too. */
export function overLimit(successes: number, n: number, limit: number): { over: boolean; p: number } {
  const p = n === 0 ? 1 : binomialTail(successes, n, limit);
  return { over: p < ALPHA, p };
}

export interface AuditOptions {
  levels?: readonly number[];
  /** Seeds per level (seeds 1..n), or a function of the level. */
  seeds?: number | ((level: number) => number);
}

export interface AuditCell {
  env: string;
  version: number;
  level: number;
  /** Problems generated (seeds whose generation failed are counted in `errors`). */
  problems: number;
  errors: number;
  /** The best constant answer and its accuracy. */
  constant: { answer: string; accuracy: number };
  /** The true accuracy allowed to the constant answer at this level. */
  constantLimit: number;
  /** The chance that a constant answer exactly at the limit scores as well: the check fails below ALPHA. */
  constantP: number;
  /** Mean accuracy of the example answer, and one example text (null when the environment has none). */
  example: { text: string | null; accuracy: number };
  /** Share of distinct instances (problem statements) among the seeds. */
  distinct: number;
  /** Distinct instances over SPACE_SEEDS times more seeds, when `distinct` is below DISTINCT_MIN. */
  space: number | null;
  /**
   * Share of this level's problems whose statement also appears at a lower audited level (reported, not a
   * check: a higher level that reuses lower levels' problems inflates a frontier measured on it).
   */
  sharedBelow: number;
  /** Share of problems whose reference is stated verbatim in the statement. */
  statedInPrompt: number;
  /** Mean accuracy of the prompt echo: plain text (tags), chat transcript (tags), plain text (boxed). */
  echo: { plain: number; chat: number; boxed: number };
  refChars: number;
  promptChars: number;
  /** Failed checks of this cell, after the environment's declared exceptions. */
  violations: string[];
  /** Checks exceeded but covered by a declared exception. */
  excused: string[];
}

export interface EnvAudit {
  env: string;
  version: number;
  /** Distinct references over all audited levels when at most SMALL_SPACE, else null (large). */
  answerSpace: number | null;
  /** The best constant answer over all levels together (small answer spaces only). */
  overall: {
    constant: { answer: string; accuracy: number };
    constantLimit: number;
    constantP: number;
    violations: string[];
    excused: string[];
  } | null;
  cells: AuditCell[];
  ms: number;
}

interface Sample {
  instance: unknown;
  body: string;
  prompt: string;
  boxedPrompt: string;
  ref: string;
  example: string | undefined;
}

/**
 * The identity answer of a reference that is an arrangement of 1..n or 0..n-1 (n >= 3, integers on one line
 * with spaces or commas between them): the identity arrangement in the same layout, i.e. "leave everything
 * where it is". undefined for other references. Shorter lists and several lines are left out: there the
 * identity would copy the reference's shape (a pair "0 1", groups of a partition) rather than the problem's.
 */
export function identityAnswer(reference: string): string | undefined {
  if (!/^[\d ,-]+$/.test(reference)) return undefined;
  const tokens = reference.match(/-?\d+/g);
  if (tokens === null || tokens.length < 3 || tokens.length > 100_000) return undefined;
  const values = tokens.map(Number);
  const base = values.reduce((a, b) => Math.min(a, b));
  if (base !== 0 && base !== 1) return undefined;
  const seen = new Uint8Array(values.length);
  for (const v of values) {
    const i = v - base;
    if (!Number.isInteger(i) || i >= values.length || seen[i] === 1) return undefined;
    seen[i] = 1;
  }
  let i = 0;
  return reference.replace(/-?\d+/g, () => String(base + i++));
}

/** The identity answer's name among the constant answers (it is the identity in each problem's own size). */
export const IDENTITY = "<identity>";

/** The answers that need no solving, tried as constant answers at every level. */
const TRIVIAL = ["", IDENTITY];

/** A constant answer's text for one problem (undefined: the identity answer does not apply to it). */
function answerFor(candidate: string, s: Sample): string | undefined {
  return candidate === IDENTITY ? identityAnswer(s.ref) : candidate;
}

/** Words of a text: maximal runs of letters and digits (Unicode). */
function words(s: string): string[] {
  return s.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether the reference is stated verbatim in the problem statement (without the format instruction): its
 * words appear as a contiguous run of the statement's words. Only references with some information count:
 * at least 3 letters or digits and not a single letters-only word (a choice such as Alice, Yes or NO is
 * named by the question itself). Short numbers (0 to 99) are ignored for the same reason: they occur in
 * any statement by chance.
 */
export function statedInPrompt(reference: string, statement: string): boolean {
  const ref = words(reference);
  const chars = ref.reduce((a, w) => a + w.length, 0);
  if (chars < 3) return false;
  if (ref.length === 1 && /^\p{L}+$/u.test(ref[0]!)) return false;
  const text = words(statement);
  // Contiguous sub-sequence search (the reference is short next to the statement in practice).
  outer: for (let i = 0; i + ref.length <= text.length; i++) {
    for (let j = 0; j < ref.length; j++) if (text[i + j] !== ref[j]) continue outer;
    return true;
  }
  return false;
}

function exceptionFor(
  exceptions: readonly AuditException[] | undefined,
  check: AuditException["check"],
  level: number,
): AuditException | undefined {
  // Level -1 is the check over all levels: only an exception without a level list covers it.
  return exceptions?.find((e) => e.check === check && (e.levels === undefined || e.levels.includes(level)));
}

/** Expected distinct values among n uniform draws from a space of `space`. */
function expectedDistinct(space: number, n: number): number {
  return space * (1 - (1 - 1 / space) ** n);
}

/**
 * The distinct-instances limit as a test: P(D <= observed) where D is the number of distinct instances
 * among n uniform draws from the smallest space whose expected D is at least UNIFORM_SHARE of a uniform
 * draw from `space` (a generator at the limit repeats itself like a uniform one over that smaller space).
 */
export function fewDistinctTail(observed: number, n: number, space: number): number {
  const target = UNIFORM_SHARE * expectedDistinct(space, n);
  let lo = 1;
  let hi = space;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (expectedDistinct(mid, n) >= target) hi = mid;
    else lo = mid + 1;
  }
  // The distribution of D after t draws from `lo` values: D grows by one with chance (lo - D) / lo.
  let dist = new Float64Array(Math.min(n, lo) + 1);
  dist[0] = 1;
  for (let t = 0; t < n; t++) {
    const next = new Float64Array(dist.length);
    for (let d = 0; d < dist.length; d++) {
      if (dist[d] === 0) continue;
      next[d]! += (dist[d]! * d) / lo;
      if (d + 1 < dist.length) next[d + 1]! += (dist[d]! * (lo - d)) / lo;
    }
    dist = next;
  }
  let p = 0;
  for (let d = 0; d <= Math.min(observed, dist.length - 1); d++) p += dist[d]!;
  return Math.min(1, p);
}

/** Distinct problem statements over SPACE_SEEDS times more seeds (those of `samples` included). */
function spaceEstimate(env: Environment, level: number, n: number, samples: readonly Sample[]): number {
  const seen = new Set(samples.map((s) => s.body));
  for (let seed = n + 1; seed <= SPACE_SEEDS * n; seed++) {
    try {
      seen.add(env.prompt(instanceOf(env, level, seed).instance));
    } catch {
      // Counted by the main pass.
    }
  }
  return seen.size;
}

function constantAccuracy(env: Environment, s: Sample, candidate: string): number {
  const answer = answerFor(candidate, s);
  return answer === undefined ? 0 : verify(env, s.instance, wrapAnswer(answer)).accuracy;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Audit one environment. */
export function auditEnv(env: Environment, opts: AuditOptions = {}): EnvAudit {
  const t0 = performance.now();
  const levels = opts.levels ?? Array.from({ length: 21 }, (_, i) => i);
  const seedsOf = (level: number) =>
    typeof opts.seeds === "function" ? opts.seeds(level) : (opts.seeds ?? AUDIT_SEEDS);
  const byLevel = new Map<number, { samples: Sample[]; errors: number; sharedBelow?: number }>();
  const pooled = new Set<string>();
  for (const level of levels) {
    const samples: Sample[] = [];
    let errors = 0;
    const n = seedsOf(level);
    for (let seed = 1; seed <= n; seed++) {
      try {
        const { instance } = instanceOf(env, level, seed);
        const ref = env.reference(instance).trim();
        samples.push({
          instance,
          body: env.prompt(instance),
          prompt: promptOf(env, instance, "tags"),
          boxedPrompt: promptOf(env, instance, "boxed"),
          ref,
          example: exampleOf(env, instance),
        });
        if (pooled.size <= SMALL_SPACE) pooled.add(ref);
      } catch {
        errors++;
      }
    }
    byLevel.set(level, { samples, errors });
  }
  const answerSpace = pooled.size <= SMALL_SPACE ? pooled.size : null;
  const cells: AuditCell[] = [];
  const below = new Set<string>();
  for (const level of [...levels].sort((a, b) => a - b)) {
    const { samples } = byLevel.get(level)!;
    const shared = samples.filter((s) => below.has(s.body)).length;
    byLevel.get(level)!.sharedBelow = samples.length === 0 ? 0 : shared / samples.length;
    for (const s of samples) below.add(s.body);
  }
  for (const level of levels) {
    const { samples, errors, sharedBelow } = byLevel.get(level)!;
    const acc = (s: Sample, out: string, format: "tags" | "boxed" = "tags") =>
      verify(env, s.instance, out, { format }).accuracy;

    // Best constant answer.
    const freq = new Map<string, number>();
    for (const s of samples) freq.set(s.ref, (freq.get(s.ref) ?? 0) + 1);
    const byFreq = [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const candidates = answerSpace !== null ? [...pooled] : byFreq.slice(0, 1).map(([r]) => r);
    let constant = { answer: "", accuracy: -1 };
    for (const c of new Set([...candidates, ...TRIVIAL])) {
      const a = mean(samples.map((s) => constantAccuracy(env, s, c)));
      if (a > constant.accuracy) constant = { answer: c, accuracy: a };
    }

    const exampleAcc = mean(
      samples.map((s) => (s.example === undefined ? 0 : acc(s, wrapAnswer(s.example)))),
    );
    const distinct = samples.length === 0 ? 1 : new Set(samples.map((s) => s.body)).size / samples.length;
    const stated = mean(samples.map((s) => (statedInPrompt(s.ref, s.body) ? 1 : 0)));
    const echo = {
      plain: mean(samples.map((s) => acc(s, s.prompt))),
      chat: mean(samples.map((s) => acc(s, `user: ${s.prompt}\nassistant:`))),
      boxed: mean(samples.map((s) => acc(s, s.boxedPrompt, "boxed"))),
    };
    // The level's answer space: the distinct references seen at the level when the environment's space is
    // small (a level where one answer is always right has a space of 1 and fails), else large.
    const levelSpace = answerSpace === null ? null : freq.size;
    const limit = constantLimit(levelSpace);
    const constantTest = overLimit(Math.round(constant.accuracy * samples.length), samples.length, limit);

    const violations: string[] = [];
    const excused: string[] = [];
    if (errors > 0) violations.push(`generation failed for ${errors} of ${seedsOf(level)} seeds`);
    if (exampleAcc > 0) violations.push(`the example is correct in ${pct(exampleAcc)} of problems`);
    const shift = exampleShift(samples);
    if (shift !== null)
      violations.push(`the example is the answer shifted by ${shift.by} in ${pct(shift.share)} of problems`);
    const echoMax = Math.max(echo.plain, echo.chat, echo.boxed);
    if (echoMax > 0) violations.push(`the prompt echo is correct in ${pct(echoMax)} of problems`);
    if (constantTest.over) {
      const msg = `the constant answer ${JSON.stringify(constant.answer.slice(0, 40))} is correct in ${pct(constant.accuracy)} of ${samples.length} problems (limit ${pct(limit)}; p = ${pValue(constantTest.p)} < ${ALPHA})`;
      (exceptionFor(env.auditExceptions, "constant", level) ? excused : violations).push(msg);
    }
    let space: number | null = null;
    if (distinct < DISTINCT_MIN && samples.length > 0) {
      // Few distinct instances: is the level's space that small, or does the generator repeat itself?
      space = spaceEstimate(env, level, samples.length, samples);
      const expected = expectedDistinct(space, samples.length);
      const observed = Math.round(distinct * samples.length);
      let msg: string | null = null;
      if (space < SPACE_MIN)
        msg = `only ${pct(distinct)} of the instances are distinct: the level has about ${space} instances (at least ${SPACE_MIN})`;
      else {
        const p = fewDistinctTail(observed, samples.length, space);
        if (p < ALPHA)
          msg = `only ${pct(distinct)} of the instances are distinct: ${observed} where drawing uniformly from the level's ~${space} instances gives ${expected.toFixed(1)} (p = ${pValue(p)} < ${ALPHA} at ${pct(UNIFORM_SHARE)} of that)`;
      }
      if (msg !== null)
        (exceptionFor(env.auditExceptions, "distinct", level) ? excused : violations).push(msg);
    }
    constant = { answer: constant.answer, accuracy: round(constant.accuracy) };
    cells.push({
      env: env.id,
      version: env.version,
      level,
      problems: samples.length,
      errors,
      constant,
      constantLimit: round(limit),
      constantP: pRound(constantTest.p),
      example: {
        text: samples.find((s) => s.example !== undefined)?.example ?? null,
        accuracy: round(exampleAcc),
      },
      distinct: round(distinct),
      space,
      sharedBelow: round(sharedBelow ?? 0),
      statedInPrompt: round(stated),
      echo: { plain: round(echo.plain), chat: round(echo.chat), boxed: round(echo.boxed) },
      refChars: round(mean(samples.map((s) => s.ref.length))),
      promptChars: round(mean(samples.map((s) => s.prompt.length))),
      violations,
      excused,
    });
  }
  // Over all levels together (small answer spaces only): a constant answer that wins a little at every
  // level is a shortcut too, and the pooled sample measures it more precisely than any one level.
  let overall: EnvAudit["overall"] = null;
  if (answerSpace !== null && answerSpace > 0) {
    const all = levels.flatMap((l) => byLevel.get(l)!.samples);
    let best = { answer: "", accuracy: -1 };
    for (const c of new Set([...pooled, ...TRIVIAL])) {
      const a = mean(all.map((s) => constantAccuracy(env, s, c)));
      if (a > best.accuracy) best = { answer: c, accuracy: a };
    }
    const limit = constantLimit(answerSpace, OVERALL_SLACK);
    const test = overLimit(Math.round(best.accuracy * all.length), all.length, limit);
    const violations: string[] = [];
    const excused: string[] = [];
    if (test.over) {
      const msg = `over all levels, the constant answer ${JSON.stringify(best.answer.slice(0, 40))} is correct in ${pct(best.accuracy)} of ${all.length} problems (limit ${pct(limit)}; p = ${pValue(test.p)} < ${ALPHA})`;
      (exceptionFor(env.auditExceptions, "constant", -1) ? excused : violations).push(msg);
    }
    overall = {
      constant: { answer: best.answer, accuracy: round(best.accuracy) },
      constantLimit: round(limit),
      constantP: pRound(test.p),
      violations,
      excused,
    };
  }
  return {
    env: env.id,
    version: env.version,
    answerSpace,
    overall,
    cells,
    ms: Math.round(performance.now() - t0),
  };
}

/** Audit several environments. */
export function audit(envs: readonly Environment[], opts: AuditOptions = {}): EnvAudit[] {
  return envs.map((e) => auditEnv(e, opts));
}

/**
 * How bad a cell is, for sorting the worst first: failed checks first, then the largest of the example's
 * accuracy, the echo's, the constant answer's excess over its limit, the repetition and the stated share.
 */
export function severity(c: AuditCell): number {
  const parts = [
    c.example.accuracy,
    Math.max(c.echo.plain, c.echo.chat, c.echo.boxed),
    c.constant.accuracy - c.constantLimit + 0.5,
    (1 - c.distinct) * 0.9,
    c.statedInPrompt * 0.5,
  ];
  return (c.violations.length > 0 ? 10 : 0) + Math.max(...parts);
}

/** All cells, the worst first. */
export function worstCells(audits: readonly EnvAudit[]): AuditCell[] {
  return audits
    .flatMap((a) => a.cells)
    .sort((x, y) => severity(y) - severity(x) || x.env.localeCompare(y.env) || x.level - y.level);
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** A tail probability for reading: 3 significant digits. */
function pRound(p: number): number {
  return Number(p.toPrecision(3));
}

function pValue(p: number): string {
  return p < 0.001 ? p.toExponential(1) : p.toFixed(3);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

const INTEGERS = /-?\d+/g;

/**
 * Whether the example gives the answer away by a fixed shift: in most problems (at least 3/4 of at least 8,
 * with at least 3 distinct answers and 3 distinct examples) every integer of the example is the matching integer of the reference plus
 * the same k. Returns that k and the share of problems, or null.
 */
export function exampleShift(samples: readonly { ref: string; example: string | undefined }[]): {
  by: string;
  share: number;
} | null {
  const shifts = new Map<string, number>();
  const refs = new Set<string>();
  let compared = 0;
  for (const s of samples) {
    if (s.example === undefined) continue;
    const r = s.ref.match(INTEGERS);
    const e = s.example.match(INTEGERS);
    compared++;
    if (r === null || e === null || r.length !== e.length || r.length > 10_000) continue;
    const k = BigInt(e[0]!) - BigInt(r[0]!);
    if (r.some((x, i) => BigInt(e[i]!) - BigInt(x) !== k)) continue;
    refs.add(s.ref);
    shifts.set(String(k), (shifts.get(String(k)) ?? 0) + 1);
  }
  // A fixed example next to a mostly fixed answer is the constant check's business, not a leak.
  const examples = new Set(samples.map((s) => s.example));
  if (compared < 8 || refs.size < 3 || examples.size < 3) return null;
  for (const [by, count] of shifts) if (count >= 0.75 * compared) return { by, share: count / compared };
  return null;
}
