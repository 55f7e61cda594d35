// The Redis side of SyncRedis (redis-sync.ts): a worker thread that owns one node-redis client and
// answers the main thread's requests. Each reply is posted on the port first, then the shared counter
// is incremented and notified, so the main thread (blocked in Atomics.wait) finds the reply with
// receiveMessageOnPort. Plain JavaScript: no TypeScript loader is needed in this thread.
import { workerData } from "node:worker_threads";
import { createClient } from "redis";

const { url, port, flag, connectTimeoutMs } = workerData;
const shas = new Map();
let everReady = false;

const client = createClient({
  url,
  // Fail fast while disconnected: the main thread is waiting and gets a clear error instead of a hang.
  disableOfflineQueue: true,
  socket: {
    connectTimeout: connectTimeoutMs,
    // The first connection fails at once (a wrong URL is reported, not retried); later drops retry.
    reconnectStrategy: (retries, cause) => (everReady ? Math.min(50 * 2 ** retries, 1000) : cause),
  },
});
let lastError = null;
client.on("ready", () => {
  everReady = true;
});
client.on("error", (err) => {
  lastError = err;
});

function reply(message) {
  port.postMessage(message);
  Atomics.add(flag, 0, 1);
  Atomics.notify(flag, 0);
}

function errorText(err) {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** EVALSHA with the script's digest; on NOSCRIPT (a restarted or flushed server) load it again. */
async function evalScript(name, source, keys, args) {
  let sha = shas.get(name);
  if (sha === undefined) {
    sha = await client.sendCommand(["SCRIPT", "LOAD", source]);
    shas.set(name, sha);
  }
  try {
    return await client.sendCommand(["EVALSHA", sha, String(keys.length), ...keys, ...args]);
  } catch (err) {
    if (!/NOSCRIPT/.test(errorText(err))) throw err;
    shas.delete(name);
    return evalScript(name, source, keys, args);
  }
}

async function run(req) {
  switch (req.kind) {
    case "connect":
      await client.connect();
      return "ok";
    case "cmd":
      return client.sendCommand(req.args);
    case "batch":
      // node-redis pipelines commands sent in the same tick; each answer or error is reported.
      return Promise.all(
        req.cmds.map((args) =>
          client.sendCommand(args).then(
            (value) => ({ ok: true, value }),
            (err) => ({ ok: false, error: errorText(err) }),
          ),
        ),
      );
    case "script":
      return evalScript(req.name, req.source, req.keys, req.args);
    case "close":
      if (client.isOpen) await client.close();
      return "ok";
    default:
      throw new Error(`unknown request kind ${req.kind}`);
  }
}

port.on("message", (req) => {
  run(req).then(
    (value) => reply({ id: req.id, ok: true, value }),
    (err) => {
      const detail = lastError !== null && !client.isReady ? ` (${errorText(lastError)})` : "";
      reply({ id: req.id, ok: false, error: `${errorText(err)}${detail}` });
    },
  );
});
