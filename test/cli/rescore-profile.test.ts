import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { generate } from "../../src/core/env.ts";
import { getEnv } from "../../src/core/registry.ts";
import { signTicket, type TicketData } from "../../src/core/ticket.ts";
import { rlve } from "./run-cli.ts";

const SECRET = "rescore-test-secret-0123456789";
const dir = mkdtempSync(join(tmpdir(), "rlve-rescore-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const env = { RLVE_TICKET_SECRET: SECRET };

function ticket(level: number, seed: number, over: Partial<TicketData> = {}): string {
  const e = getEnv("sorting");
  return signTicket(
    {
      t: 1,
      run: "r",
      id: `p${level}-${seed}`,
      env: "sorting",
      version: e.version,
      level,
      seed,
      params: e.params(level),
      format: "tags",
      split: "train",
      threshold: e.passingThreshold,
      ...over,
    },
    SECRET,
  );
}
const right = (level: number, seed: number) => generate(getEnv("sorting"), level, seed, "tags").reference;
const lines = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l));

describe("rlve rescore", () => {
  const rows = [
    // A verifier fix turned this stored "wrong" into correct.
    { ticket: ticket(1, 1), response: right(1, 1), outcome: { reward: -0.5, accuracy: 0, status: "wrong" } },
    // Unchanged.
    { ticket: ticket(1, 2), response: right(1, 2), reward: 1, accuracy: 1, status: "correct" },
    { ticket: ticket(1, 2), response: "no answer", reward: -1, accuracy: 0, status: "wrong_format" },
    // No stored outcome: re-scored, changed is null.
    { ticket: ticket(2, 3), output: right(2, 3) },
  ];
  const file = join(dir, "rollouts.jsonl");
  const forged = `${ticket(1, 4).slice(0, -2)}xx`;
  writeFileSync(
    file,
    `${rows.map((r) => JSON.stringify(r)).join("\n")}\n{not json\n${JSON.stringify({ ticket: forged, response: "x" })}\n\n`,
  );

  it("writes old and new outcome per row and a summary of the changes", async () => {
    const out = join(dir, "out", "rescored.jsonl");
    const r = await rlve(["rescore", file, "--out", out, "--json"], { env });
    assert.equal(r.code, 0, r.stderr);
    const s = JSON.parse(r.stdout);
    assert.deepEqual(
      [s.rows, s.rescored, s.errors, s.with_old, s.changed, s.version_changes],
      [6, 4, 2, 3, 1, 0],
    );
    assert.deepEqual(s.transitions, { "wrong -> correct": 1 });
    assert.equal(s.old_accuracy, 1 / 3);
    assert.equal(s.new_accuracy, 2 / 3);
    const got = lines(out);
    assert.equal(got.length, 6);
    assert.deepEqual(
      got.map((g) => [g.line, g.changed ?? null, g.new?.status ?? null]),
      [
        [1, true, "correct"],
        [2, false, "correct"],
        [3, false, "wrong_format"],
        [4, null, "correct"],
        [5, null, null],
        [6, null, null],
      ],
    );
    assert.deepEqual(got[0].old, { reward: -0.5, accuracy: 0, status: "wrong" });
    assert.match(got[4].error, /not valid JSON/);
    assert.match(got[5].error, /signature/);
  });

  it("refuses tickets of another environment version unless --allow-version-change", async () => {
    const v = join(dir, "versions.jsonl");
    const e = getEnv("sorting");
    writeFileSync(
      v,
      `${JSON.stringify({ ticket: ticket(1, 1), response: right(1, 1) })}\n${JSON.stringify({ ticket: ticket(1, 5, { version: e.version + 1 }), response: right(1, 5), accuracy: 1 })}\n`,
    );
    const out = join(dir, "v-out.jsonl");
    const refused = await rlve(["rescore", v, "--out", out], { env });
    assert.equal(refused.code, 2);
    assert.match(
      refused.stderr,
      new RegExp(
        `1 rows hold tickets of another environment version: sorting v${e.version + 1} -> v${e.version}`,
      ),
    );
    assert.throws(() => readFileSync(out), "nothing written");
    const ok = await rlve(["rescore", v, "--out", out, "--allow-version-change", "--json"], { env });
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).version_changes, 1);
    assert.deepEqual(
      lines(out).map((g) => [g.ticket_version, g.version]),
      [
        [e.version, e.version],
        [e.version + 1, e.version],
      ],
    );
  });

  it("needs the secret that signed the tickets, and never creates one", async () => {
    const empty = join(dir, "no-secret");
    const r = await rlve(["rescore", file, "--out", join(dir, "x.jsonl"), "--data-dir", empty], {
      env: { RLVE_TICKET_SECRET: "" },
    });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /no ticket secret/);
    assert.throws(() => readFileSync(join(empty, "ticket-secret")));
  });
});

describe("rlve profile", () => {
  it("profiles an eval results folder per environment and level", async () => {
    const res = join(dir, "results", "m");
    mkdirSync(res, { recursive: true });
    writeFileSync(join(res, "config.json"), JSON.stringify({ rlve_results: 1, model: "m" }));
    // Level 0: task a all right (2/2), task b mixed (1/2). Level 1: task c all wrong, task d one reply lost.
    const rows = [
      ["a", 0, 0, 1],
      ["a", 0, 1, 1],
      ["b", 0, 0, 1],
      ["b", 0, 1, 0],
      ["c", 1, 0, 0],
      ["c", 1, 1, 0],
      ["d", 1, 0, 1],
      ["d", 1, 1, 0],
    ] as const;
    writeFileSync(
      join(res, "results.jsonl"),
      rows
        .map(([item, level, sample, acc], i) =>
          JSON.stringify({
            item,
            sample,
            env: "sorting",
            level,
            seed: 0,
            reward: acc === 1 ? 1 : -0.5,
            accuracy: acc,
            formatScore: 1,
            status: i === 7 ? "error" : acc === 1 ? "correct" : "wrong",
            reason: "",
          }),
        )
        .join("\n"),
    );
    const out = join(dir, "profile.json");
    const r = await rlve(["profile", join(dir, "results"), "--out", out, "--json"], { env });
    assert.equal(r.code, 0, r.stderr);
    const p = JSON.parse(readFileSync(out, "utf8"));
    assert.equal(p.rlve_profile, 1);
    const [l0, l1, all] = p.rows;
    assert.deepEqual(
      [
        l0.level,
        l0.num_tasks,
        l0.num_rollouts,
        l0["mean/accuracy"],
        l0.effective_prompt_ratio,
        l0.all_correct,
      ],
      [0, 2, 4, 0.75, 0.5, 1],
    );
    assert.deepEqual(l0.pass_at_k, { k: 2, value: 1 });
    assert.equal(l0["mean/reward"], (1 + 1 + 1 - 0.5) / 4);
    assert.equal(l0["median/reward"], 1);
    // Level 1: d has one scored rollout (the other is an error): c is the only group of 2, all wrong.
    assert.deepEqual(
      [
        l1.level,
        l1.num_rollouts,
        l1.errors,
        l1["mean/accuracy"],
        l1.effective_prompt_ratio,
        l1.all_wrong,
        l1.pass_at_k,
      ],
      [1, 4, 1, 1 / 3, 0, 1, null],
    );
    assert.deepEqual([all.level, all.num_tasks, all.num_rollouts], ["all", 4, 8]);
    assert.deepEqual(JSON.parse(r.stdout), p);
  });

  it("profiles rescore output and rows known only by their ticket", async () => {
    const file = join(dir, "tickets.jsonl");
    const t = ticket(3, 9);
    writeFileSync(
      file,
      [
        { ticket: t, accuracy: 1, reward: 1, status: "correct" },
        { ticket: t, accuracy: 0, reward: -0.5, status: "wrong" },
        { ticket: ticket(3, 10), outcome: { accuracy: 0, reward: 0, status: "unscorable" } },
        { line: 9, error: "not valid JSON" },
      ]
        .map((x) => JSON.stringify(x))
        .join("\n"),
    );
    const r = await rlve(["profile", file, "--json"], { env });
    assert.equal(r.code, 0, r.stderr);
    const [l3] = JSON.parse(r.stdout).rows;
    assert.deepEqual(
      [
        l3.env,
        l3.level,
        l3.num_tasks,
        l3.num_rollouts,
        l3.unscorable,
        l3["mean/accuracy"],
        l3.effective_prompt_ratio,
      ],
      ["sorting", 3, 2, 3, 1, 0.5, 1],
    );
    const table = await rlve(["profile", file], { env });
    assert.match(table.stdout, /sorting\s+3\s+2\s+3\s+0\.500/);
  });
});
