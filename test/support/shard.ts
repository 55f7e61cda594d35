import { listEnvs, loadEnvsFrom } from "../../src/core/registry.ts";

// Your own environments (docs/environments.md): RLVE_ENVS_FROM=./my-envs RLVE_ENVS=reverse-list runs the
// conformance suite on them too.
if (process.env.RLVE_ENVS_FROM) await loadEnvsFrom(process.env.RLVE_ENVS_FROM);

export const SHARDS = 4;

/** The environments of one conformance shard; RLVE_ENVS=a,b restricts the run to those ids. */
export function shardEnvs(shard: number) {
  const only = process.env.RLVE_ENVS?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return listEnvs().filter((e, i) =>
    only ? only.includes(e.id) || (e.rlveId !== undefined && only.includes(e.rlveId)) : i % SHARDS === shard,
  );
}
