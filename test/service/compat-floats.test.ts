import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { float, stringifyWithFloats } from "../../src/service/json-floats.ts";
import { type RunningServer, startServer } from "../../src/service/server.ts";
import { tempDir } from "./helpers.ts";

// Python's json reads `1` as int and `1.0` as float; OpenRLHF builds torch.tensor([reward]) from what it
// reads (openrlhf/trainer/ppo_utils/samples_generator.py), and an int64 reward tensor breaks rewards.std().
// So every compat reward must be written with a decimal point, whatever its value.

const tmp = tempDir();
let server: RunningServer;

before(async () => {
  server = await startServer({ port: 0, dataDir: tmp.dir, secret: "floats-secret-0123456789", workers: 1 });
});
after(async () => {
  await server.close();
  tmp.remove();
});

async function raw(path: string, body: unknown): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" };
}

describe("JSON floats", () => {
  it("writes marked numbers with a decimal point and everything else as JSON.stringify", () => {
    assert.equal(
      stringifyWithFloats([float(1), float(-1), float(0), float(-0), float(0.5), float(1e21)]),
      "[1.0,-1.0,0.0,0.0,0.5,1e+21]",
    );
    assert.equal(stringifyWithFloats(float(Number.NaN)), "null");
    const plain = { a: 1, b: 'x\u2028"', c: [null, true, { d: 2 }], e: undefined };
    assert.equal(stringifyWithFloats(plain), JSON.stringify(plain));
    assert.deepEqual(JSON.parse(stringifyWithFloats({ r: float(1), n: 3 })), { r: 1, n: 3 });
  });

  it("every compat endpoint sends rewards as floats, also when they are whole numbers", async () => {
    const issued = await raw("/v1/problems", {
      env_id: "sorting",
      level: 2,
      seed: 4,
      include_reference: true,
    });
    const p = JSON.parse(issued.text).problems[0];
    const right = generate(getEnv("sorting"), 2, 4, "tags").reference;

    const o = await raw("/compat/openrlhf", {
      query: [p.prompt + right, `${p.prompt} nothing`],
      prompts: [p.prompt, p.prompt],
      labels: [p.ticket, p.ticket],
    });
    assert.equal(o.status, 200);
    assert.match(o.type, /application\/json/);
    assert.match(o.text, /"rewards":\[1\.0,-1\.0\]/);
    assert.match(o.text, /"scores":\[1\.0,0\.0\]/);
    assert.match(o.text, /"rlve_level":\[2\.0,2\.0\]/);
    assert.doesNotMatch(o.text, /[[,:]-?\d+[,\]}]/, "no bare integer anywhere in the OpenRLHF answer");

    const s = await raw("/compat/slime", { prompt: p.prompt, response: right, label: p.ticket });
    assert.match(s.text, /"reward":1\.0/);
    assert.match(s.text, /"accuracy":1\.0/);
    assert.match(s.text, /"format_score":1\.0/);
    assert.match(s.text, /"level":2[,}]/, "the level stays an integer");
    const scalar = await raw("/compat/slime?scalar=1", { prompt: "", response: "?", label: p.ticket });
    assert.equal(scalar.text, "-1.0");

    const n = await raw("/compat/nemo-gym/verify", {
      response: { output: [{ type: "message", content: [{ type: "output_text", text: right }] }] },
      rlve_ticket: p.ticket,
      keep: [1, 2],
    });
    assert.match(n.text, /"reward":1\.0/);
    assert.match(n.text, /"keep":\[1,2\]/, "the echoed row is unchanged");

    const bad = await raw("/compat/openrlhf", { query: ["x"], prompts: ["x"], labels: ["nope"] });
    assert.equal(bad.status, 400);
    assert.equal(JSON.parse(bad.text).error.code, "malformed_ticket");
  });
});
