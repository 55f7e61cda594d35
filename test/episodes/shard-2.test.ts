import { episodeSuite } from "../support/episodes.ts";
import { shardEnvs } from "../support/shard.ts";

episodeSuite(shardEnvs(2));
