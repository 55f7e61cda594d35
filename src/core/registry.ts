import { existsSync, readdirSync, statSync } from "node:fs";
import { register } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { EnvMap } from "../envs/_types.ts";
import { catalogEntry } from "./catalog.ts";
import type { Category, Environment, Split } from "./env.ts";

/**
 * The registry of environments. Every file under src/envs/<category>/ whose default export is an
 * environment is registered; nothing else needs editing to add one. Environments from outside rlve (a
 * user's own package) are added with `loadEnvsFrom` (the CLI's `--envs-from` and RLVE_ENVS_FROM) or
 * `registerEnv`.
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

const FUNCTIONS = ["params", "generate", "prompt", "parse", "score", "reference", "wrongAnswers", "size"];

/** Problems with an environment's declaration, as messages; empty when it is consistent. */
export function checkDeclaration(env: Environment): string[] {
  const errs: string[] = [];
  if (typeof env.id !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(env.id))
    errs.push(`id "${env.id}" is not kebab-case`);
  for (const f of FUNCTIONS) {
    if (typeof (env as unknown as Record<string, unknown>)[f] !== "function")
      errs.push(`${f} is not a function`);
  }
  if (typeof env.title !== "string" || env.title.trim() === "") errs.push("title is missing");
  if (
    typeof env.category !== "string" ||
    !/^[\w][\w ,/&.+-]{0,59}$/.test(env.category) ||
    env.category === "all"
  )
    errs.push(
      `category "${env.category}" must be a short name (a catalog category or your own, e.g. "custom")`,
    );
  if (env.split !== "train" && env.split !== "held-out") errs.push(`split must be "train" or "held-out"`);
  if (!["unique", "any-valid", "any-optimal"].includes(env.answerKind))
    errs.push(`answerKind must be "unique", "any-valid" or "any-optimal"`);
  if (!Number.isInteger(env.version) || env.version < 1) errs.push(`version must be an integer >= 1`);
  // The RLVE-Gym catalog is checked only for environments that claim one of its families.
  if (env.rlveId !== undefined) {
    const entry = catalogEntry(env.rlveId);
    if (entry === undefined)
      errs.push(
        `rlveId "${env.rlveId}" is not in the RLVE catalog (leave rlveId out for your own environment)`,
      );
    else {
      if (entry.category !== env.category)
        errs.push(`category "${env.category}" differs from the catalog's "${entry.category}"`);
      if (entry.split !== env.split)
        errs.push(`split "${env.split}" differs from the catalog's "${entry.split}"`);
    }
  }
  if (env.maxLevel !== undefined && !(Number.isSafeInteger(env.maxLevel) && env.maxLevel >= 0))
    errs.push("maxLevel must be an integer >= 0");
  if (!(env.passingThreshold > 0 && env.passingThreshold <= 1))
    errs.push("passingThreshold must be in (0, 1]");
  return errs;
}

/** A plugin file or directory that cannot be loaded, or an environment that cannot be registered. */
export class EnvLoadError extends Error {
  override name = "EnvLoadError";
}

const ALL: Environment[] = [];
const BY_ID = new Map<string, Environment>();
const SOURCE = new Map<Environment, string>();

function add(env: Environment, source: string): void {
  const errs = checkDeclaration(env);
  if (errs.length > 0) throw new EnvLoadError(`${source}: environment ${env.id}: ${errs.join("; ")}`);
  const keys = env.rlveId === undefined ? [env.id] : [env.id, env.rlveId];
  for (const key of keys) {
    const prev = BY_ID.get(key);
    if (prev !== undefined && prev !== env)
      throw new EnvLoadError(
        `${source}: duplicate environment key "${key}" (${env.id}; already registered by ${prev.id} from ${SOURCE.get(prev)})`,
      );
  }
  if (SOURCE.has(env)) return;
  for (const key of keys) BY_ID.set(key, env);
  SOURCE.set(env, source);
  ALL.push(env);
}

for (const env of await load()) add(env, `rlve (src/envs)`);

/**
 * Register an environment from outside src/envs (a `defineEnv` result). Throws EnvLoadError on a bad
 * declaration or an id that is already taken.
 */
export function registerEnv(env: Environment, source = "registerEnv"): void {
  if (env === null || typeof env !== "object") throw new EnvLoadError(`${source}: not an environment`);
  add(env, source);
}

const PLUGIN_FILE = /\.(m?js|c?js|m?ts)$/;
const loadedPlugins: string[] = [];

function pluginFiles(path: string): string[] {
  if (!existsSync(path)) throw new EnvLoadError(`--envs-from: ${path} does not exist`);
  if (!statSync(path).isDirectory()) return [path];
  const files = readdirSync(path, { withFileTypes: true })
    .filter(
      (e) =>
        e.isFile() &&
        PLUGIN_FILE.test(e.name) &&
        !e.name.startsWith("_") &&
        !e.name.startsWith(".") &&
        !/\.(d|test|spec)\.[cm]?[jt]s$/.test(e.name),
    )
    .map((e) => join(path, e.name))
    .sort();
  if (files.length === 0)
    throw new EnvLoadError(`--envs-from: ${path} holds no .js, .mjs or .ts file that defines an environment`);
  return files;
}

/**
 * Load environments from the user's own modules: each path is a file or a directory (its top-level
 * .js/.mjs/.cjs/.ts/.mts files; names starting with _ or ending in .test.ts are skipped). Each module
 * default-exports a `defineEnv(...)` result or an array of them. TypeScript files need tsx's loader (the
 * rlve command has it). Loading the same file twice is a no-op. Returns the environments added.
 */
export async function loadEnvsFrom(paths: string | readonly string[]): Promise<Environment[]> {
  const list = (typeof paths === "string" ? paths.split(",") : paths).map((p) => p.trim()).filter(Boolean);
  resolveRlveToSelf();
  const added: Environment[] = [];
  for (const path of list) {
    for (const file of pluginFiles(resolve(path))) {
      if (loadedPlugins.includes(file)) continue;
      const shown = relative(process.cwd(), file) || file;
      let mod: { default?: unknown };
      try {
        mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
      } catch (err) {
        const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        // A .ts/.js file in a package without "type": "module" is loaded as CommonJS, which cannot import rlve.
        const cjs = /require\(\)|ERR_REQUIRE|Top-level await|in a cycle/.test(msg) && !/\.m[jt]s$/.test(file);
        const hint = cjs
          ? ` (the file was loaded as CommonJS: name it .mts/.mjs or add "type": "module" to its package.json)`
          : "";
        throw new EnvLoadError(`${shown} could not be loaded: ${msg.split("\n")[0]}${hint}`);
      }
      const exported = Array.isArray(mod.default) ? mod.default : [mod.default];
      if (exported.length === 0 || exported.some((e) => !isEnvLike(e)))
        throw new EnvLoadError(
          `${shown}: the default export must be an environment (export default defineEnv({...})) or an array of them`,
        );
      for (const env of exported as Environment[]) {
        add(env, shown);
        added.push(env);
      }
      loadedPlugins.push(file);
    }
  }
  return added;
}

let resolvesToSelf = false;

/** A plugin's `import "rlve"` resolves to this rlve (see resolve-rlve.mjs); once per thread. */
function resolveRlveToSelf(): void {
  if (resolvesToSelf) return;
  resolvesToSelf = true;
  const entry = new URL(import.meta.url.endsWith(".ts") ? "../index.ts" : "../index.js", import.meta.url);
  register(new URL("./resolve-rlve.mjs", import.meta.url), { data: { entry: entry.href } });
}

function isEnvLike(x: unknown): boolean {
  return x !== null && typeof x === "object" && typeof (x as { generate?: unknown }).generate === "function";
}

/** The plugin files loaded so far (absolute paths); the service's worker threads load the same ones. */
export function loadedEnvFiles(): string[] {
  return [...loadedPlugins];
}

/** Where an environment comes from: "rlve (src/envs)" or the plugin file that registered it. */
export function envSource(env: Environment): string | undefined {
  return SOURCE.get(env);
}

/** The categories of the registered environments, sorted. */
export function categoriesOf(): string[] {
  return [...new Set(ALL.map((e) => e.category as string))].sort();
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

/**
 * Look up by id or rlveId; throws a helpful error if unknown. A built-in environment's id (a literal) gives
 * its own type, so `generate(getEnv("sorting"), 0, 1).instance` is typed.
 */
export function getEnv<K extends keyof EnvMap>(key: K): EnvMap[K];
export function getEnv(key: string): Environment;
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
    else if (categoriesOf().includes(s)) for (const e of listEnvs({ category: s, split })) out.set(e.id, e);
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
