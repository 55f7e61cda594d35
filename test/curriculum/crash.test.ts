import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, it } from "node:test";
import { fileURLToPath } from "node:url";
import { Curriculum, SqliteStore } from "../../src/curriculum/index.ts";
import { CRASH_CONFIG, CRASH_ENVS, crashOutcome } from "./crash-stream.ts";

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "rlve-crash-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Acknowledged updates the parent waits for before killing the child. */
const KILL_AFTER = 400;

it("kill -9 mid-run loses no acknowledged update", async (t) => {
  const child = spawn(process.execPath, ["--import", "tsx", join(here, "crash-child.ts"), dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let acked = -1;
  let buf = "";
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_c, sig) => resolve(sig)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split("\n");
      buf = lines.pop()!;
      for (const l of lines) {
        const m = /^ack (\d+)$/.exec(l);
        if (m) acked = Math.max(acked, Number(m[1]));
      }
      if (acked >= KILL_AFTER && child.exitCode === null && !child.killed) {
        child.kill("SIGKILL");
        resolve();
      }
    });
    child.on("exit", (code) => {
      if (acked < KILL_AFTER) reject(new Error(`child exited early (${code}): ${stderr}`));
    });
  });
  assert.equal(await exited, "SIGKILL");

  // Every acknowledged record is in the store: the persisted run equals a replay of at least acked+1
  // outcomes (a few more may have committed between the last ack we read and the kill).
  const store = new SqliteStore({ dataDir: dir });
  const run = Curriculum.open("crash", { store });
  const state = run.state();
  const persisted = state.envs.a!.scored + state.envs.b!.scored;
  t.diagnostic(`acknowledged ${acked + 1}, persisted ${persisted}, h = ${JSON.stringify(run.levels())}`);
  assert.ok(persisted >= acked + 1, `persisted ${persisted} < acknowledged ${acked + 1}`);
  const replay = Curriculum.create(CRASH_CONFIG, { knownEnvs: CRASH_ENVS, runId: "replay" });
  for (let i = 0; i < persisted; i++) replay.record(crashOutcome(i, replay.levels()));
  const strip = (s: object) => JSON.parse(JSON.stringify(s, (k, v) => (k === "at" ? undefined : v)));
  assert.deepEqual(strip(state), strip(replay.state()));
  assert.ok(state.envs.a!.h >= 3, `h moved during the run (${state.envs.a!.h})`);
  // The acknowledged sample keys are remembered: retrying any of them is not counted again.
  for (const i of [0, Math.floor(acked / 2), acked]) {
    assert.equal(run.record(crashOutcome(i, run.levels())).duplicate, true, `key k${i}`);
  }
  store.close();
});
