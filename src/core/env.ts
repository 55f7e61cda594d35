import {
  type AnswerFormat,
  extractAnswer,
  formatInstruction,
  mayHoldInstruction,
  wrapAnswer,
} from "./extract.ts";
import { normalizeAnswer } from "./normalize.ts";
import { FormatError, type Outcome, type Verdict } from "./outcome.ts";
import { MAX_ANSWER_CHARS } from "./parse.ts";
import { Rng } from "./rng.ts";

export const CATEGORIES = [
  "sorting/arithmetic",
  "number theory",
  "combinatorial counting",
  "graph algorithms",
  "grid/logic puzzles",
  "optimization/NP-hard construction",
  "string algorithms",
  "data structures",
  "game theory",
  "geometry",
  "probability/expectation",
  "program simulation",
  "calculus/algebra",
  "other",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** train, or held-out for the catalog's 50 held-out environments. */
export type Split = "train" | "held-out";

/** unique: one right answer; any-valid: any construction meeting the constraints; any-optimal: any optimum. */
export type AnswerKind = "unique" | "any-valid" | "any-optimal";

/** JSON data: what params and instances must be. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A verifiable environment: one problem family with an unbounded integer difficulty level.
 * P: parameters of a level; I: a generated instance; A: a parsed answer.
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds environments of every parameter, instance and answer type.
export interface Environment<P = any, I = any, A = any> {
  /** kebab-case id, the file name. */
  id: string;
  /**
   * The RLVE-Gym identifier, for environments of the RLVE catalog; the registry then checks the category
   * and split against the catalog. Leave it out for your own environments.
   */
  rlveId?: string;
  /** A catalog category, or any lower-case name of your own (for example "custom"). */
  category: Category | (string & {});
  split: Split;
  /** Bump whenever generation or scoring changes; tickets from other versions are refused. */
  version: number;
  /** One line: what the task is. */
  title: string;
  answerKind: AnswerKind;
  /** Reward at or above which an answer counts as accurate (default 1). */
  passingThreshold: number;

  /** The knobs at level L = the catalog's values after L updates. Pure, JSON. */
  params(level: number): P;
  /** Builds an instance with its answer known, from params and a seeded Rng only. JSON. */
  generate(params: P, rng: Rng): I;
  /** The problem statement, ending with the exact answer format (without the markers). */
  prompt(instance: I): string;
  /**
   * A short example of the answer's shape, shown inside the markers in the format instruction. It must
   * never be a correct answer (the audit checks it): a fixed text outside the answer set, or a function
   * of the instance that picks a wrong one.
   */
  answerExample?: string | ((instance: I) => string);
  /**
   * Answer flattening, for families whose answers concentrate on a few values at some levels: at a level
   * where this returns k > 1 the instance is chosen among up to k draws (each from its own fork of the
   * problem's Rng), made until BALANCE_DISTINCT distinct references have appeared: one of the distinct
   * references uniformly, then the first draw that has it.
   */
  balanceDraws?: (level: number) => number;
  /** Audit findings this environment is allowed to exceed, each with the measured figure and the reason. */
  auditExceptions?: AuditException[];
  /**
   * Where this environment knowingly differs from RLVE-Gym's original (its ladder, generator, reward or
   * prompt), each with the reason. The fidelity tests (test/fidelity) excuse exactly these differences.
   */
  fidelity?: FidelityException[];
  /** Reads the answer text (already extracted from the markers); throws FormatError when it does not parse. */
  parse(text: string, instance: I): A;
  /** Scores a parsed answer against the instance's constraints. May throw FormatError. */
  score(answer: A, instance: I): Verdict;
  /** A witness answer text that scores 1. */
  reference(instance: I): string;
  /** Near-miss answer texts that must not be accurate (an off-by-one, a swapped pair, a broken constraint...). */
  wrongAnswers(instance: I, rng: Rng): string[];
  /** A measure of problem size that grows with level (used by the conformance suite and benches). */
  size(instance: I): number;
  /**
   * The highest level served, when the environment declares it (e.g. from a size cap). Without it the
   * measured table applies (src/core/max-level-table.ts, npm run probe:max-level); use maxLevelOf(env).
   */
  maxLevel?: number;
}

/** A declared, justified exception to one audit check (see src/eval/audit.ts). */
export interface AuditException {
  check: "constant" | "distinct";
  /** Levels it applies to (all when absent). */
  levels?: number[];
  /** The worst figure measured (constant: accuracy of the best constant answer; distinct: share of distinct instances). */
  measured: number;
  reason: string;
}

/** A declared, justified difference from RLVE-Gym (see src/core/fidelity.ts). */
export interface FidelityException {
  aspect: "ladder" | "generator" | "reward" | "prompt";
  /** Ladder: the knobs it covers, by RLVE-Gym's or rlve's name (all knobs when absent). */
  knobs?: string[];
  /** The levels it covers, inclusive (all when absent; `to` absent: from `from` on). */
  levels?: { from: number; to?: number };
  reason: string;
}

export type EnvSpec<P, I, A> = Omit<Environment<P, I, A>, "split" | "passingThreshold"> & {
  split?: Split;
  passingThreshold?: number;
};

/** Declare an environment; the default export of a file under src/envs/<category>/. */
export function defineEnv<P, I, A>(spec: EnvSpec<P, I, A>): Environment<P, I, A> {
  return { split: "train", passingThreshold: 1, ...spec };
}

/** One issued problem. */
export interface Problem<P = unknown, I = unknown> {
  env: string;
  /** The environment's RLVE-Gym identifier; absent for environments outside the catalog. */
  rlveId?: string;
  version: number;
  level: number;
  seed: number;
  format: AnswerFormat;
  params: P;
  instance: I;
  /** The full prompt, including the answer-format instruction for the markers in use. */
  prompt: string;
  /** The reference answer text, wrapped in the markers. */
  reference: string;
}

export function checkLevel(level: number): void {
  if (!Number.isSafeInteger(level) || level < 0) {
    throw new RangeError(`level must be an integer >= 0, got ${level}`);
  }
}

export function checkSeed(seed: number): void {
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`seed must be an integer >= 0, got ${seed}`);
  }
}

/** The random stream of one (env, version, level, seed). */
export function problemRng(env: Environment, level: number, seed: number): Rng {
  return Rng.from("rlve", env.id, env.version, level, seed);
}

/** The instance of (env, level, seed): a pure function of env version, level and seed. */
export function instanceOf<P, I>(
  env: Environment<P, I>,
  level: number,
  seed: number,
): { params: P; instance: I } {
  checkLevel(level);
  checkSeed(seed);
  const params = env.params(level);
  const rng = problemRng(env, level, seed);
  const k = Math.min(64, Math.floor(env.balanceDraws?.(level) ?? 1));
  if (!(k > 1)) return { params, instance: env.generate(params, rng) };
  // Draws until BALANCE_DISTINCT distinct references have been seen (at most k draws), then one of those
  // references uniformly, with the first draw that gave it.
  const firsts: I[] = [];
  const refs: string[] = [];
  for (let i = 0; i < k && refs.length < BALANCE_DISTINCT; i++) {
    const draw = env.generate(params, rng.fork(`draw-${i}`));
    const ref = env.reference(draw).trim();
    if (!refs.includes(ref)) {
      refs.push(ref);
      firsts.push(draw);
    }
  }
  return { params, instance: firsts[rng.fork("pick").int(0, refs.length - 1)]! };
}

/**
 * Answer flattening stops drawing once this many distinct references are in hand: the answer that one
 * draw in two would give is then picked about one time in three, and a family with many answers costs about
 * three draws instead of k. A family with two answers (yes/no) still makes its k draws, and picks each
 * answer half the time when both appeared.
 */
export const BALANCE_DISTINCT = 4;

/** The answer example of an instance (the environment's fixed text or its function of the instance). */
export function exampleOf<I>(env: Environment<unknown, I>, instance: I): string | undefined {
  const ex = env.answerExample;
  return typeof ex === "function" ? ex(instance) : ex;
}

/** The answer-format sentence of an instance's prompt. */
export function instructionOf<I>(
  env: Environment<unknown, I>,
  instance: I,
  format: AnswerFormat = "tags",
): string {
  return formatInstruction(format, exampleOf(env, instance));
}

/** The full prompt for an instance and answer format. */
export function promptOf<I>(
  env: Environment<unknown, I>,
  instance: I,
  format: AnswerFormat = "tags",
): string {
  return `${env.prompt(instance)}\n\n${instructionOf(env, instance, format)}`;
}

/** Generate a problem: same (env version, level, seed, format) gives the same problem everywhere. */
export function generate<P, I>(
  env: Environment<P, I>,
  level: number,
  seed: number,
  format: AnswerFormat = "tags",
): Problem<P, I> {
  const { params, instance } = instanceOf(env, level, seed);
  return {
    env: env.id,
    rlveId: env.rlveId,
    version: env.version,
    level,
    seed,
    format,
    params,
    instance,
    prompt: promptOf(env, instance, format),
    reference: wrapAnswer(env.reference(instance), format),
  };
}

export interface VerifyOptions {
  format?: AnswerFormat;
  /** Overrides the environment's passing threshold. */
  threshold?: number;
}

/** Longest model output read; longer outputs are cut to their last part (where the final answer is). */
export const MAX_OUTPUT_CHARS = 1_000_000;

/**
 * Score a model output. Never throws: no answer or an unparsable one is wrong_format (-1); an exception
 * inside the environment's parser or scorer that is not a FormatError is `unscorable`.
 */
export function verify<I>(
  env: Environment<unknown, I>,
  instance: I,
  output: string,
  opts: VerifyOptions = {},
): Outcome {
  const threshold = opts.threshold ?? env.passingThreshold;
  let text = typeof output === "string" ? output : "";
  if (text.length > MAX_OUTPUT_CHARS) text = text.slice(text.length - MAX_OUTPUT_CHARS);
  // The format instruction (and its example) is ignored wherever it appears: an output that only echoes the
  // prompt holds no answer. Without the instruction's first word the output cannot hold it, and the example
  // (a function of the instance in some environments, e.g. a sum over a grid) is not computed.
  let answer: string | null;
  try {
    const format = opts.format ?? "tags";
    const ignore = mayHoldInstruction(text) ? [instructionOf(env, instance, format)] : [];
    answer = extractAnswer(text, format, ignore);
  } catch (err) {
    return unscorable(err);
  }
  if (answer === null) {
    const where = (opts.format ?? "tags") === "tags" ? "<answer>...</answer>" : "\\boxed{...}";
    return {
      reward: -1,
      accuracy: 0,
      formatScore: 0,
      status: "wrong_format",
      reason: `no answer found in ${where}`,
    };
  }
  if (answer.length > MAX_ANSWER_CHARS) {
    return { reward: -1, accuracy: 0, formatScore: 0, status: "wrong_format", reason: "answer is too long" };
  }
  let verdict: Verdict;
  try {
    verdict = env.score(env.parse(normalizeAnswer(answer), instance), instance);
  } catch (err) {
    // By name too: a plugin may import FormatError from another copy of rlve.
    if (err instanceof FormatError || (err instanceof Error && err.name === "FormatError")) {
      return { reward: -1, accuracy: 0, formatScore: 0, status: "wrong_format", reason: err.message };
    }
    return unscorable(err);
  }
  return outcomeOf(verdict, threshold);
}

/** Turn a verdict into an outcome with the passing threshold applied. */
export function outcomeOf(verdict: Verdict, threshold: number): Outcome {
  const reward = verdict.reward;
  if (!Number.isFinite(reward) || reward < -1 || reward > 1) {
    return unscorable(new Error(`scorer returned reward ${reward}`));
  }
  const accuracy: 0 | 1 = reward >= threshold - 1e-6 ? 1 : 0;
  const formatScore: 0 | 1 = verdict.status === "wrong_format" ? 0 : 1;
  let status = verdict.status;
  if (accuracy === 1 && status === "partial") status = "correct";
  if (accuracy === 0 && status === "correct") status = "partial";
  return { reward, accuracy, formatScore, status, reason: verdict.reason };
}

export function unscorable(err: unknown): Outcome {
  const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return { reward: 0, accuracy: 0, formatScore: 1, status: "unscorable", reason: `verifier error: ${msg}` };
}
