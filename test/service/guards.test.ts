import assert from "node:assert/strict";
import { request } from "node:http";
import { connect } from "node:net";
import { after, before, describe, it } from "node:test";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { tempDir } from "./helpers.ts";

/**
 * Issue 30, items 8 and 9, through the real server. DNS rebinding: a page under a name its attacker
 * controls reaches a loopback server with that name as Host, so only loopback names, IP literals and
 * configured names are served (`--allowed-hosts`). Slow bodies: a body that does not arrive within
 * `--body-timeout` gets 408 and its connection is closed, instead of holding it for the 300 s request
 * timeout.
 */

const tmp = tempDir();
const servers: RunningServer[] = [];

async function serve(opts: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
  const s = await startServer({
    port: 0,
    dataDir: tmp.dir,
    secret: "guards-test-secret-0123456789",
    store: "memory",
    workers: 2,
    logger: false,
    ...opts,
  });
  servers.push(s);
  return s;
}

after(async () => {
  for (const s of servers) await s.close();
  tmp.remove();
});

/** One request with a chosen Host header (fetch sets Host itself). */
function withHost(
  s: RunningServer,
  host: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: { error?: { code: string; message: string } } }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: "127.0.0.1",
        port: s.port,
        method,
        path,
        headers: { host, ...(data === undefined ? {} : { "content-type": "application/json" }) },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode!, body: parsed as never });
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

describe("Host header (DNS rebinding)", () => {
  let def: RunningServer;
  before(async () => {
    def = await serve();
  });

  it("serves loopback names and IP literals by default, and refuses every other name with 421", async () => {
    for (const host of [
      `127.0.0.1:${def.port}`,
      `localhost:${def.port}`,
      "LOCALHOST",
      `[::1]:${def.port}`,
      "10.1.2.3:8787",
      "localhost.",
    ]) {
      const r = await withHost(def, host, "GET", "/v1/envs");
      assert.equal(r.status, 200, `${host} is served`);
    }
    const refused = [
      "evil.example",
      `evil.example:${def.port}`,
      "evil.example.",
      "localhost.evil.example",
      "127.0.0.1.nip.io",
      "evil.localhost",
      "evil.example:80:90",
    ];
    for (const host of refused) {
      for (const [method, path, body] of [
        ["GET", "/v1/envs"],
        ["GET", "/healthz"],
        ["GET", "/dashboard/api/overview"],
        ["GET", "/dashboard"],
        ["POST", "/v1/runs", { run_id: `rebound-${refused.indexOf(host)}`, environments: ["sorting"] }],
      ] as const) {
        const r = await withHost(def, host, method, path, body);
        assert.equal(r.status, 421, `${host} ${method} ${path}`);
        assert.equal(r.body.error?.code, "host_not_allowed");
        assert.match(r.body.error!.message, /--allowed-hosts/);
      }
    }
    // Nothing was created through a refused name.
    const runs = await withHost(def, "localhost", "GET", "/v1/runs");
    assert.deepEqual((runs.body as { runs: unknown[] }).runs, []);
  });

  it("serves the names given with --allowed-hosts (any case, any port), or any name with '*'", async () => {
    const named = await serve({ allowedHosts: ["rlve.internal", "Trainer-Box"] });
    for (const host of ["rlve.internal", "RLVE.internal:8787", "trainer-box:1", "localhost"])
      assert.equal((await withHost(named, host, "GET", "/healthz")).status, 200, host);
    for (const host of ["evil.example", "rlve.internal.evil.example", "x.rlve.internal"])
      assert.equal((await withHost(named, host, "GET", "/healthz")).status, 421, host);
    const any = await serve({ allowedHosts: "*" });
    assert.equal((await withHost(any, "evil.example", "GET", "/healthz")).status, 200);
  });
});

/** Send `head` at once, then `body` one byte every `gapMs`; resolves with what came back and when. */
function slowRequest(
  port: number,
  head: string,
  body: string,
  gapMs: number,
): Promise<{ text: string; ms: number; closed: boolean }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const sock = connect(port, "127.0.0.1");
    let text = "";
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      sock.destroy();
      resolve({ text, ms: Date.now() - t0, closed });
    };
    sock.on("connect", () => {
      sock.write(head);
      timer = setInterval(() => {
        if (i < body.length && !sock.destroyed) sock.write(body[i++]!);
      }, gapMs);
    });
    sock.on("data", (d) => {
      text += d;
    });
    sock.on("error", () => {});
    sock.on("close", () => finish(true));
    // Bounded: on code without a body timeout nothing comes back for 300 s.
    setTimeout(() => finish(false), 10_000).unref();
  });
}

describe("slow bodies", () => {
  it("answers 408 body_timeout and closes the connection when a body is not in within --body-timeout", async () => {
    const s = await serve({ bodyTimeoutMs: 1_000 });
    const body = JSON.stringify({ ticket: "rlve1.x.y", response: "<answer>1</answer>" });
    const head = `POST /v1/score HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const slow = slowRequest(s.port, head, body, 250);
    // The server answers others meanwhile.
    assert.equal((await fetch(`${s.url}/healthz`)).status, 200);
    const r = await slow;
    assert.match(r.text, /^HTTP\/1\.1 408 /, r.text || "no response within 10 s");
    assert.match(r.text, /"code":"body_timeout"/);
    assert.match(r.text, /--body-timeout/);
    assert.ok(r.closed, "the connection is closed");
    assert.ok(r.ms >= 900 && r.ms < 5_000, `answered after ${r.ms} ms`);

    // Chunked bodies likewise.
    const chunkedHead =
      "POST /v1/score HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";
    const chunked = await slowRequest(
      s.port,
      chunkedHead,
      `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      250,
    );
    assert.match(chunked.text, /^HTTP\/1\.1 408 /, chunked.text || "no response within 10 s");

    // A body that arrives in pieces within the bound is read as usual.
    const pieces = await slowRequest(
      s.port,
      head.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"),
      body,
      5,
    );
    assert.match(pieces.text, /^HTTP\/1\.1 403 /, "the ticket is forged: 403, not 408");
    assert.match(pieces.text, /forged_ticket/);
  });
});
