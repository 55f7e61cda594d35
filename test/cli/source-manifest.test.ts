// From a checkout, `rlve list` and `rlve sample` read a manifest cached from the sources (issue 31 item 6:
// they compiled all 400 environments through tsx on every call, 2-3 s). The cache must answer exactly
// what the full registry answers; bench/cli-checkout.ts measures the time.
import assert from "node:assert/strict";
import { test } from "node:test";
import { rlve } from "./run-cli.ts";

test("list and sample answer the same with the sources' cached manifest and without it", async () => {
  const warm = await rlve(["list", "--json"]); // writes the cache if it was missing or stale
  assert.equal(warm.code, 0, warm.stderr);
  const off = { RLVE_NO_MANIFEST_CACHE: "1" };
  const [cached, full, sample, sampleFull] = await Promise.all([
    rlve(["list", "--json"]),
    rlve(["list", "--json"], { env: off }),
    rlve(["sample", "max-sum-lds", "--level", "3", "--seed", "4", "--json"]),
    rlve(["sample", "max-sum-lds", "--level", "3", "--seed", "4", "--json"], { env: off }),
  ]);
  assert.equal(cached.code, 0, cached.stderr);
  assert.equal(cached.stdout, full.stdout);
  assert.ok((JSON.parse(cached.stdout) as unknown[]).length >= 400);
  assert.equal(sample.code, 0, sample.stderr);
  assert.equal(sample.stdout, sampleFull.stdout);
});
