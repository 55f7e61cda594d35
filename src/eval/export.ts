import { writeFileSync } from "node:fs";
import { parquetWriteBuffer } from "hyparquet-writer";
import { instanceOf } from "../core/env.ts";
import { getEnv } from "../core/registry.ts";
import type { ExportFormat } from "./formats.ts";
import { buildTestset, type TestItem, toJsonl } from "./testset.ts";

export interface ExportSpec {
  envs: string | string[];
  levels: number[];
  perLevel: number;
  seed: number;
  answerFormat?: "tags" | "boxed";
  secret: string;
}

/** The problems of a static export: perLevel problems at each level of each environment, with tickets. */
export function exportItems(spec: ExportSpec): TestItem[] {
  return buildTestset({
    envs: spec.envs,
    perEnv: spec.perLevel * spec.levels.length,
    levels: spec.levels,
    seed: spec.seed,
    format: spec.answerFormat,
    secret: spec.secret,
  });
}

/** Plain JSONL: prompt, chat messages, ticket and the problem's coordinates. */
export function plainRows(items: readonly TestItem[]) {
  return items.map((it) => ({
    id: it.id,
    prompt: it.prompt,
    messages: it.messages,
    ticket: it.ticket,
    env: it.env,
    rlve_id: it.rlveId,
    env_version: it.version,
    level: it.level,
    seed: it.seed,
  }));
}

/**
 * OpenAI reinforcement fine-tuning JSONL: `messages` plus item fields. `reference_answer` is set only for
 * environments with a unique answer (a string_check grader can use it); others need the ticket and a
 * grader that calls rlve.
 */
export function openaiRftRows(items: readonly TestItem[]) {
  return items.map((it) => {
    const env = getEnv(it.env);
    const row: Record<string, unknown> = {
      messages: it.messages,
      ticket: it.ticket,
      env: it.env,
      level: it.level,
      seed: it.seed,
    };
    if (env.answerKind === "unique")
      row.reference_answer = env.reference(instanceOf(env, it.level, it.seed).instance);
    return row;
  });
}

const str = (name: string) => ({
  name,
  type: "BYTE_ARRAY" as const,
  converted_type: "UTF8" as const,
  repetition_type: "REQUIRED" as const,
});
const int = (name: string) => ({ name, type: "INT64" as const, repetition_type: "REQUIRED" as const });

/**
 * verl's RL parquet layout: data_source, prompt (list of {role, content}), ability,
 * reward_model {style, ground_truth = ticket}, extra_info {index, env, level, seed, split}.
 */
export function verlParquet(items: readonly TestItem[]): Uint8Array {
  const schema = [
    { name: "root", num_children: 5 },
    str("data_source"),
    {
      name: "prompt",
      repetition_type: "REQUIRED" as const,
      converted_type: "LIST" as const,
      num_children: 1,
    },
    { name: "list", repetition_type: "REPEATED" as const, num_children: 1 },
    { name: "element", repetition_type: "REQUIRED" as const, num_children: 2 },
    str("role"),
    str("content"),
    str("ability"),
    { name: "reward_model", repetition_type: "REQUIRED" as const, num_children: 2 },
    str("style"),
    str("ground_truth"),
    { name: "extra_info", repetition_type: "REQUIRED" as const, num_children: 5 },
    int("index"),
    str("env"),
    int("level"),
    int("seed"),
    str("split"),
  ];
  const buf = parquetWriteBuffer({
    columnData: [
      { name: "data_source", data: items.map((it) => `rlve/${it.env}`) },
      { name: "prompt", data: items.map((it) => it.messages) },
      { name: "ability", data: items.map((it) => it.metadata.category) },
      { name: "reward_model", data: items.map((it) => ({ style: "rule", ground_truth: it.ticket ?? "" })) },
      {
        name: "extra_info",
        data: items.map((it, i) => ({
          index: BigInt(i),
          env: it.env,
          level: BigInt(it.level),
          seed: BigInt(it.seed),
          split: "train",
        })),
      },
    ],
    schema,
  });
  return new Uint8Array(buf);
}

export function writeExport(items: readonly TestItem[], format: ExportFormat, file: string): void {
  if (format === "parquet") writeFileSync(file, verlParquet(items));
  else writeFileSync(file, toJsonl(format === "jsonl" ? plainRows(items) : openaiRftRows(items)));
}
