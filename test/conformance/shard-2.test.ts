import { conformanceSuite } from "../support/conformance.ts";
import { shardEnvs } from "../support/shard.ts";

conformanceSuite(shardEnvs(2));
