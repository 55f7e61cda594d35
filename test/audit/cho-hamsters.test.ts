import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { it } from "node:test";

// Version 1 drew random words until none contained another, which never ends once the words drawn make
// every longer word contain one of them (level 12 seed 213 looped forever). Version 2 bounds the draws and
// falls back to distinct words of one length; in version 3 (the same generator; the format example was
// dropped, which moves every seed) level 6 seed 76 takes that fallback, found by searching seeds 0-149 at
// levels 6-14. They run in a child process with a timeout so that a regression fails instead of hanging.
it("cho-hamsters: seeds whose word draws corner themselves still generate valid instances", () => {
  const root = join(import.meta.dirname, "..", "..");
  const code = `
    const { getEnv } = await import(${JSON.stringify(join(root, "src/core/registry.ts"))});
    const { generate, verify } = await import(${JSON.stringify(join(root, "src/core/env.ts"))});
    const env = getEnv("cho-hamsters");
    const out = [];
    for (const [level, seed] of [[6, 76], [14, 60], [12, 213]]) {
      const p = generate(env, level, seed);
      const { words } = p.instance;
      const nested = words.some((v, i) => words.some((w, j) => i !== j && w.includes(v)));
      out.push({ n: env.params(level).n, words: words.length, nested, acc: verify(env, p.instance, p.reference).accuracy });
    }
    console.log(JSON.stringify(out));`;
  const res = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    timeout: 300_000,
    encoding: "utf8",
  });
  assert.equal(res.signal, null, "generation did not finish");
  assert.equal(res.status, 0, res.stderr);
  for (const r of JSON.parse(res.stdout) as { n: number; words: number; nested: boolean; acc: number }[]) {
    assert.equal(r.words, r.n);
    assert.equal(r.nested, false);
    assert.equal(r.acc, 1);
  }
});
