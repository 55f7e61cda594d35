import { randomBytes } from "node:crypto";
import type { RunConfig } from "./config.ts";
import { RedisError, type Reply, type Script, SyncRedis, type SyncRedisOptions } from "./redis-sync.ts";
import { RunExistsError, RunNotFoundError, type RunStore, type RunTx, summarize } from "./store.ts";
import type { EnvState, RecordResult, RunRecord, RunSummary, Snapshot, SnapshotInfo } from "./types.ts";

/**
 * Runs in Redis, shared by any number of processes (`rlve serve` replicas).
 *
 * Redis is the truth; each process keeps a cache of the runs it touched, tagged with the run's version,
 * and never acts on it without asking Redis first. An update is optimistic and checked on the server:
 *
 * 1. The change is computed locally by the curriculum rule (engine.ts, the same code as for SQLite) on
 *    the cached run (loaded whole the first time). Sample keys it asks about and that this process has
 *    not learnt are assumed unseen, and listed.
 * 2. COMMIT (a Lua script) writes the changed environments, the sample keys, seq and batches, and
 *    advances the version, only if the version is still the one the change was computed on and none of
 *    the listed keys has been seen. Otherwise nothing is written and the script returns what changed
 *    since that version (each environment records the version that last wrote it) and the keys that
 *    were seen; the cache is brought up to date with it and the change is computed again.
 *
 * So an update costs one round trip when this process was the last to write the run, two when another
 * was. Reads (getRun, listRuns) always ask Redis (LOAD returns only what changed since the cached
 * version).
 *
 * So every committed change was computed from the latest state and applied whole, atomically, on the
 * server: two replicas counting the same environment at the same moment cannot lose a count or raise h
 * twice (the second one's commit is refused and recomputed on top of the first). This is what WATCH /
 * MULTI / EXEC does, in one round trip. A commit is acknowledged after Redis has applied it; whether it
 * is on disk depends on Redis's persistence (see docs/deploy.md).
 *
 * Layout (prefix "rlve:" by default; run ids contain no ':'):
 *   rlve:runs                    SET of run ids
 *   rlve:run:{id}                HASH inc (incarnation), config, seq, batches, bv (version that last wrote
 *                                batches), version, createdAt, updatedAt, snapn (snapshot counter)
 *   rlve:run:{id}:envs           HASH env -> EnvState JSON
 *   rlve:run:{id}:ev             HASH env -> version that last wrote it
 *   rlve:run:{id}:keys           HASH sample key -> RecordResult JSON
 *   rlve:run:{id}:snaps          HASH label -> Snapshot JSON
 *   rlve:run:{id}:snapinfo       HASH label -> SnapshotInfo JSON
 *   rlve:run:{id}:snaporder      ZSET label by snapn (oldest first)
 */

// What changed since a cached version: KEYS[1] run hash, KEYS[2] envs, KEYS[3] ev. Returns false when
// the run does not exist, else {inc, version, seq, updatedAt, config|false, createdAt|false,
// batches|false, {env, json, ...}}: everything when the incarnation differs from inc, else the
// environments written after \`since\` plus the \`forced\` ones (and batches when changed or forced).
const DELTA = `
local function delta(inc, since, forceBatches, forced)
  local h = redis.call('HMGET', KEYS[1], 'inc', 'version', 'seq', 'updatedAt', 'bv')
  if not h[1] then return false end
  local out = {h[1], h[2], h[3], h[4]}
  if h[1] ~= inc then
    local r = redis.call('HMGET', KEYS[1], 'config', 'createdAt', 'batches')
    out[5] = r[1]; out[6] = r[2]; out[7] = r[3]
    out[8] = redis.call('HGETALL', KEYS[2])
    return out
  end
  out[5] = false; out[6] = false
  if forceBatches or tonumber(h[5]) > since then
    out[7] = redis.call('HGET', KEYS[1], 'batches')
  else
    out[7] = false
  end
  local names = {}
  if tonumber(h[2]) ~= since then
    local ev = redis.call('HGETALL', KEYS[3])
    for i = 1, #ev, 2 do
      if tonumber(ev[i + 1]) > since then names[#names + 1] = ev[i] end
    end
  end
  for i = 1, #forced do names[#names + 1] = forced[i] end
  local envs = {}
  if #names > 0 then
    local vals = redis.call('HMGET', KEYS[2], unpack(names))
    for i = 1, #names do
      if vals[i] then
        envs[#envs + 1] = names[i]
        envs[#envs + 1] = vals[i]
      end
    end
  end
  out[8] = envs
  return out
end
`;

// ARGV: inc ('' for none), since, forceBatches ('0'/'1'), forced env names...
const LOAD: Script = {
  name: "rlve-load",
  source: `${DELTA}
local forced = {}
for i = 4, #ARGV do forced[#forced + 1] = ARGV[i] end
return delta(ARGV[1], tonumber(ARGV[2]), ARGV[3] == '1', forced)`,
};

// KEYS: run, envs, ev, keys. ARGV: 1 inc, 2 version the change was computed on, 3 updatedAt, 4 seq,
// 5 batches JSON, 6 batches changed, 7 clear keys, 8 all envs, 9 n envs, env/json pairs, n keys,
// key/json pairs, n read keys (sample keys the change assumed unseen), keys.
// Returns {0, delta} when the version moved (recompute on the delta), {1, {key, json, ...}, delta} when
// a key assumed unseen was seen (recompute knowing it), {2, new version} when committed; -1: no run.
// The delta brings back what the refused change had modified in the caller's cache.
const COMMIT: Script = {
  name: "rlve-commit",
  source: `${DELTA}
local h = redis.call('HMGET', KEYS[1], 'inc', 'version')
if not h[1] then return -1 end
local i = 10
local n = tonumber(ARGV[9])
local touched = {}
for j = 1, n do touched[j] = ARGV[i + 2 * (j - 1)] end
i = i + 2 * n
local m = tonumber(ARGV[i])
local keysAt = i + 1
i = keysAt + 2 * m
local r = tonumber(ARGV[i])
if h[1] ~= ARGV[1] or h[2] ~= ARGV[2] then
  local inc = ARGV[1]
  if ARGV[8] == '1' then inc = '' end
  return {0, delta(inc, tonumber(ARGV[2]), ARGV[6] == '1', touched)}
end
if r > 0 and ARGV[7] ~= '1' then
  local names = {}
  for j = 1, r do names[j] = ARGV[i + j] end
  local vals = redis.call('HMGET', KEYS[4], unpack(names))
  local seen = {}
  for j = 1, r do
    if vals[j] then
      seen[#seen + 1] = names[j]
      seen[#seen + 1] = vals[j]
    end
  end
  if #seen > 0 then return {1, seen, delta(ARGV[1], tonumber(ARGV[2]), ARGV[6] == '1', touched)} end
end
local v = tonumber(h[2]) + 1
if ARGV[8] == '1' then redis.call('DEL', KEYS[2], KEYS[3]) end
for j = 1, n do
  local k = 10 + 2 * (j - 1)
  redis.call('HSET', KEYS[2], ARGV[k], ARGV[k + 1])
  redis.call('HSET', KEYS[3], ARGV[k], v)
end
if ARGV[7] == '1' then redis.call('DEL', KEYS[4]) end
for j = 1, m do
  local k = keysAt + 2 * (j - 1)
  redis.call('HSET', KEYS[4], ARGV[k], ARGV[k + 1])
end
redis.call('HSET', KEYS[1], 'version', v, 'updatedAt', ARGV[3], 'seq', ARGV[4])
if ARGV[6] == '1' then redis.call('HSET', KEYS[1], 'batches', ARGV[5], 'bv', v) end
return {2, v}`,
};

const CREATE: Script = {
  name: "rlve-create",
  source: `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('DEL', KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8])
redis.call('HSET', KEYS[2], 'inc', ARGV[2], 'config', ARGV[3], 'seq', ARGV[4], 'batches', ARGV[5],
  'version', ARGV[6], 'bv', ARGV[6], 'createdAt', ARGV[7], 'updatedAt', ARGV[8], 'snapn', 0)
for i = 9, #ARGV, 2 do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
  redis.call('HSET', KEYS[4], ARGV[i], ARGV[6])
end
redis.call('SADD', KEYS[1], ARGV[1])
return 1`,
};

const DELETE: Script = {
  name: "rlve-delete",
  source: `
local n = redis.call('DEL', KEYS[2])
redis.call('DEL', KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8])
redis.call('SREM', KEYS[1], ARGV[1])
return n`,
};

const PUT_SNAPSHOT: Script = {
  name: "rlve-put-snapshot",
  source: `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'snapn', 1)
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[4], n, ARGV[1])
return 1`,
};

const DELETE_SNAPSHOT: Script = {
  name: "rlve-delete-snapshot",
  source: `
local n = redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
return n`,
};

const LIST_SNAPSHOTS: Script = {
  name: "rlve-list-snapshots",
  source: `
local labels = redis.call('ZRANGE', KEYS[2], 0, -1)
if #labels == 0 then return {} end
return redis.call('HMGET', KEYS[1], unpack(labels))`,
};

/** Most times an update is recomputed because another process committed first. */
const MAX_ATTEMPTS = 1000;

interface Cached {
  run: RunRecord;
  inc: string;
}

type Delta = [string, string, string, string, string | null, string | null, string | null, string[]] | null;

export interface RedisStoreOptions extends SyncRedisOptions {
  /** Key prefix (default "rlve:"). */
  prefix?: string;
  /** A connection to share (the service shares one with its slot store); closed by its owner. */
  redis?: SyncRedis;
}

export class RedisStore implements RunStore {
  readonly redis: SyncRedis;
  readonly prefix: string;
  private readonly owned: boolean;
  private readonly cache = new Map<string, Cached>();
  /** Commits refused because another process committed first (each was recomputed). */
  conflicts = 0;

  constructor(url: string, opts: RedisStoreOptions = {}) {
    this.prefix = opts.prefix ?? "rlve:";
    this.owned = opts.redis === undefined;
    this.redis = opts.redis ?? new SyncRedis(url, opts);
  }

  private keys(runId: string) {
    const r = `${this.prefix}run:{${runId}}`;
    return {
      index: `${this.prefix}runs`,
      run: r,
      envs: `${r}:envs`,
      ev: `${r}:ev`,
      keys: `${r}:keys`,
      snaps: `${r}:snaps`,
      snapinfo: `${r}:snapinfo`,
      snaporder: `${r}:snaporder`,
    };
  }

  private allKeys(runId: string): string[] {
    const k = this.keys(runId);
    return [k.index, k.run, k.envs, k.ev, k.keys, k.snaps, k.snapinfo, k.snaporder];
  }

  createRun(run: RunRecord): void {
    const inc = randomBytes(8).toString("hex");
    const args = [
      run.runId,
      inc,
      JSON.stringify(run.config),
      String(run.state.seq),
      JSON.stringify(run.state.batches),
      String(run.version),
      run.createdAt,
      run.updatedAt,
    ];
    for (const [env, s] of Object.entries(run.state.envs)) args.push(env, JSON.stringify(s));
    if (this.redis.eval(CREATE, this.allKeys(run.runId), args) === 0) throw new RunExistsError(run.runId);
    this.cache.delete(run.runId);
  }

  /** Bring the cached run up to date with Redis (one round trip); undefined if the run does not exist. */
  private sync(runId: string): Cached | undefined {
    const k = this.keys(runId);
    const c = this.cache.get(runId);
    const args = c === undefined ? ["", "0", "0"] : [c.inc, String(c.run.version), "0"];
    return this.apply(runId, c, this.redis.eval(LOAD, [k.run, k.envs, k.ev], args) as Delta);
  }

  /** Apply a delta (see the DELTA script) to the cached run, or replace it when the delta is whole. */
  private apply(runId: string, c: Cached | undefined, r: Delta): Cached | undefined {
    if (r === null) {
      this.cache.delete(runId);
      return undefined;
    }
    const [inc, version, seq, updatedAt, config, createdAt, batches, envs] = r;
    if (config !== null || c === undefined || c.inc !== inc) {
      const cfg = JSON.parse(config!) as RunConfig;
      const loaded: Record<string, EnvState> = {};
      for (let i = 0; i < envs.length; i += 2) loaded[envs[i]!] = JSON.parse(envs[i + 1]!) as EnvState;
      const ordered: Record<string, EnvState> = {};
      for (const e of cfg.environments) if (loaded[e] !== undefined) ordered[e] = loaded[e]!;
      const fresh: Cached = {
        inc,
        run: {
          runId,
          config: cfg,
          state: { seq: Number(seq), envs: ordered, batches: JSON.parse(batches!) },
          version: Number(version),
          createdAt: createdAt!,
          updatedAt,
        },
      };
      this.cache.set(runId, fresh);
      return fresh;
    }
    const run = c.run;
    run.version = Number(version);
    run.updatedAt = updatedAt;
    run.state.seq = Number(seq);
    if (batches !== null) run.state.batches = JSON.parse(batches);
    for (let i = 0; i < envs.length; i += 2) run.state.envs[envs[i]!] = JSON.parse(envs[i + 1]!) as EnvState;
    return c;
  }

  getRun(runId: string): RunRecord | undefined {
    const c = this.sync(runId);
    return c === undefined ? undefined : structuredClone(c.run);
  }

  /**
   * The configuration (it never changes). From the cache when this process has the run cached, without
   * asking Redis: if another process deleted the run and created another under the same id, this
   * process sees the new configuration at its next read or update of the run (which always check).
   */
  getConfig(runId: string): RunConfig | undefined {
    const c = this.cache.get(runId);
    if (c !== undefined) return structuredClone(c.run.config);
    const text = this.redis.call("HGET", this.keys(runId).run, "config") as string | null;
    return text === null ? undefined : (JSON.parse(text) as RunConfig);
  }

  listRuns(): RunSummary[] {
    const ids = (this.redis.call("SMEMBERS", `${this.prefix}runs`) as string[]).sort();
    const rows = this.redis.batch(
      ids.map((id) => ["HMGET", this.keys(id).run, "config", "seq", "version", "createdAt", "updatedAt"]),
    ) as Array<Array<string | null>>;
    const out: RunSummary[] = [];
    ids.forEach((runId, i) => {
      const [config, seq, version, createdAt, updatedAt] = rows[i]!;
      if (config === null || config === undefined) return;
      out.push(
        summarize({
          runId,
          config: JSON.parse(config) as RunConfig,
          state: { seq: Number(seq), envs: {}, batches: [] },
          version: Number(version),
          createdAt: createdAt!,
          updatedAt: updatedAt!,
        }),
      );
    });
    return out.sort((a, b) => a.runId.localeCompare(b.runId));
  }

  deleteRun(runId: string): boolean {
    this.cache.delete(runId);
    return this.redis.eval(DELETE, this.allKeys(runId), [runId]) === 1;
  }

  /**
   * Optimistic: compute on the cached run and commit only if Redis still has the version it was
   * computed on (and the sample keys it assumed unseen are still unseen). A refused commit returns
   * what changed; the change is computed again on that. In the common case an update is one round trip.
   */
  update<T>(runId: string, fn: (run: RunRecord, tx: RunTx) => T): T {
    const k = this.keys(runId);
    let c = this.cache.get(runId) ?? this.sync(runId);
    // Sample keys learnt from refused commits (valid while the version does not move).
    const known = new Map<string, RecordResult>();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (c === undefined) throw new RunNotFoundError(runId);
      const run = c.run;
      const batchesRef = run.state.batches;
      const batchesLen = batchesRef.length;
      const lastBatch = batchesRef.at(-1);
      const touched = new Set<string>();
      let all = false;
      let cleared = false;
      const added = new Map<string, RecordResult>();
      const read = new Set<string>();
      const tx: RunTx = {
        touch: (env) => void touched.add(env),
        touchAll: () => void (all = true),
        seenKey: (key) => {
          const a = added.get(key);
          if (a !== undefined || cleared) return a;
          const seen = known.get(key);
          if (seen === undefined) read.add(key);
          return seen;
        },
        rememberKey: (key, result) => void added.set(key, structuredClone(result)),
        clearKeys: () => {
          cleared = true;
          added.clear();
        },
      };
      let result: T;
      try {
        result = fn(run, tx);
      } catch (err) {
        // fn may have mutated the cached run before throwing: forget it, Redis is the truth.
        this.cache.delete(runId);
        throw err;
      }
      const batchesChanged =
        all ||
        run.state.batches !== batchesRef ||
        run.state.batches.length !== batchesLen ||
        run.state.batches.at(-1) !== lastBatch;
      const updatedAt = new Date().toISOString();
      const envNames = all ? Object.keys(run.state.envs) : [...touched];
      const args = [
        c.inc,
        String(run.version),
        updatedAt,
        String(run.state.seq),
        batchesChanged ? JSON.stringify(run.state.batches) : "",
        batchesChanged ? "1" : "0",
        cleared ? "1" : "0",
        all ? "1" : "0",
        String(envNames.length),
      ];
      for (const env of envNames) args.push(env, JSON.stringify(run.state.envs[env]));
      args.push(String(added.size));
      for (const [key, r] of added) args.push(key, JSON.stringify(r));
      args.push(String(read.size), ...read);
      let reply: Reply;
      try {
        reply = this.redis.eval(COMMIT, [k.run, k.envs, k.ev, k.keys], args);
      } catch (err) {
        // Unknown outcome (the connection dropped): the cache may be ahead of Redis; reload next time.
        this.cache.delete(runId);
        throw err;
      }
      if (reply === -1) {
        this.cache.delete(runId);
        throw new RunNotFoundError(runId);
      }
      const [tag, a, b] = reply as [number, Reply, Reply];
      if (tag === 2) {
        run.version = a as number;
        run.updatedAt = updatedAt;
        return result;
      }
      // Refused: another process committed first (tag 0), or a key assumed unseen was seen (tag 1).
      this.conflicts++;
      if (tag === 0) {
        known.clear();
        c = this.apply(runId, c, a as Delta);
      } else {
        const seen = a as string[];
        for (let i = 0; i < seen.length; i += 2)
          known.set(seen[i]!, JSON.parse(seen[i + 1]!) as RecordResult);
        c = this.apply(runId, c, b as Delta);
      }
    }
    this.cache.delete(runId);
    throw new RedisError(
      `run '${runId}': ${MAX_ATTEMPTS} commits in a row were refused because other processes committed first`,
    );
  }

  putSnapshot(s: Snapshot): void {
    const k = this.keys(s.runId);
    const info: SnapshotInfo = { runId: s.runId, label: s.label, step: s.step, createdAt: s.createdAt };
    const ok = this.redis.eval(
      PUT_SNAPSHOT,
      [k.run, k.snaps, k.snapinfo, k.snaporder],
      [s.label, JSON.stringify(s), JSON.stringify(info)],
    );
    if (ok === 0) throw new RunNotFoundError(s.runId);
  }

  getSnapshot(runId: string, label: string): Snapshot | undefined {
    const text = this.redis.call("HGET", this.keys(runId).snaps, label) as string | null;
    return text === null ? undefined : (JSON.parse(text) as Snapshot);
  }

  listSnapshots(runId: string): SnapshotInfo[] {
    const k = this.keys(runId);
    const rows = this.redis.eval(LIST_SNAPSHOTS, [k.snapinfo, k.snaporder], []) as Array<string | null>;
    return rows.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as SnapshotInfo);
  }

  deleteSnapshot(runId: string, label: string): boolean {
    const k = this.keys(runId);
    return this.redis.eval(DELETE_SNAPSHOT, [k.snaps, k.snapinfo, k.snaporder], [label]) === 1;
  }

  close(): void {
    this.cache.clear();
    if (this.owned) this.redis.close();
  }
}

/** What Redis keeps on disk, from CONFIG GET; a warning when acknowledged changes could be lost. */
export function persistenceWarning(redis: SyncRedis): string | undefined {
  let appendonly: string | undefined;
  let appendfsync: string | undefined;
  let save: string | undefined;
  try {
    const get = (name: string): string | undefined => {
      // RESP3 answers a map (an object here), RESP2 a flat [name, value] list.
      const r = redis.call("CONFIG", "GET", name) as unknown;
      if (Array.isArray(r)) return r[1] as string | undefined;
      if (r !== null && typeof r === "object") return (r as Record<string, string>)[name];
      return undefined;
    };
    appendonly = get("appendonly");
    appendfsync = get("appendfsync");
    save = get("save");
  } catch (err) {
    return `cannot read Redis's persistence settings (CONFIG GET: ${(err as Error).message}); make sure appendonly is yes`;
  }
  if (appendonly !== "yes") {
    const rdb = save !== undefined && save.trim() !== "";
    return rdb
      ? `Redis persistence is RDB snapshots only (save "${save}", appendonly no): a Redis crash loses every change since the last snapshot. Set appendonly yes (docs/deploy.md)`
      : "Redis persistence is off (appendonly no, save ''): a Redis restart loses every run. Set appendonly yes (docs/deploy.md)";
  }
  if (appendfsync === "no") {
    return "Redis appendfsync is no: the OS decides when the log reaches the disk, and a machine crash can lose many seconds of acknowledged changes. Use everysec or always (docs/deploy.md)";
  }
  return undefined;
}
