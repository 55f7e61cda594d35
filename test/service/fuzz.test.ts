import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import fc from "fast-check";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { client, tempDir } from "./helpers.ts";

/** Hostile request bodies: no endpoint ever answers 5xx, and model output never gets an error. */
describe("hostile requests", () => {
  const tmp = tempDir();
  let server: RunningServer;
  let api: ReturnType<typeof client>;
  let ticket: string;
  before(async () => {
    server = await startServer({ port: 0, dataDir: tmp.dir, secret: "fuzz-secret-0123456789", workers: 0 });
    api = client(server.url);
    await api.post("/v1/runs", { run_id: "f", environments: ["sorting", "knapsack"], group_size: 2 });
    ticket = (await api.post("/v1/runs/f/problems", { count: 1 })).body.problems[0].ticket;
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  const routes = [
    "/v1/runs",
    "/v1/runs/f/problems",
    "/v1/runs/f/claims",
    "/v1/runs/f/outcomes",
    "/v1/runs/f/snapshots",
    "/v1/runs/f/restore",
    "/v1/problems",
    "/v1/score",
    "/v1/score/batch",
    "/compat/openrlhf",
    "/compat/slime",
    "/compat/nemo-gym/verify",
  ];

  it("never answers 5xx to arbitrary JSON bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 4 }), async (route, body) => {
        const r = await api.post(route, JSON.stringify(body));
        assert.ok(r.status < 500, `${route} ${JSON.stringify(body).slice(0, 200)} -> ${r.status}`);
        if (r.status >= 400) assert.equal(typeof r.body.error.message, "string");
      }),
      { numRuns: 120 },
    );
  });

  it("scores a model output holding a __proto__ key (fast-check seed 2094427226 found it: 400 before)", async () => {
    for (const text of ['[{"__proto__":{}}]', '{"constructor":{"prototype":{"x":1}}}']) {
      const body = `{"ticket":${JSON.stringify(ticket)},"response":${text},"update":false}`;
      const r = await api.post("/v1/score", body);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.status, "wrong_format");
      assert.equal(({} as Record<string, unknown>).x, undefined);
    }
  });

  it("answers any model output with 200", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 2000 }), fc.jsonValue({ maxDepth: 3 })),
        async (response) => {
          const r = await api.post("/v1/score", { ticket, response, update: false });
          assert.equal(r.status, 200);
          const s = await api.post("/compat/slime", { prompt: "", response, label: ticket });
          assert.equal(s.status, 200);
        },
      ),
      { numRuns: 60 },
    );
  });
});
