import { writeFileSync } from "node:fs";
import { parquetWriteBuffer } from "hyparquet-writer";
import type { Split } from "../core/env.ts";
import { instanceOf } from "../core/env.ts";
import { getEnv, selectEnvs } from "../core/registry.ts";
import type { ExportFormat } from "./formats.ts";
import { buildTestset, type TestItem, toJsonl } from "./testset.ts";

export interface ExportSpec {
  /** Environment selectors; "all" and categories expand within `split`. */
  envs: string | string[];
  /** Which environments may be exported (default train: a training set never holds held-out ones). */
  split?: Split | "all";
  levels: number[];
  perLevel: number;
  seed: number;
  answerFormat?: "tags" | "boxed";
  secret: string;
}

export class ExportError extends Error {
  override name = "ExportError";
}

/** The environments an export spec names; a named environment outside the split is an error. */
export function exportEnvs(spec: Pick<ExportSpec, "envs" | "split">) {
  const split = spec.split ?? "train";
  const envs = selectEnvs(spec.envs, split === "all" ? undefined : split);
  const outside = envs.filter((e) => split !== "all" && e.split !== split);
  if (outside.length > 0) {
    const names = outside.map((e) => e.id);
    throw new ExportError(
      `${names.slice(0, 5).join(", ")}${names.length > 5 ? ` and ${names.length - 5} more` : ""} ${names.length === 1 ? "is" : "are"} not in the ${split} split; pass --split ${split === "train" ? "held-out" : "train"} or --split all to export ${names.length === 1 ? "it" : "them"}`,
    );
  }
  if (envs.length === 0) throw new ExportError(`no ${split === "all" ? "" : `${split} `}environments match`);
  return envs;
}

/**
 * The problems of a static export: perLevel problems at each level of each environment, with tickets.
 * Tickets of train-split environments say split "train"; those of held-out environments say "eval".
 */
export function exportItems(spec: ExportSpec): TestItem[] {
  return buildTestset({
    envs: exportEnvs(spec).map((e) => e.id),
    ticketSplit: (env) => (env.split === "train" ? "train" : "eval"),
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
    split: it.metadata.split,
  }));
}

/** Environments an export shares with a test set (a training set must share none). */
export function sharedEnvs(envIds: Iterable<string>, testItems: readonly TestItem[]): string[] {
  const test = new Set(testItems.map((t) => t.env));
  return [...new Set(envIds)].filter((e) => test.has(e)).sort();
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
      split: it.metadata.split,
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
 * reward_model {style, ground_truth = ticket}, extra_info {index, env, level, seed, split}, where split is
 * the environment's split (train or held-out).
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
          split: it.metadata.split,
        })),
      },
    ],
    schema,
  });
  return new Uint8Array(buf);
}

/** The bytes (parquet) or text (JSONL) of an export. */
export function exportData(items: readonly TestItem[], format: ExportFormat): Uint8Array | string {
  if (format === "parquet") return verlParquet(items);
  return toJsonl(format === "jsonl" ? plainRows(items) : openaiRftRows(items));
}

export function writeExport(items: readonly TestItem[], format: ExportFormat, file: string): void {
  writeFileSync(file, exportData(items, format));
}
