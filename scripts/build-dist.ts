// Builds the package into dist/: JavaScript and declarations (tsc -p tsconfig.build.json), the files under
// src/ that are not TypeScript (copied), and dist/envs/manifest.json, the environments' metadata and files that
// let `rlve list` and `rlve sample` start without importing every environment (src/core/env-index.ts).
// npm run build (also the prepack step, so `npm pack` and `npm publish` ship a fresh build).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Environment } from "../src/core/env.ts";
import type { Manifest } from "../src/core/env-index.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { stdio: "inherit" });
// Files tsc does not emit (the worker entry, the dashboard's HTML, CSS and browser script) are copied as
// they are, to the same place under dist/.
function assets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? assets(join(dir, e.name)) : e.name.endsWith(".ts") ? [] : [join(dir, e.name)],
  );
}
const src = join(root, "src");
for (const f of assets(src)) {
  const to = join(dist, relative(src, f));
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(f, to);
}

// The manifest: every environment the built registry accepts, with the file that defines it.
const envsDir = join(dist, "envs");
function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : [],
  );
}
const fileOf = new Map<string, string>();
for (const f of jsFiles(envsDir)) {
  const mod = (await import(pathToFileURL(f).href)) as { default?: Environment };
  if (mod.default?.id !== undefined) fileOf.set(mod.default.id, relative(envsDir, f).split("\\").join("/"));
}
const registry = (await import(pathToFileURL(join(dist, "core/registry.js")).href)) as {
  listEnvs(): Environment[];
};
const index = (await import(pathToFileURL(join(dist, "core/env-index.js")).href)) as {
  envInfo(env: Environment): Manifest["envs"][number];
  MANIFEST_FILE: string;
};
const manifest: Manifest = {
  format: 1,
  envs: registry.listEnvs().map((env) => {
    const file = fileOf.get(env.id);
    if (file === undefined) throw new Error(`no file under dist/envs defines ${env.id}`);
    return { ...index.envInfo(env), file };
  }),
};
writeFileSync(join(envsDir, index.MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
console.log(`dist/: built; manifest of ${manifest.envs.length} environments`);
