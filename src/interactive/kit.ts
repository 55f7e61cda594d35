/**
 * The shared kit of the interactive environments (issue 29): an environment is a `Spec` (a seeded
 * generator of a hidden instance, the rules, a parser and a reply for queries, a parser and a judge for
 * the final answer, a reference strategy) and `interactive(spec)` turns it into an `Episodic`.
 *
 * Turns. Each model output is one turn, either a query `<query>...</query>` (a move `<move>...</move>`
 * in games) or a final answer `<answer>...</answer>`; the one that closes last counts. A turn with
 * neither, or whose text does not parse, or that asks something the rules forbid, is a format-error turn:
 * it uses a turn, not a query, and the reply says what was wrong. The episode ends on the final answer,
 * when a game ends, when a query is asked with no query left, or when the turns run out (default: the
 * query budget plus 3, room for the answer and two malformed turns).
 *
 * Scoring (documented in docs/interactive.md). Let q be the queries used, opt the queries the reference
 * strategy uses on this instance (the kit plays it at start), B the budget of queries.
 * - solved with q <= opt: reward 1, status correct;
 * - solved with q > opt: reward 0.5 + 0.5 (B - q) / (B - opt), in [0.5, 1), status partial;
 * - not solved (wrong answer, game lost or drawn, no query left, out of turns): reward 0, status wrong,
 *   or -1 (status wrong_format) when the episode ended on a malformed turn.
 * accuracy is 1 iff solved; format is 1 iff every turn was well-formed.
 *
 * Hidden state. The hidden instance is never stored in the episode state: every step regenerates it from
 * (id, version, level, seed), so a state shown to a client reveals nothing. `mem` holds only what the model
 * has been told (a game's board); the log holds each well-formed query, in canonical form, with its reply. The reference
 * strategy decides from the public part of the instance, mem and the log, so it plays from any state.
 */

import type { Json, Split } from "../core/env.js";
import type { EpisodeOptions, EpisodeResult, EpisodeTurn, Episodic, TurnRecord } from "../core/episode.js";
import { lastAssistantTurn, MAX_OUTPUT_CHARS } from "../core/kit.js";
import { REWARD_WRONG_FORMAT, type Status } from "../core/outcome.js";
import { Rng } from "../core/rng.js";

/** Longest text inside a query or an answer tag that is parsed; longer is a format error. */
export const MAX_TURN_TEXT = 20_000;

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const bad = <T = never>(reason: string): Parsed<T> => ({ ok: false, reason });

export interface Reply<M> {
  /** What the model is told; only what the query asks. */
  text: string;
  mem: M;
  /** A game ended with this query: won (solved) or lost/drawn (not solved). */
  end?: "won" | "lost";
}

export interface LogEntry {
  q: string;
  r: string;
}

/** One output of a strategy: a query (or move) or a final answer, as the text inside the tag. */
export type Action = { query: string } | { answer: string };

export interface Spec<H, M extends Json, Q, A> {
  id: string;
  title: string;
  category: string;
  version: number;
  maxLevel: number;
  split?: Split;
  /** "query" (default) or "move" for games. */
  queryTag?: "query" | "move";
  /** One line on what the level changes (docs). */
  levels: string;
  generate(level: number, rng: Rng): H;
  /** Queries (moves) allowed. */
  budget(h: H): number;
  initial(h: H): M;
  /** The rules: the public instance, what a query asks and its syntax, what the answer is. */
  rules(h: H, budget: number): string;
  parseQuery(text: string, h: H, mem: M): Parsed<Q>;
  /** A parsed query in canonical form, as the log keeps it (references read the log). */
  queryText(q: Q, h: H): string;
  reply(h: H, mem: M, q: Q): Reply<M>;
  /** Absent for games: they end through `reply`. */
  parseAnswer?(text: string, h: H, mem: M): Parsed<A>;
  judge?(h: H, mem: M, a: A): boolean;
  /** The reference strategy: its next action, from the public instance, mem and the log. */
  reference(h: H, mem: M, log: readonly LogEntry[]): Action;
  /** The hidden answer as text, when there is one to keep out of every reply (tests). */
  secret?(h: H): string;
  /** Fixed strategies for the audit: each a sequence of actions played whatever the replies. */
  probes(h: H): Action[][];
}

export interface InteractiveState {
  [key: string]: Json;
  env: string;
  version: number;
  level: number;
  seed: number;
  budget: number;
  maxTurns: number;
  optimal: number;
  queries: number;
  mem: Json;
  log: Array<{ q: string; r: string }>;
  turns: Array<{ kind: "attempt" | "query"; status: Status; reward: number }>;
  done: boolean;
}

/** An interactive environment: the Episodic plus what tests and docs need of its spec. */
export interface Interactive extends Episodic<InteractiveState> {
  levels: string;
  /** The hidden answer text of the instance of (level, seed), if any (tests only). */
  secretOf(level: number, seed: number): string | undefined;
  /** The audit's fixed strategies for the instance of (level, seed), as model outputs. */
  probesOf(level: number, seed: number): string[][];
  /** Plays the reference from the start: its queries and the episode's result. */
  playReference(level: number, seed: number): EpisodeResult;
}

export function wrapAction(a: Action, tag: "query" | "move" = "query"): string {
  return "answer" in a ? `<answer>${a.answer}</answer>` : `<${tag}>${a.query}</${tag}>`;
}

/** The last complete <tag>...</tag> in text: its inner text and where it closes, or null. */
function lastTag(text: string, tag: string): { body: string; end: number } | null {
  const closeTag = `</${tag}>`;
  const close = text.lastIndexOf(closeTag);
  if (close < 0) return null;
  const open = text.lastIndexOf(`<${tag}>`, close);
  if (open < 0) return null;
  return { body: text.slice(open + tag.length + 2, close).trim(), end: close };
}

type TurnText = { kind: "query" | "answer"; body: string } | null;

export function readTurn(output: string, tag: "query" | "move"): TurnText {
  if (typeof output !== "string") return null;
  let text = output.length > MAX_OUTPUT_CHARS ? output.slice(output.length - MAX_OUTPUT_CHARS) : output;
  text = lastAssistantTurn(text);
  const a = lastTag(text, "answer");
  const q = lastTag(text, tag);
  if (a === null && q === null) return null;
  if (q === null || (a !== null && a.end > q.end)) return { kind: "answer", body: a!.body };
  return { kind: "query", body: q.body };
}

/** Reward of a solved episode with q queries against the reference's opt within budget B. */
export function solvedReward(q: number, opt: number, budget: number): number {
  if (q <= opt) return 1;
  if (budget <= opt) return 0.5;
  return 0.5 + (0.5 * Math.max(0, budget - q)) / (budget - opt);
}

const LEVEL_OK = (level: number, max: number) => Number.isSafeInteger(level) && level >= 0 && level <= max;

export function interactive<H, M extends Json, Q, A>(spec: Spec<H, M, Q, A>): Interactive {
  const tag = spec.queryTag ?? "query";
  const instance = (level: number, seed: number): H => {
    if (!LEVEL_OK(level, spec.maxLevel)) {
      throw new RangeError(`${spec.id}: level ${level} is not an integer in [0, ${spec.maxLevel}]`);
    }
    if (!Number.isSafeInteger(seed)) throw new RangeError(`${spec.id}: seed ${seed} is not a safe integer`);
    return spec.generate(level, Rng.from("interactive", spec.id, spec.version, level, seed));
  };

  const answerSyntax = spec.parseAnswer
    ? `Each turn is either one ${tag} written as <${tag}>...</${tag}> or your final answer written as <answer>...</answer>, which ends the episode.`
    : `Each turn is one ${tag} written as <${tag}>...</${tag}>; the game ends when it is decided.`;
  const prompt = (h: H, budget: number, maxTurns: number): string => {
    const what = tag === "move" ? "move" : "query";
    return [
      spec.rules(h, budget),
      "",
      answerSyntax,
      `You may reason first; only the last tag of a turn counts. You have ${budget} ${what === "move" ? "moves" : "queries"} and ${maxTurns} turns; a turn that does not follow the rules uses a turn and is answered with what was wrong.`,
    ].join("\n");
  };

  const finish = (state: InteractiveState, solved: boolean, lastMalformed: boolean): EpisodeResult => {
    const format: 0 | 1 = state.turns.every((t) => t.status !== "wrong_format") ? 1 : 0;
    let reward: number;
    let status: Status;
    if (solved) {
      reward = solvedReward(state.queries, state.optimal, state.budget);
      status = reward >= 1 ? "correct" : "partial";
    } else if (lastMalformed) {
      reward = REWARD_WRONG_FORMAT;
      status = "wrong_format";
    } else {
      reward = 0;
      status = "wrong";
    }
    return {
      reward,
      accuracy: solved ? 1 : 0,
      format,
      status,
      turns: state.turns.length,
      queries: state.queries,
      optimalQueries: state.optimal,
      perTurn: state.turns.map((t): TurnRecord => ({ ...t })),
    };
  };

  const checkState = (state: InteractiveState): void => {
    if (
      state === null ||
      typeof state !== "object" ||
      state.env !== spec.id ||
      state.version !== spec.version
    ) {
      throw new TypeError(`${spec.id}: not a state of this environment`);
    }
    if (state.done) throw new Error(`${spec.id}: the episode is over`);
  };

  const step = (state: InteractiveState, output: string, h: H): EpisodeTurn<InteractiveState> => {
    const mem = state.mem as M;
    const next: InteractiveState = {
      ...state,
      log: state.log.slice(),
      turns: state.turns.slice(),
    };
    const end = (observation: string, solved: boolean, malformed: boolean): EpisodeTurn<InteractiveState> => {
      next.done = true;
      return { state: next, observation, done: true, result: finish(next, solved, malformed) };
    };
    const malformed = (
      reason: string,
      kind: "attempt" | "query" = "query",
    ): EpisodeTurn<InteractiveState> => {
      next.turns.push({ kind, status: "wrong_format", reward: REWARD_WRONG_FORMAT });
      if (next.turns.length >= next.maxTurns) return end(`${reason} No turns are left.`, false, true);
      return { state: next, observation: reason, done: false };
    };
    const turn = readTurn(output, tag);
    if (turn === null) {
      const expected = spec.parseAnswer
        ? `<${tag}>...</${tag}> or <answer>...</answer>`
        : `<${tag}>...</${tag}>`;
      return malformed(`The format was not followed: write ${expected}.`);
    }
    if (turn.body.length > MAX_TURN_TEXT) return malformed("The text inside the tag is too long.");
    if (turn.kind === "answer") {
      if (!spec.parseAnswer || !spec.judge)
        return malformed(`This game has no final answer: write a <${tag}>.`);
      const a = spec.parseAnswer(turn.body, h, mem);
      if (!a.ok) return malformed(`The answer was not understood: ${a.reason}`, "attempt");
      const right = spec.judge(h, mem, a.value);
      next.turns.push({ kind: "attempt", status: right ? "correct" : "wrong", reward: right ? 1 : 0 });
      return end(right ? "Correct." : "Wrong answer.", right, false);
    }
    if (next.queries >= next.budget) {
      next.turns.push({ kind: "query", status: "wrong", reward: 0 });
      return end("No queries are left.", false, false);
    }
    const q = spec.parseQuery(turn.body, h, mem);
    if (!q.ok) return malformed(`The ${tag} was not understood: ${q.reason}`);
    const r = spec.reply(h, mem, q.value);
    next.queries += 1;
    next.mem = r.mem;
    next.log.push({ q: spec.queryText(q.value, h), r: r.text });
    next.turns.push({ kind: "query", status: "correct", reward: 0 });
    if (r.end !== undefined) return end(r.text, r.end === "won", false);
    if (next.turns.length >= next.maxTurns) return end(`${r.text}\nNo turns are left.`, false, false);
    if (next.queries >= next.budget && !spec.parseAnswer)
      return end(`${r.text}\nNo moves are left.`, false, false);
    return { state: next, observation: r.text, done: false };
  };

  const initialState = (level: number, seed: number, h: H, options?: EpisodeOptions): InteractiveState => {
    const budget = spec.budget(h);
    const maxTurns = options?.maxTurns ?? budget + 3;
    if (!Number.isSafeInteger(maxTurns) || maxTurns < 1) {
      throw new RangeError(`${spec.id}: maxTurns ${maxTurns} is not a positive integer`);
    }
    return {
      env: spec.id,
      version: spec.version,
      level,
      seed,
      budget,
      maxTurns,
      optimal: 0,
      queries: 0,
      mem: spec.initial(h),
      log: [],
      turns: [],
      done: false,
    };
  };

  const refOutput = (state: InteractiveState, h: H): string =>
    wrapAction(spec.reference(h, state.mem as M, state.log), tag);

  /** The reference played from a fresh state with room for every query; its result. */
  const simulate = (level: number, seed: number, h: H): EpisodeResult => {
    let state = initialState(level, seed, h, { maxTurns: spec.budget(h) + 3 });
    state.optimal = Number.MAX_SAFE_INTEGER; // replaced below; keeps the reward rule out of the count
    for (let i = 0; i <= state.maxTurns; i++) {
      const t = step(state, refOutput(state, h), h);
      if (t.done) return t.result!;
      state = t.state;
    }
    throw new Error(`${spec.id}: the reference did not finish`);
  };

  const env: Interactive = {
    id: spec.id,
    version: spec.version,
    category: spec.category,
    title: spec.title,
    split: spec.split ?? "train",
    maxLevel: spec.maxLevel,
    levels: spec.levels,
    start(level, seed, options) {
      const h = instance(level, seed);
      const ref = simulate(level, seed, h);
      if (ref.accuracy !== 1)
        throw new Error(`${spec.id}: the reference fails at level ${level}, seed ${seed}`);
      const state = initialState(level, seed, h, options);
      state.optimal = ref.queries ?? 0;
      return { state, prompt: prompt(h, state.budget, state.maxTurns) };
    },
    step(state, output) {
      checkState(state);
      return step(state, typeof output === "string" ? output : "", instance(state.level, state.seed));
    },
    referenceTurn(state) {
      checkState(state);
      return refOutput(state, instance(state.level, state.seed));
    },
    secretOf(level, seed) {
      return spec.secret?.(instance(level, seed));
    },
    probesOf(level, seed) {
      return spec.probes(instance(level, seed)).map((seq) => seq.map((a) => wrapAction(a, tag)));
    },
    playReference(level, seed) {
      const { state: s0 } = env.start(level, seed);
      let state = s0;
      for (;;) {
        const t = env.step(state, env.referenceTurn(state));
        if (t.done) return t.result!;
        state = t.state;
      }
    },
  };
  return env;
}

/** Parses a whitespace- or comma-separated list of at most `max` integers in [lo, hi]. */
export function parseInts(text: string, lo: number, hi: number, max: number): Parsed<number[]> {
  const parts = text.split(/[\s,]+/).filter((p) => p !== "");
  if (parts.length > max) return bad(`at most ${max} numbers are expected`);
  const out: number[] = [];
  for (const p of parts) {
    if (!/^[+-]?\d{1,15}$/.test(p)) return bad(`"${p.slice(0, 20)}" is not an integer`);
    const v = Number(p);
    if (v < lo || v > hi) return bad(`${v} is outside ${lo}..${hi}`);
    out.push(v);
  }
  return ok(out);
}
