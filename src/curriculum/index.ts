/**
 * rlve curriculum: adaptive difficulty per environment (the RLVE paper's rule by default, or another
 * strategy: strategy.ts), its statistics and its persisted state. Library first; the CLI (`rlve run`, `rlve simulate`) and the service are thin shells.
 *
 * ```ts
 * import { Curriculum, SqliteStore } from "./curriculum/index.ts";
 * import { generate, getEnv, verify } from "./core/index.ts";
 *
 * const store = new SqliteStore(); // RLVE_DATA_DIR or ./.rlve; new MemoryStore() for tests
 * const cur = Curriculum.create({ environments: "all", groupSize: 16, seed: 1 }, { store, runId: "r1" });
 * const batch = cur.issue(8); // 8 problems x 16 samples; same problemId within a group
 * for (const p of batch) {
 *   const env = getEnv(p.env);
 *   const problem = generate(env, p.level, p.seed, p.format);
 *   const out = verify(env, problem.instance, modelOutput, { format: p.format });
 *   cur.record({ env: p.env, level: p.level, accuracy: out.accuracy, reward: out.reward,
 *                status: out.status, problemId: p.problemId, sampleKey: `${p.problemId}/${p.groupIndex}` });
 * }
 * cur.snapshot({ step: 120 }); // later: Curriculum.open("r1", { store }).restore({ snapshot: "step-120" })
 * ```
 */
export {
  ConfigError,
  checkRunLevel,
  formatIssues,
  LevelAboveMaxError,
  parseRunConfig,
  type ResolveOptions,
  type RunConfig,
  type RunConfigInput,
  RunConfigSchema,
  runEnvMaxLevel,
  type Schedule,
  ScheduleSchema,
  UPDATE_TIMINGS,
  type UpdateTiming,
} from "./config.ts";
export { type CreateOptions, Curriculum, checkRunId, type OpenOptions } from "./curriculum.ts";
export {
  batchStats,
  CurriculumError,
  deriveSeed,
  envsAtTop,
  initialState,
  MAX_BATCHES,
  MAX_ISSUE,
  MAX_KEY_CHARS,
  MAX_OPEN_GROUPS,
  MAX_REPORT,
  SampleOutcomeSchema,
  windowOf,
} from "./engine.ts";
export { persistenceWarning, RedisStore, type RedisStoreOptions } from "./redis.ts";
export { checkRedisUrl, isRedisUrl, RedisError, redactUrl, SyncRedis } from "./redis-sync.ts";
export { DB_FILE, defaultDataDir, SqliteStore, type SqliteStoreOptions } from "./sqlite.ts";
export { parseRunState, RunStateSchema } from "./state.ts";
export {
  dynamicSamplingFilter,
  effectivePromptRatio,
  type GroupedSample,
  groupSamples,
  groupsOf,
  isEffective,
  type StatKey,
} from "./stats.ts";
export {
  MemoryStore,
  RunExistsError,
  RunNotFoundError,
  type RunStore,
  type RunTx,
  summarize,
} from "./store.ts";
export {
  describeSchedule,
  STRATEGY_NAMES,
  type Strategy,
  type StrategyDef,
  type StrategyName,
  scheduleLabel,
  strategyDef,
  strategyOf,
} from "./strategy.ts";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportRun,
  type ImportOptions,
  importRun,
  type RunExport,
} from "./transfer.ts";
export type * from "./types.ts";
