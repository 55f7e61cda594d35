// Runs generations in child processes with a hard timeout: a child whose current generation uses more than
// timeoutMs of CPU time is killed (SIGKILL) and replaced, and that (env, level, seed) is reported as a hang.
// Used by the max-level probe, the hang sweep and the sweep's CI slice.
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { GenResult, GenTask } from "./gen-child.ts";

export type { GenResult, GenTask };

/** One seed's outcome: a result from the child, or a hang (killed after timeoutMs). */
export type SeedOutcome = GenResult & { hang?: boolean };

const CHILD = join(import.meta.dirname, "gen-child.ts");
/** A task for this env id never returns: the self-test of the hang detection (test/audit/sweep.test.ts). */
export const SPIN_ENV = "@spin";
/** Linux clock ticks per second (getconf CLK_TCK), the unit of CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;
/** A generation is also a hang after this many times its timeout in wall-clock time. */
const WALL_FACTOR = 30;

class Child {
  private proc: ChildProcess;
  private ready: Promise<void>;

  constructor() {
    this.proc = fork(CHILD, [], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    this.ready = new Promise((resolve, reject) => {
      const onMsg = (m: { ready?: boolean }) => {
        if (m.ready) {
          this.proc.off("message", onMsg);
          resolve();
        }
      };
      this.proc.on("message", onMsg);
      this.proc.once("exit", (code) =>
        reject(new Error(`generation child exited (${code}) before it was ready`)),
      );
    });
    this.ready.catch(() => {});
  }

  /** CPU time the child has used (user + system), in ms; null where /proc is not available. */
  private cpuMs(): number | null {
    try {
      const stat = readFileSync(`/proc/${this.proc.pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
    } catch {
      return null;
    }
  }

  /**
   * Runs a task; resolves with one outcome per seed (a hang ends the task: later seeds are not run).
   * A generation hangs when it uses more than timeoutMs of CPU time (read from /proc, so that a child
   * starved of a core on a busy machine is not taken for a hang), or WALL_FACTOR x timeoutMs of wall time.
   */
  async run(task: GenTask, timeoutMs: number): Promise<{ outcomes: SeedOutcome[]; killed: boolean }> {
    await this.ready;
    const outcomes: SeedOutcome[] = [];
    return new Promise((resolve) => {
      let startCpu: number | null = null;
      let startWall = 0;
      const hang = () => {
        cleanup();
        const seed = task.seeds[outcomes.length]!;
        const wallMs = performance.now() - startWall;
        const cpu = this.cpuMs();
        const ms = cpu !== null && startCpu !== null ? cpu - startCpu : wallMs;
        outcomes.push({ seed, ms, wallMs, promptChars: 0, referenceChars: 0, hang: true });
        this.proc.kill("SIGKILL");
        resolve({ outcomes, killed: true });
      };
      const arm = () => {
        startCpu = this.cpuMs();
        startWall = performance.now();
      };
      const poll = setInterval(
        () => {
          const wall = performance.now() - startWall;
          if (wall > WALL_FACTOR * timeoutMs) return hang();
          const cpu = startCpu === null ? null : this.cpuMs();
          if (cpu === null ? wall > timeoutMs : cpu - startCpu! > timeoutMs) hang();
        },
        Math.min(100, timeoutMs / 4),
      );
      const onMsg = (m: { result?: GenResult; done?: boolean }) => {
        if (m.result) {
          outcomes.push(m.result);
          arm();
        } else if (m.done) {
          cleanup();
          resolve({ outcomes, killed: false });
        }
      };
      const onExit = (code: number | null, signal: string | null) => {
        cleanup();
        const seed = task.seeds[outcomes.length];
        if (seed !== undefined) {
          outcomes.push({
            seed,
            ms: 0,
            wallMs: 0,
            promptChars: 0,
            referenceChars: 0,
            error: `generation child died (code ${code}, signal ${signal})`,
          });
        }
        resolve({ outcomes, killed: true });
      };
      const cleanup = () => {
        clearInterval(poll);
        this.proc.off("message", onMsg);
        this.proc.off("exit", onExit);
      };
      this.proc.on("message", onMsg);
      this.proc.once("exit", onExit);
      arm();
      this.proc.send(task);
    });
  }

  kill(): void {
    this.proc.kill("SIGKILL");
  }
}

export interface RunOptions {
  /** Overrides the pool's timeout for this task. */
  timeoutMs?: number;
  /** Return at the first hang instead of running the remaining seeds on a fresh child. */
  stopAtHang?: boolean;
}

/**
 * A fixed number of generation children; tasks queue for a free one. One spare child is kept loading so
 * that a killed child is replaced at once (loading the registry takes seconds on a busy machine).
 */
export class GenPool {
  private idle: Child[] = [];
  private waiting: ((c: Child) => void)[] = [];
  private all = new Set<Child>();
  private spare: Child;

  constructor(
    size: number,
    private timeoutMs: number,
  ) {
    for (let i = 0; i < size; i++) this.add(new Child());
    this.spare = new Child();
  }

  private add(c: Child): void {
    this.all.add(c);
    this.release(c);
  }

  private release(c: Child): void {
    const w = this.waiting.shift();
    if (w) w(c);
    else this.idle.push(c);
  }

  private acquire(): Promise<Child> {
    const c = this.idle.pop();
    return c ? Promise.resolve(c) : new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Generates every seed of a task. After a hang or a crash the child is replaced and the remaining seeds
   * are run on the new one, so the outcomes always cover every seed.
   */
  async run(task: GenTask, opts: RunOptions = {}): Promise<SeedOutcome[]> {
    const out: SeedOutcome[] = [];
    let seeds = task.seeds;
    while (seeds.length > 0) {
      const child = await this.acquire();
      const { outcomes, killed } = await child.run({ ...task, seeds }, opts.timeoutMs ?? this.timeoutMs);
      out.push(...outcomes);
      seeds = seeds.slice(outcomes.length);
      if (killed) {
        this.all.delete(child);
        child.kill();
        this.add(this.spare);
        this.spare = new Child();
        if (opts.stopAtHang && outcomes.at(-1)?.hang) break;
      } else {
        this.release(child);
      }
    }
    return out;
  }

  close(): void {
    this.spare.kill();
    for (const c of this.all) c.kill();
    this.all.clear();
    this.idle = [];
  }
}
