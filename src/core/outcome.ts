/** The six ways a scored answer can end. */
export type Status = "correct" | "partial" | "wrong" | "invalid" | "wrong_format" | "unscorable";

export const STATUSES: readonly Status[] = [
  "correct",
  "partial",
  "wrong",
  "invalid",
  "wrong_format",
  "unscorable",
];

/** What an environment's scorer decides about one parsed answer. */
export interface Verdict {
  reward: number;
  status: Exclude<Status, "unscorable">;
  reason: string;
}

/** What `verify` returns for one model output. */
export interface Outcome {
  /** In [-1, 1]. For `unscorable` it is 0 and must not be used for training. */
  reward: number;
  /** 1 iff reward >= the environment's passing threshold (minus 1e-6). */
  accuracy: 0 | 1;
  /** 1 iff an answer was found and parsed. */
  formatScore: 0 | 1;
  status: Status;
  reason: string;
}

/** Thrown by parsers and scorers when the answer text is not in the requested format (reward -1). */
export class FormatError extends Error {
  override name = "FormatError";
}

export const REWARD_WRONG_FORMAT = -1;
export const REWARD_INVALID = -0.5;

export function correct(reason = "correct"): Verdict {
  return { reward: 1, status: "correct", reason };
}

/** Well-formed and feasible, but not the answer (reward 0 unless given). */
export function wrong(reason: string, reward = 0): Verdict {
  return { reward, status: "wrong", reason };
}

/** Well-formed but infeasible: an index out of range, a non-edge, a broken rule (reward -0.5 unless given). */
export function invalid(reason: string, reward = REWARD_INVALID): Verdict {
  return { reward, status: "invalid", reason };
}

/** The answer does not parse (reward -1). */
export function formatError(reason: string): Verdict {
  return { reward: REWARD_WRONG_FORMAT, status: "wrong_format", reason };
}

/** A graded verdict: 1 is correct, 0 is wrong, in between is partial. */
export function graded(reward: number, reason: string): Verdict {
  if (!Number.isFinite(reward)) throw new Error(`graded: reward is ${reward}`);
  const r = Math.max(-1, Math.min(1, reward));
  if (r >= 1) return { reward: 1, status: "correct", reason };
  if (r <= 0) return { reward: r, status: "wrong", reason };
  return { reward: r, status: "partial", reason };
}

/** Most reward an inexact answer can earn, so that accuracy (reward >= 1 - 1e-6) stays exact. */
export const MAX_INEXACT_REWARD = 0.999;

/** Credit for an answer known to be inexact: in [0, MAX_INEXACT_REWARD], partial when above 0. */
export function inexact(credit: number, reason: string): Verdict {
  if (!Number.isFinite(credit)) throw new Error(`inexact: credit is ${credit}`);
  const r = Math.max(0, Math.min(MAX_INEXACT_REWARD, credit));
  return r > 0 ? { reward: r, status: "partial", reason } : { reward: 0, status: "wrong", reason };
}

/** (min/max)^beta closeness of a non-negative numeric answer to the reference; exact match gives 1. */
export function closeness(answer: bigint | number, reference: bigint | number, beta = 10): Verdict {
  const a = BigInt(answer);
  const r = BigInt(reference);
  if (a < 0n) return formatError("a negative number was given where a count is asked");
  if (a === r) return correct();
  if (r === 0n || a === 0n) return wrong(`answer ${a} differs from the expected value`);
  const [lo, hi] = a < r ? [a, r] : [r, a];
  return inexact(ratioOf(lo, hi) ** beta, `answer ${a} differs from the expected value`);
}

/** Minimisation: (best/answer)^beta for a feasible answer whose objective is `value`. */
export function minimisationRatio(value: bigint | number, best: bigint | number, beta = 5): Verdict {
  const v = BigInt(value);
  const b = BigInt(best);
  if (v === b) return correct(`optimal (${v})`);
  if (v < b) throw new Error(`feasible value ${v} beats the computed optimum: the solver is wrong`);
  if (v <= 0n) return wrong(`objective ${v}, not optimal`);
  return inexact(b <= 0n ? 0 : ratioOf(b, v) ** beta, `objective ${v}, not optimal`);
}

/** Maximisation: (answer/best)^beta for a feasible answer whose objective is `value`. */
export function maximisationRatio(value: bigint | number, best: bigint | number, beta = 5): Verdict {
  const v = BigInt(value);
  const b = BigInt(best);
  if (v === b) return correct(`optimal (${v})`);
  if (v > b) throw new Error(`feasible value ${v} beats the computed optimum: the solver is wrong`);
  if (v <= 0n || b <= 0n) return wrong(`objective ${v}, not optimal`);
  return inexact(ratioOf(v, b) ** beta, `objective ${v}, not optimal`);
}

/** (satisfied/all)^beta: the share of constraints or positions that are right. */
export function fraction(satisfied: number, all: number, beta = 10, what = "constraints"): Verdict {
  if (all <= 0) throw new Error("fraction: nothing to satisfy");
  if (satisfied === all) return correct(`all ${all} ${what} satisfied`);
  return inexact((satisfied / all) ** beta, `${satisfied} of ${all} ${what} satisfied`);
}

/** lo/hi for 0 <= lo <= hi, precise for big values. */
export function ratioOf(lo: bigint, hi: bigint): number {
  if (hi === 0n) return 1;
  const shift = BigInt(Math.max(0, hi.toString(2).length - 60));
  return Number(lo >> shift) / Number(hi >> shift);
}
