import { auditSuite } from "../support/audit-conformance.ts";
import { shardEnvs } from "../support/shard.ts";

auditSuite(shardEnvs(1));
