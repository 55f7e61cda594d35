/**
 * Every single-turn environment as an episode (issue 29): the model gets the problem and up to T attempts
 * (default 3); a wrong attempt earns feedback (src/episodes/feedback.ts) and another try; a correct attempt
 * or the last one ends the episode.
 *
 * Reward rule (docs/episodes.md): the episode's reward is the final attempt's reward r, discounted by
 * EPISODE_DISCOUNT per extra attempt when it is positive: r x 0.9^(t-1) for an episode that ended at attempt
 * t; a non-positive final reward (wrong -> 0, invalid -> -0.5, wrong format -> -1) is kept as is, so a late
 * failure is never better than an early one. accuracy, format and status are the final attempt's. Every
 * attempt's status and reward is kept in `perTurn`. An unscorable attempt (a verifier error) ends the
 * episode with status unscorable and reward 0, which must not be trained on.
 *
 * The state is JSON and holds no instance: (env, version, level, seed) regenerate it, through a small
 * cache of recent instances (regeneration cost is measured by bench/episodes.ts).
 */

import { checkLevel, checkSeed, type Environment, instanceOf, instructionOf, verify } from "../core/env.ts";
import type { EpisodeOptions, EpisodeResult, EpisodeStart, EpisodeTurn, Episodic } from "../core/episode.ts";
import { ANSWER_FORMATS, type AnswerFormat, wrapAnswer } from "../core/extract.ts";
import { maxLevelOf } from "../core/max-level.ts";
import { STATUSES, type Status } from "../core/outcome.ts";
import { Lru } from "../service/lru.ts";
import { FEEDBACK, feedbackOf } from "./feedback.ts";

/** Attempts allowed when the run or the caller does not say. */
export const DEFAULT_ATTEMPTS = 3;
/** Most attempts an episode may allow. */
export const MAX_ATTEMPTS = 100;
/** Per-attempt discount of a positive final reward. */
export const EPISODE_DISCOUNT = 0.9;

export interface SingleTurnOptions extends EpisodeOptions {
  /** The answer markers of the episode (default tags). */
  format?: AnswerFormat;
}

/** One attempt as kept in the state (a TurnRecord). */
export type AttemptRecord = { kind: "attempt"; status: Status; reward: number };

/** The JSON state of a single-turn environment's episode. */
export type SingleTurnState = {
  kind: "single-turn";
  env: string;
  version: number;
  level: number;
  seed: number;
  format: AnswerFormat;
  maxTurns: number;
  turns: AttemptRecord[];
  done: boolean;
};

/** A single-turn environment's episodes; `start` also takes the answer format. */
export interface SingleTurnEpisodic extends Episodic<SingleTurnState> {
  start(level: number, seed: number, options?: SingleTurnOptions): EpisodeStart<SingleTurnState>;
}

/** The rules paragraph of an episode's first message. */
export function rulesOf(maxTurns: number): string {
  return maxTurns === 1
    ? "You have one attempt."
    : `You have up to ${maxTurns} attempts. After a wrong attempt you get short feedback (it never gives the answer away) and may answer again; a correct attempt ends the episode. An earlier correct attempt earns more.`;
}

/** The episode reward of a final attempt's reward at attempt t (1-based), by the documented rule. */
export function episodeReward(finalReward: number, attempt: number): number {
  return finalReward > 0 ? finalReward * EPISODE_DISCOUNT ** (attempt - 1) : finalReward;
}

function resultOf(turns: AttemptRecord[], accuracy: 0 | 1, format: 0 | 1): EpisodeResult {
  const last = turns[turns.length - 1]!;
  const reward = last.status === "unscorable" ? 0 : episodeReward(last.reward, turns.length);
  return {
    reward,
    accuracy,
    format,
    status: last.status,
    turns: turns.length,
    perTurn: turns.map((t) => ({ ...t })),
  };
}

/** Throws (a caller bug, not model input) unless `s` is a well-formed state of `env`. */
function checkState(env: Environment, s: SingleTurnState): void {
  const ok =
    s !== null &&
    typeof s === "object" &&
    s.kind === "single-turn" &&
    s.env === env.id &&
    Number.isSafeInteger(s.maxTurns) &&
    s.maxTurns >= 1 &&
    s.maxTurns <= MAX_ATTEMPTS &&
    ANSWER_FORMATS.includes(s.format) &&
    Array.isArray(s.turns) &&
    s.turns.length <= s.maxTurns &&
    s.turns.every((t) => t?.kind === "attempt" && STATUSES.includes(t.status) && Number.isFinite(t.reward));
  if (!ok) throw new TypeError(`not an episode state of ${env.id}`);
  if (s.version !== env.version)
    throw new RangeError(
      `episode of ${env.id} version ${s.version}; the environment is version ${env.version}`,
    );
  checkLevel(s.level);
  checkSeed(s.seed);
}

/** Recently regenerated instances, by (env, version, level, seed): a step costs one verify. */
const INSTANCES = new Lru<string, unknown>(256);

function instanceFor(env: Environment, s: SingleTurnState): unknown {
  const key = `${env.id}\u0000${env.version}\u0000${s.level}\u0000${s.seed}`;
  let inst = INSTANCES.get(key);
  if (inst === undefined) {
    inst = instanceOf(env, s.level, s.seed).instance;
    INSTANCES.set(key, inst);
  }
  return inst;
}

/** A single-turn environment played as an episode of up to T attempts. */
export function episodeOf(env: Environment): SingleTurnEpisodic {
  return {
    id: env.id,
    version: env.version,
    category: env.category,
    title: env.title,
    split: env.split,
    maxLevel: maxLevelOf(env),

    start(level: number, seed: number, options: SingleTurnOptions = {}): EpisodeStart<SingleTurnState> {
      const maxTurns = options.maxTurns ?? DEFAULT_ATTEMPTS;
      if (!Number.isSafeInteger(maxTurns) || maxTurns < 1 || maxTurns > MAX_ATTEMPTS)
        throw new RangeError(`maxTurns must be an integer in 1..${MAX_ATTEMPTS}, got ${maxTurns}`);
      const format = options.format ?? "tags";
      if (!ANSWER_FORMATS.includes(format)) throw new RangeError(`unknown answer format ${format}`);
      const { instance } = instanceOf(env, level, seed);
      const state: SingleTurnState = {
        kind: "single-turn",
        env: env.id,
        version: env.version,
        level,
        seed,
        format,
        maxTurns,
        turns: [],
        done: false,
      };
      INSTANCES.set(`${env.id}\u0000${env.version}\u0000${level}\u0000${seed}`, instance);
      const prompt = `${env.prompt(instance)}\n\n${rulesOf(maxTurns)}\n\n${instructionOf(env, instance, format)}`;
      return { state, prompt };
    },

    step(state: SingleTurnState, output: string): EpisodeTurn<SingleTurnState> {
      checkState(env, state);
      if (state.done) throw new Error(`the episode of ${env.id} is over`);
      const instance = instanceFor(env, state);
      const o = verify(env, instance, typeof output === "string" ? output : "", { format: state.format });
      const turns: AttemptRecord[] = [
        ...state.turns.map((t) => ({ ...t })),
        { kind: "attempt", status: o.status, reward: o.reward },
      ];
      const done = o.accuracy === 1 || o.status === "unscorable" || turns.length >= state.maxTurns;
      const next: SingleTurnState = { ...state, turns, done };
      const said = feedbackOf(o.status, env.answerKind, state.format);
      if (!done) return { state: next, observation: `${said} ${FEEDBACK.again}`, done };
      const observation = o.accuracy === 1 || o.status === "unscorable" ? said : `${said} ${FEEDBACK.noMore}`;
      return { state: next, observation, done, result: resultOf(turns, o.accuracy, o.formatScore) };
    },

    referenceTurn(state: SingleTurnState): string {
      checkState(env, state);
      return wrapAnswer(env.reference(instanceFor(env, state)), state.format);
    },
  };
}

/** Empties the cache of recent instances (benches measure cold steps with it). */
export function clearInstanceCache(): void {
  INSTANCES.clear();
}
