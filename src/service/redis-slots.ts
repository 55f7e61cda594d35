import type { Reply, Script, SyncRedis } from "../curriculum/redis-sync.ts";
import type { SlotRow, SlotStore, Taken } from "./slots.ts";

/**
 * Slot bindings in Redis, shared by every replica. One hash per binding
 * (`rlve:slot:<run>:<slot>`: ticket, claims, gs, created, top) and a sorted set of bindings by creation
 * time for pruning. take and bind are Lua scripts, so the check "is the binding live" and the claim
 * counter move together on the server: claims of one slot through several replicas get one problem.
 */

// Shared by both scripts: KEYS[1] the binding; ARGV[1] now, ARGV[2] ttl. Returns the taken row or nil.
const TAKE_BODY = `
local function take()
  local h = redis.call('HMGET', KEYS[1], 'ticket', 'claims', 'gs', 'created', 'top')
  if not h[1] then return nil end
  local claims = tonumber(h[2])
  local live = (h[3] == '' or claims < tonumber(h[3])) and tonumber(ARGV[1]) - tonumber(h[4]) < tonumber(ARGV[2])
  if not live then return nil end
  redis.call('HSET', KEYS[1], 'claims', claims + 1)
  return {h[1], tostring(claims + 1), h[3], h[4], h[5], tostring(claims)}
end
`;

const TAKE: Script = {
  name: "rlve-slot-take",
  source: `${TAKE_BODY}
local t = take()
if t then return t end
return false`,
};

// KEYS[2] the index; ARGV[3] member, ARGV[4..8] ticket, gs, created, top (claims starts at 1).
const BIND: Script = {
  name: "rlve-slot-bind",
  source: `${TAKE_BODY}
local t = take()
if t then return t end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'ticket', ARGV[4], 'claims', 1, 'gs', ARGV[5], 'created', ARGV[6], 'top', ARGV[7])
redis.call('ZADD', KEYS[2], ARGV[6], ARGV[3])
return {ARGV[4], '1', ARGV[5], ARGV[6], ARGV[7], '0'}`,
};

const PUT: Script = {
  name: "rlve-slot-put",
  source: `
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'ticket', ARGV[2], 'claims', ARGV[3], 'gs', ARGV[4], 'created', ARGV[5], 'top', ARGV[6])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[1])
return 1`,
};

// KEYS[1] the index; ARGV[1] before (ms). Deletes bindings created before it.
const PRUNE: Script = {
  name: "rlve-slot-prune",
  source: `
local old = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
for i = 1, #old do redis.call('DEL', old[i]) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
return #old`,
};

function rowOf(r: string[]): SlotRow {
  return {
    ticket: r[0]!,
    claims: Number(r[1]),
    groupSize: r[2] === "" || r[2] === undefined ? null : Number(r[2]),
    createdAt: Number(r[3]),
    top: Number(r[4]),
  };
}

export class RedisSlots implements SlotStore {
  private readonly index: string;

  constructor(
    private readonly redis: SyncRedis,
    private readonly prefix = "rlve:",
  ) {
    this.index = `${prefix}slots`;
  }

  private key(run: string, slot: string): string {
    return `${this.prefix}slot:${run}:${slot}`;
  }

  get(run: string, slot: string): SlotRow | undefined {
    const h = this.redis.call(
      "HMGET",
      this.key(run, slot),
      "ticket",
      "claims",
      "gs",
      "created",
      "top",
    ) as Array<string | null>;
    return h[0] === null ? undefined : rowOf(h as string[]);
  }

  put(run: string, slot: string, row: SlotRow): void {
    const key = this.key(run, slot);
    this.redis.eval(
      PUT,
      [key, this.index],
      [
        key,
        row.ticket,
        String(row.claims),
        row.groupSize === null ? "" : String(row.groupSize),
        String(row.createdAt),
        String(row.top),
      ],
    );
  }

  take(run: string, slot: string, now: number, ttlMs: number): Taken | undefined {
    const r = this.redis.eval(TAKE, [this.key(run, slot)], [String(now), String(ttlMs)]) as Reply;
    if (r === null) return undefined;
    const a = r as string[];
    return { row: rowOf(a), index: Number(a[5]) };
  }

  bind(run: string, slot: string, row: SlotRow, now: number, ttlMs: number): Taken {
    const key = this.key(run, slot);
    const a = this.redis.eval(
      BIND,
      [key, this.index],
      [
        String(now),
        String(ttlMs),
        key,
        row.ticket,
        row.groupSize === null ? "" : String(row.groupSize),
        String(row.createdAt),
        String(row.top),
      ],
    ) as string[];
    return { row: rowOf(a), index: Number(a[5]) };
  }

  prune(before: number): number {
    return this.redis.eval(PRUNE, [this.index], [String(before)]) as number;
  }

  count(): number {
    return this.redis.call("ZCARD", this.index) as number;
  }

  /** The connection belongs to the store that opened it (RedisStore). */
  close(): void {}
}
