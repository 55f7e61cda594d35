import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";

/**
 * Slot bindings for claims: (run, slot) -> the signed ticket of one issued problem, with how many times
 * it was claimed. Persisted next to the curriculum store, so a restarted server hands the remaining
 * members of a GRPO group the same problem.
 */
export interface SlotRow {
  ticket: string;
  claims: number;
  /** Release the slot after this many claims; null: keep it until the TTL. */
  groupSize: number | null;
  /** ms since the epoch. */
  createdAt: number;
  /** h of the environment when the problem was issued. */
  top: number;
}

/** A claim: the slot's binding (claims already counting this one) and this claim's index in the group. */
export interface Taken {
  row: SlotRow;
  index: number;
}

/** A binding still hands out its problem: not used up by its group, not expired. */
export function isLive(row: SlotRow, now: number, ttlMs: number): boolean {
  return (row.groupSize === null || row.claims < row.groupSize) && now - row.createdAt < ttlMs;
}

export interface SlotStore {
  get(run: string, slot: string): SlotRow | undefined;
  put(run: string, slot: string, row: SlotRow): void;
  /** Atomically: if the slot holds a live binding, count one more claim on it; else undefined. */
  take(run: string, slot: string, now: number, ttlMs: number): Taken | undefined;
  /**
   * Atomically: bind the slot to `row` (its first claim) unless another claim bound it meanwhile, in
   * which case that binding is taken instead. Several processes claiming one slot get one problem.
   */
  bind(run: string, slot: string, row: SlotRow, now: number, ttlMs: number): Taken;
  /** Delete bindings created before `before` (ms); returns how many. */
  prune(before: number): number;
  count(): number;
  close(): void;
}

/** take() for stores whose get and put run in one synchronous, serialised step. */
function takeSync(s: SlotStore, run: string, slot: string, now: number, ttlMs: number): Taken | undefined {
  const row = s.get(run, slot);
  if (row === undefined || !isLive(row, now, ttlMs)) return undefined;
  const index = row.claims;
  row.claims++;
  s.put(run, slot, row);
  return { row, index };
}

function bindSync(s: SlotStore, run: string, slot: string, row: SlotRow, now: number, ttlMs: number): Taken {
  const taken = takeSync(s, run, slot, now, ttlMs);
  if (taken !== undefined) return taken;
  s.put(run, slot, row);
  return { row: { ...row }, index: 0 };
}

export class MemorySlots implements SlotStore {
  private readonly rows = new Map<string, SlotRow>();
  get(run: string, slot: string): SlotRow | undefined {
    const r = this.rows.get(`${run}\u0000${slot}`);
    return r === undefined ? undefined : { ...r };
  }
  put(run: string, slot: string, row: SlotRow): void {
    this.rows.set(`${run}\u0000${slot}`, { ...row });
  }
  take(run: string, slot: string, now: number, ttlMs: number): Taken | undefined {
    return takeSync(this, run, slot, now, ttlMs);
  }
  bind(run: string, slot: string, row: SlotRow, now: number, ttlMs: number): Taken {
    return bindSync(this, run, slot, row, now, ttlMs);
  }
  prune(before: number): number {
    let n = 0;
    for (const [k, r] of this.rows) {
      if (r.createdAt < before) {
        this.rows.delete(k);
        n++;
      }
    }
    return n;
  }
  count(): number {
    return this.rows.size;
  }
  close(): void {}
}

export const SLOTS_FILE = "service.sqlite";

export class SqliteSlots implements SlotStore {
  private readonly db: Database.Database;
  private readonly st;

  constructor(dataDir: string) {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    this.db = new Database(join(dir, SLOTS_FILE));
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("busy_timeout = 10000");
    this.db.exec(`CREATE TABLE IF NOT EXISTS slots (
      run_id TEXT NOT NULL, slot TEXT NOT NULL, ticket TEXT NOT NULL, claims INTEGER NOT NULL,
      group_size INTEGER, created_at INTEGER NOT NULL, top INTEGER NOT NULL,
      PRIMARY KEY (run_id, slot))`);
    this.db.exec("CREATE INDEX IF NOT EXISTS slots_created ON slots (created_at)");
    this.st = {
      get: this.db.prepare(
        "SELECT ticket, claims, group_size, created_at, top FROM slots WHERE run_id = ? AND slot = ?",
      ),
      put: this.db.prepare(
        "INSERT OR REPLACE INTO slots (run_id, slot, ticket, claims, group_size, created_at, top) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ),
      prune: this.db.prepare("DELETE FROM slots WHERE created_at < ?"),
      count: this.db.prepare("SELECT count(*) FROM slots").pluck(),
    };
  }

  get(run: string, slot: string): SlotRow | undefined {
    const r = this.st.get.get(run, slot) as
      | { ticket: string; claims: number; group_size: number | null; created_at: number; top: number }
      | undefined;
    if (r === undefined) return undefined;
    return {
      ticket: r.ticket,
      claims: r.claims,
      groupSize: r.group_size,
      createdAt: r.created_at,
      top: r.top,
    };
  }

  put(run: string, slot: string, row: SlotRow): void {
    this.st.put.run(run, slot, row.ticket, row.claims, row.groupSize, row.createdAt, row.top);
  }

  take(run: string, slot: string, now: number, ttlMs: number): Taken | undefined {
    return this.db.transaction(() => takeSync(this, run, slot, now, ttlMs)).immediate();
  }

  bind(run: string, slot: string, row: SlotRow, now: number, ttlMs: number): Taken {
    return this.db.transaction(() => bindSync(this, run, slot, row, now, ttlMs)).immediate();
  }

  prune(before: number): number {
    return this.st.prune.run(before).changes;
  }

  count(): number {
    return this.st.count.get() as number;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
