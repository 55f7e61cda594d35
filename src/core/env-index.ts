import { existsSync, readFileSync } from "node:fs";
import type { Category, Environment, Json, Split } from "./env.ts";

/**
 * Environments on demand, for commands that need one environment or only their metadata (`rlve list`,
 * `rlve sample`). A built package carries `dist/envs/manifest.json`, written by scripts/build-dist.ts from
 * the full registry: its metadata answers `list` without importing 312 modules, and `loadEnv` imports only
 * the file of the environment asked for. Without a manifest (running from the sources, where it could go
 * stale) both fall back to the full registry, so they always agree with it.
 */

/** An environment's declaration without its functions: what `rlve list` prints. */
export interface EnvInfo {
  id: string;
  /** Absent for environments outside the RLVE catalog. */
  rlveId?: string;
  category: Category;
  split: Split;
  version: number;
  title: string;
  answerKind: string;
  passingThreshold: number;
  [field: string]: Json | undefined;
}

interface ManifestEntry extends EnvInfo {
  /** The module's path relative to the envs directory, e.g. "sorting-arithmetic/sorting.js". */
  file: string;
}

export interface Manifest {
  format: 1;
  envs: ManifestEntry[];
}

export const MANIFEST_FILE = "manifest.json";
const ENVS_URL = new URL("../envs/", import.meta.url);

let cached: Manifest | null | undefined;

/**
 * Ignore the manifest from now on: the user's own environments were loaded (--envs-from), and only the
 * full registry knows them.
 */
export function useRegistry(): void {
  cached = null;
}

function manifest(): Manifest | null {
  if (cached === undefined) {
    const url = new URL(MANIFEST_FILE, ENVS_URL);
    cached = existsSync(url) ? (JSON.parse(readFileSync(url, "utf8")) as Manifest) : null;
  }
  return cached;
}

/** The JSON fields of an environment's declaration (functions and undefined fields left out). */
export function envInfo(env: Environment): EnvInfo {
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(env)) {
    if (typeof v === "function" || v === undefined) continue;
    out[k] = JSON.parse(JSON.stringify(v)) as Json;
  }
  return out as EnvInfo;
}

/** Metadata of the registered environments, sorted by id, optionally filtered. */
export async function listEnvInfo(filter: { category?: string; split?: string } = {}): Promise<EnvInfo[]> {
  const m = manifest();
  const all: EnvInfo[] =
    m === null
      ? (await import("./registry.ts")).listEnvs().map(envInfo)
      : m.envs.map(({ file: _file, ...info }) => info);
  return all
    .filter(
      (e) =>
        (filter.category === undefined || e.category === filter.category) &&
        (filter.split === undefined || e.split === filter.split),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * One environment by id or rlveId, importing only its module when a manifest lists it. A key the manifest
 * does not know goes to the full registry, which either knows it or throws its helpful unknown-environment
 * error.
 */
export async function loadEnv(key: string): Promise<Environment> {
  const entry = manifest()?.envs.find((e) => e.id === key || e.rlveId === key);
  if (entry === undefined) return (await import("./registry.ts")).getEnv(key);
  const mod = (await import(new URL(entry.file, ENVS_URL).href)) as { default?: Environment };
  const env = mod.default;
  if (env === undefined || env.id !== entry.id || env.version !== entry.version) {
    throw new Error(`${entry.file} does not match the manifest's ${entry.id} v${entry.version}; rebuild`);
  }
  return env;
}
