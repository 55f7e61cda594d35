import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import {
  readTicket,
  signTicket,
  type TicketData,
  TicketError,
  ticketProblem,
} from "../../src/core/ticket.ts";

const data: TicketData = {
  t: 1,
  run: "r1",
  id: "p1",
  env: "sorting",
  version: getEnv("sorting").version,
  level: 3,
  seed: 9,
  params: getEnv("sorting").params(3),
  format: "tags",
  split: "train",
  threshold: 1,
};

describe("tickets", () => {
  it("round-trip and name the same problem", () => {
    const t = signTicket(data, "s3cret");
    assert.deepEqual(readTicket(t, "s3cret"), data);
    const { instance } = ticketProblem(readTicket(t, "s3cret"));
    assert.deepEqual(instance, generate(getEnv("sorting"), 3, 9).instance);
  });
  it("refuse altered, forged and malformed tickets", () => {
    const t = signTicket(data, "s3cret");
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        assert.ok(e instanceof TicketError);
        return e.code;
      }
      return "accepted";
    };
    assert.equal(
      code(() => readTicket(t, "other")),
      "forged",
    );
    const [, body, sig] = t.split(".");
    const altered = Buffer.from(JSON.stringify({ ...data, level: 4 })).toString("base64url");
    assert.equal(
      code(() => readTicket(`rlve1.${altered}.${sig}`, "s3cret")),
      "forged",
    );
    assert.equal(
      code(() => readTicket(`rlve1.${body}x.${sig}`, "s3cret")),
      "forged",
    );
    assert.equal(
      code(() => readTicket(`${body}.${sig}`, "s3cret")),
      "malformed",
    );
    assert.equal(
      code(() => readTicket("nodot", "s3cret")),
      "malformed",
    );
    assert.equal(
      code(() => readTicket(42, "s3cret")),
      "malformed",
    );
    assert.equal(
      code(() => readTicket(signTicket({ ...data, level: 1.5 }, "k"), "k")),
      "malformed",
    );
    assert.equal(
      code(() => readTicket(signTicket({ ...data, seed: -1 }, "k"), "k")),
      "malformed",
    );
    assert.equal(
      code(() => ticketProblem({ ...data, version: 999 })),
      "stale_version",
    );
    assert.equal(
      code(() => ticketProblem({ ...data, env: "nope" })),
      "unknown_environment",
    );
  });
});
