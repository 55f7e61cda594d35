// The independent audit of an environment: a solver written from the prompt text alone (without reading
// the environment's code) re-derives the answers, and judges the reference and mutated copies of it; the
// environment's scorer must agree with it on every one.
import assert from "node:assert/strict";
import { generate, instanceOf, verify } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { getEnv } from "../../src/core/registry.ts";
import { Rng } from "../../src/core/rng.ts";

/** An independent solver of one family. It sees the statement (env.prompt) only, never the instance. */
export interface PromptSolver {
  /** An accurate answer text to the statement. */
  solve(statement: string): string;
  /** Whether an answer text is accurate for the statement (any text: it must not throw on nonsense). */
  judge(statement: string, answer: string): boolean;
}

export interface AuditOptions {
  levels?: readonly number[];
  seeds?: readonly number[];
}

const INT = /-?\d+/g;

/** Mutated copies of an answer text: numbers nudged, zeroed, swapped, dropped, doubled; characters flipped. */
export function mutations(text: string, rng: Rng): string[] {
  const out = new Set<string>();
  const nums = [...text.matchAll(INT)].map((m) => ({ at: m.index, s: m[0] }));
  const put = (i: number, s: string) =>
    text.slice(0, nums[i]!.at) + s + text.slice(nums[i]!.at + nums[i]!.s.length);
  if (nums.length > 0) {
    for (let k = 0; k < 3; k++) {
      const i = rng.int(0, nums.length - 1);
      const v = BigInt(nums[i]!.s);
      out.add(put(i, String(v + 1n)));
      out.add(put(i, String(v - 1n)));
    }
    out.add(put(rng.int(0, nums.length - 1), "0"));
    const d = rng.int(0, nums.length - 1);
    out.add(
      `${text.slice(0, nums[d]!.at)}${text.slice(nums[d]!.at + nums[d]!.s.length).replace(/^[ ,]/, "")}`,
    );
    out.add(put(d, `${nums[d]!.s} ${nums[d]!.s}`));
    if (nums.length >= 2) {
      const i = rng.int(0, nums.length - 2);
      const j = rng.int(i + 1, nums.length - 1);
      const swapped =
        text.slice(0, nums[i]!.at) +
        nums[j]!.s +
        text.slice(nums[i]!.at + nums[i]!.s.length, nums[j]!.at) +
        nums[i]!.s +
        text.slice(nums[j]!.at + nums[j]!.s.length);
      out.add(swapped);
    }
  }
  if (text.length > 0) {
    const chars = [...text];
    for (let k = 0; k < 3; k++) {
      const i = rng.int(0, chars.length - 1);
      const c = chars[i]!;
      const pool = /\d/.test(c)
        ? "0123456789"
        : /[A-Za-z]/.test(c)
          ? `${c.toUpperCase()}${c.toLowerCase()}TFLRUDABXY`
          : "";
      const other = [...pool].filter((x) => x !== c);
      if (other.length > 0) out.add([...chars.slice(0, i), rng.pick(other), ...chars.slice(i + 1)].join(""));
    }
    if (chars.length >= 2) {
      const i = rng.int(0, chars.length - 2);
      out.add([...chars.slice(0, i), chars[i + 1]!, chars[i]!, ...chars.slice(i + 2)].join(""));
    }
    const lines = text.split("\n");
    if (lines.length >= 2) out.add([...lines].reverse().join("\n"));
    out.add(text.slice(0, -1));
  }
  out.add("");
  out.add("banana");
  out.delete(text);
  return [...out];
}

/**
 * Runs the audit: for each (level, seed) the solver's answer must score accuracy 1, the solver must judge the
 * reference accurate, and on the reference's mutations and the environment's near misses the solver's
 * judgement must equal the scorer's. Returns the number of answers compared.
 */
export function auditFromPrompt(envId: string, solver: PromptSolver, opts: AuditOptions = {}): number {
  const env = getEnv(envId);
  const levels = opts.levels ?? [0, 1, 2, 3, 4, 5, 6];
  const seeds = opts.seeds ?? Array.from({ length: 10 }, (_, i) => i);
  const problems: string[] = [];
  let compared = 0;
  for (const level of levels) {
    for (const seed of seeds) {
      const { instance } = instanceOf(env, level, seed);
      const statement = env.prompt(instance);
      const where = `${envId} level ${level} seed ${seed}`;
      const accurate = (text: string) => verify(env, instance, wrapAnswer(text)).accuracy === 1;
      const mine = solver.solve(statement);
      if (!accurate(mine)) {
        const o = verify(env, instance, wrapAnswer(mine));
        problems.push(
          `${where}: the independent answer ${JSON.stringify(mine.slice(0, 120))} scores ${o.status} (${o.reason})`,
        );
      }
      const reference = generate(env, level, seed).reference.replace(/^<answer>|<\/answer>$/g, "");
      if (!solver.judge(statement, reference)) {
        problems.push(
          `${where}: the independent judge refuses the reference ${JSON.stringify(reference.slice(0, 120))}`,
        );
      }
      const rng = Rng.from("prompt-audit", envId, level, seed);
      for (const text of [
        ...mutations(reference, rng),
        ...mutations(mine, rng),
        ...env.wrongAnswers(instance, rng),
      ]) {
        let judged: boolean;
        try {
          judged = solver.judge(statement, text);
        } catch {
          judged = false;
        }
        const o = verify(env, instance, wrapAnswer(text));
        if (o.status === "unscorable")
          problems.push(`${where}: ${JSON.stringify(text.slice(0, 80))} is unscorable (${o.reason})`);
        else if (judged !== (o.accuracy === 1)) {
          problems.push(
            `${where}: ${JSON.stringify(text.slice(0, 120))}: independent judge says ${judged ? "accurate" : "not accurate"}, scorer says ${o.status} (${o.reason})`,
          );
        }
        compared++;
      }
      compared += 2;
    }
  }
  assert.deepEqual(problems.slice(0, 12), [], `${problems.length} disagreements`);
  return compared;
}
