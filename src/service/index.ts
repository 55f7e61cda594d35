/**
 * rlve service: the HTTP shell over src/core (tickets, generation, verification) and src/curriculum
 * (runs and adaptive difficulty). `rlve serve` is `startServer`; the pieces are usable in-process too.
 *
 * ```ts
 * import { startServer } from "./service/index.ts";
 * const server = await startServer({ port: 0, dataDir: ".rlve" }); // server.url, await server.close()
 * ```
 */
export { type AppContext, buildApp, problemBody } from "./app.ts";
export { ApiError, ticketApiError } from "./errors.ts";
export { type Lane, type PoolOptions, type PoolStats, WorkPool } from "./pool.ts";
export { configOut, Runs, runOut, SLOT_TTL_MS } from "./runs.ts";
export {
  type ItemError,
  problemId,
  type Recorder,
  type ScoreRequest,
  type ScoreResult,
  Scorer,
  type ScorerOptions,
} from "./scoring.ts";
export { isLoopback, type RunningServer, type ServerOptions, startServer } from "./server.ts";
export { MemorySlots, type SlotStore, SqliteSlots } from "./slots.ts";
export { capText, responsesApiText, responseText, stripPrompt } from "./text.ts";
