/**
 * Episodes: problems played over several turns (issue 29). Two kinds implement the same contract:
 * every single-turn environment, where a turn is an attempt and a wrong attempt earns feedback, and the
 * interactive environments of src/interactive (outside src/envs, whose files the registry loads as single-turn environments), where a turn is a query or a final answer and what
 * is needed is revealed only by asking.
 *
 * An episode's state is JSON and holds everything needed to go on (the level, the seed, the turns so
 * far), so it can be stored, survive a restart and be resumed by another process; `step` is a pure
 * function of (state, output). Model output is hostile input here as in `verify`: bounded work, never
 * an exception for bad text.
 */
import type { Json, Split } from "./env.js";
import type { Status } from "./outcome.js";

export interface EpisodeOptions {
  /** Attempts allowed (single-turn environments) or turns allowed (interactive ones); each kind has a default. */
  maxTurns?: number;
}

/** One turn as kept in the state and the result. */
export interface TurnRecord {
  /** What this turn was: an answer attempt or a query (interactive environments). */
  kind: "attempt" | "query";
  status: Status;
  /** The turn's own reward in [-1, 1] (for an attempt, verify's reward). */
  reward: number;
}

export interface EpisodeResult {
  /** The episode's reward in [-1, 1], by the documented rule of its kind. */
  reward: number;
  accuracy: 0 | 1;
  format: 0 | 1;
  status: Status;
  /** Turns used. */
  turns: number;
  /** Queries used and the reference strategy's count for this instance (interactive environments). */
  queries?: number;
  optimalQueries?: number;
  /** Every turn's outcome, in order. */
  perTurn: TurnRecord[];
}

export interface EpisodeStart<S = Json> {
  state: S;
  /** The first message to the model: the problem, the rules of the episode and the answer format. */
  prompt: string;
}

export interface EpisodeTurn<S = Json> {
  state: S;
  /**
   * The next message to the model: feedback on a wrong attempt ("constraint 4 is violated"), or the
   * reply to a query. It never states or implies the reference answer.
   */
  observation: string;
  done: boolean;
  /** Present exactly when done. */
  result?: EpisodeResult;
}

export interface Episodic<S = Json> {
  id: string;
  version: number;
  category: string;
  title: string;
  split: Split;
  /** The highest level served. */
  maxLevel: number;
  /** Deterministic from (level, seed, options). */
  start(level: number, seed: number, options?: EpisodeOptions): EpisodeStart<S>;
  /** Plays one model output. Stepping a finished episode throws (a caller bug, not model input). */
  step(state: S, output: string): EpisodeTurn<S>;
  /** The reference strategy's next output for this state (it wins; conformance plays it). */
  referenceTurn(state: S): string;
}
