import { z } from "zod";
import type { RunConfig } from "../config.ts";
import { ConfigError, checkRunLevel } from "../config-checks.ts";
import type { StrategyDef } from "../strategy.ts";

/**
 * Keep each environment's groups mixed (a rule that needs no hindsight about the learner): GRPO learns
 * only from groups whose samples disagree, so judge h by its groups, not by its mean accuracy. After
 * minPrompts groups at h have been scored in full, h rises by one when more than `raiseAbove` of them
 * were all correct, falls by one when more than `lowerAbove` were all wrong, and stays otherwise. The
 * window is the paper's, [max(0, h - windowSize + 1), h].
 *
 * A group is groupSize train samples at h with the same problemId (EnvState.groups); samples without a
 * problemId count toward the accuracy counters only, so a run fed without problemIds never checks.
 */
export const MixedSchema = z
  .object({
    kind: z.literal("mixed"),
    /** h rises when the fraction of all-correct groups at h is above this. */
    raiseAbove: z.number().min(0).max(1).default(0.5),
    /** h falls when the fraction of all-wrong groups at h is above this. */
    lowerAbove: z.number().min(0).max(1).default(0.5),
  })
  .strict();
export type MixedSchedule = z.infer<typeof MixedSchema>;

export const mixed: StrategyDef<MixedSchedule> = {
  kind: "mixed",
  validate(s, c) {
    if (c.groupSize < 2)
      throw new ConfigError("schedule: mixed needs groupSize >= 2 (a group of one is never mixed)");
    if (s.raiseAbove + s.lowerAbove < 1) {
      throw new ConfigError(
        "schedule.raiseAbove + schedule.lowerAbove must be >= 1 (else one check could both raise and lower h)",
      );
    }
    checkRunLevel("initialDifficulty", c.initialDifficulty, c.environments);
  },
  create(s, c: RunConfig) {
    return {
      adaptive: true,
      groups: true,
      initialLevel: () => c.initialDifficulty,
      window: (h) => [Math.max(0, h - c.windowSize + 1), h],
      due: (es) => (es.groups?.done ?? 0) >= c.minPrompts,
      next(es) {
        const g = es.groups!;
        if (g.allCorrect > s.raiseAbove * g.done) return es.h + 1;
        if (g.allWrong > s.lowerAbove * g.done) return es.h - 1;
        return es.h;
      },
    };
  },
  label: (s) => `mixed:${s.raiseAbove},${s.lowerAbove}`,
  describe: (s, c) =>
    `mixed (window ${c.windowSize}; after ${c.minPrompts} groups of ${c.groupSize} at h: up when > ${s.raiseAbove} of them are all correct, down when > ${s.lowerAbove} are all wrong)`,
};
