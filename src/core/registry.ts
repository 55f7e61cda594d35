import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { catalogEntry } from "./catalog.ts";
import { CATEGORIES, type Category, type Environment, type Split } from "./env.ts";

/**
 * The registry of environments. Every file under src/envs/<category>/ whose default export is an
 * environment is registered; nothing else needs editing to add one.
 */
const ENVS_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "envs");

function envFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...envFiles(p));
    else if (
      /\.(ts|js)$/.test(entry.name) &&
      !entry.name.startsWith("_") &&
      !/\.(d|test)\.ts$/.test(entry.name)
    ) {
      out.push(p);
    }
  }
  return out.sort();
}

async function load(): Promise<Environment[]> {
  const files = envFiles(ENVS_DIR);
  const mods = await Promise.all(files.map((f) => import(pathToFileURL(f).href)));
  const envs: Environment[] = [];
  mods.forEach((m, i) => {
    const env = m.default as Environment | undefined;
    if (env === undefined || typeof env.generate !== "function") {
      throw new Error(`${files[i]} has no default-exported environment (use defineEnv)`);
    }
    const expected = files[i]!.replace(/\.(ts|js)$/, "")
      .split(/[\\/]/)
      .pop();
    if (env.id !== expected) throw new Error(`${files[i]}: id "${env.id}" does not match the file name`);
    envs.push(env);
  });
  return envs;
}

/** Problems with an environment's declaration, as messages; empty when it is consistent. */
export function checkDeclaration(env: Environment): string[] {
  const errs: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(env.id)) errs.push(`id "${env.id}" is not kebab-case`);
  if (!CATEGORIES.includes(env.category)) errs.push(`unknown category "${env.category}"`);
  if (!Number.isInteger(env.version) || env.version < 1) errs.push(`version must be an integer >= 1`);
  const entry = catalogEntry(env.rlveId);
  if (entry === undefined) errs.push(`rlveId "${env.rlveId}" is not in the catalog`);
  else {
    if (entry.category !== env.category)
      errs.push(`category "${env.category}" differs from the catalog's "${entry.category}"`);
    if (entry.split !== env.split)
      errs.push(`split "${env.split}" differs from the catalog's "${entry.split}"`);
  }
  if (env.maxLevel !== undefined && !(Number.isSafeInteger(env.maxLevel) && env.maxLevel >= 0))
    errs.push("maxLevel must be an integer >= 0");
  if (!(env.passingThreshold > 0 && env.passingThreshold <= 1))
    errs.push("passingThreshold must be in (0, 1]");
  return errs;
}

const ALL: Environment[] = await load();
const BY_ID = new Map<string, Environment>();
for (const env of ALL) {
  const errs = checkDeclaration(env);
  if (errs.length > 0) throw new Error(`environment ${env.id}: ${errs.join("; ")}`);
  for (const key of [env.id, env.rlveId]) {
    const prev = BY_ID.get(key);
    if (prev !== undefined && prev !== env)
      throw new Error(`duplicate environment key "${key}" (${prev.id}, ${env.id})`);
    BY_ID.set(key, env);
  }
}

export interface EnvFilter {
  category?: Category | string;
  split?: Split | string;
}

/** All registered environments, sorted by id, optionally filtered. */
export function listEnvs(filter: EnvFilter = {}): Environment[] {
  return ALL.filter(
    (e) =>
      (filter.category === undefined || e.category === filter.category) &&
      (filter.split === undefined || e.split === filter.split),
  ).sort((a, b) => a.id.localeCompare(b.id));
}

/** Look up by id or rlveId; undefined if unknown. */
export function findEnv(key: string): Environment | undefined {
  return BY_ID.get(key);
}

/** Look up by id or rlveId; throws a helpful error if unknown. */
export function getEnv(key: string): Environment {
  const env = BY_ID.get(key);
  if (env !== undefined) return env;
  const near = suggest(key, [...BY_ID.keys()]);
  const hint = near === undefined ? "" : `; did you mean '${near}'?`;
  throw new UnknownEnvironmentError(`unknown environment '${key}'${hint} (rlve list shows all)`);
}

export class UnknownEnvironmentError extends Error {
  override name = "UnknownEnvironmentError";
}

/** Select environments by ids, rlveIds, category names or "all" (comma-separated or a list). */
export function selectEnvs(selectors: string | readonly string[], split?: Split): Environment[] {
  const items = (typeof selectors === "string" ? selectors.split(",") : selectors)
    .map((s) => s.trim())
    .filter(Boolean);
  const out = new Map<string, Environment>();
  for (const s of items) {
    if (s === "all") for (const e of listEnvs({ split })) out.set(e.id, e);
    else if ((CATEGORIES as readonly string[]).includes(s))
      for (const e of listEnvs({ category: s, split })) out.set(e.id, e);
    else {
      const e = getEnv(s);
      out.set(e.id, e);
    }
  }
  return [...out.values()];
}

function suggest(key: string, names: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  const k = key.toLowerCase();
  for (const n of names) {
    const d = editDistance(k, n.toLowerCase(), 4);
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return bestD <= Math.max(2, Math.floor(key.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}
