import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
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
  registryOnly = true;
}
let registryOnly = false;

function manifest(): Manifest | null {
  if (cached === undefined) {
    const url = new URL(MANIFEST_FILE, ENVS_URL);
    cached = existsSync(url) ? (JSON.parse(readFileSync(url, "utf8")) as Manifest) : sourceManifest();
  }
  return cached;
}

/**
 * From the sources, a manifest cached in node_modules/.cache/rlve/, valid while no file under src/ changed
 * (its key: every .ts file's path, size and mtime, a few ms to stat): it spares `rlve list` and
 * `rlve sample` from compiling every environment through tsx on each call. Written after a call that had
 * to load the full registry; any edit under src/ makes the next call load it again.
 */
const SRC_DIR = fileURLToPath(new URL("..", import.meta.url));
const fromSources = import.meta.url.endsWith(".ts");

function sourcesKey(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".ts")) {
        const st = statSync(p);
        hash.update(`${relative(SRC_DIR, p)}\u0000${st.size}\u0000${st.mtimeMs}\n`);
      }
    }
  };
  walk(SRC_DIR);
  return hash.digest("hex");
}

function sourceCacheFile(): string {
  const root = dirname(SRC_DIR);
  const tag = createHash("sha256").update(root).digest("hex").slice(0, 16);
  return join(root, "node_modules", ".cache", "rlve", `manifest-${tag}.json`);
}

function sourceManifest(): Manifest | null {
  if (!fromSources || process.env.RLVE_NO_MANIFEST_CACHE === "1") return null;
  try {
    const saved = JSON.parse(readFileSync(sourceCacheFile(), "utf8")) as { key: string; manifest: Manifest };
    return saved.key === sourcesKey() ? saved.manifest : null;
  } catch {
    return null;
  }
}

/** After the full registry was loaded from the sources: cache its manifest for the next call. */
function saveSourceManifest(envs: readonly Environment[]): void {
  if (!fromSources || registryOnly || process.env.RLVE_NO_MANIFEST_CACHE === "1") return;
  try {
    const files = new Map<string, string>();
    const envsDir = fileURLToPath(ENVS_URL);
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith(".ts"))
          files.set(e.name.slice(0, -3), relative(envsDir, p).split("\\").join("/"));
      }
    };
    walk(envsDir);
    const entries = envs.map((env) => {
      const file = files.get(env.id);
      if (file === undefined) throw new Error(`no file for ${env.id}`);
      return { ...envInfo(env), file };
    });
    const file = sourceCacheFile();
    mkdirSync(dirname(file), { recursive: true });
    const manifest: Manifest = { format: 1, envs: entries };
    // Written aside, then renamed: a command reading it meanwhile sees the old file or the new one.
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, JSON.stringify({ key: sourcesKey(), manifest }));
    renameSync(tmp, file);
  } catch {
    // A read-only node_modules or an environment outside src/envs: no cache, the next call loads all again.
  }
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
  let all: EnvInfo[];
  if (m === null) {
    const envs = (await import("./registry.ts")).listEnvs();
    saveSourceManifest(envs);
    all = envs.map(envInfo);
  } else all = m.envs.map(({ file: _file, ...info }) => info);
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
  if (entry === undefined) {
    const registry = await import("./registry.ts");
    const env = registry.getEnv(key);
    if (manifest() === null) saveSourceManifest(registry.listEnvs());
    return env;
  }
  const mod = (await import(new URL(entry.file, ENVS_URL).href)) as { default?: Environment };
  const env = mod.default;
  if (env === undefined || env.id !== entry.id || env.version !== entry.version) {
    throw new Error(`${entry.file} does not match the manifest's ${entry.id} v${entry.version}; rebuild`);
  }
  return env;
}
