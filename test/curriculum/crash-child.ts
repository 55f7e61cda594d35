/**
 * Child process of crash.test.ts: records a deterministic stream of outcomes into a SQLite run and
 * prints "ack <i>" after each record() returns (the acknowledgement). The parent kills it with SIGKILL.
 */
import { Curriculum, SqliteStore } from "../../src/curriculum/index.ts";
import { CRASH_CONFIG, CRASH_ENVS, crashOutcome } from "./crash-stream.ts";

const dir = process.argv[2];
if (dir === undefined) throw new Error("usage: crash-child <data-dir>");
const store = new SqliteStore({ dataDir: dir });
const cur = Curriculum.create(CRASH_CONFIG, { store, knownEnvs: CRASH_ENVS, runId: "crash" });
for (let i = 0; ; i++) {
  const o = crashOutcome(i, cur.levels());
  cur.record(o);
  process.stdout.write(`ack ${i}\n`);
}
