import { z } from "zod";
import type { RunConfig } from "../config.ts";
import { ConfigError, checkRunLevel } from "../config-checks.ts";
import type { StrategyDef } from "../strategy.ts";

/**
 * The paper's rule (RLVE, slime fork `RLVEManager`): levels uniform in [max(0, h - windowSize + 1), h];
 * after minPrompts x groupSize counted samples at h, h rises by one when their mean accuracy is >=
 * accuracyThreshold. Optional two-sided mode: h falls by one when that accuracy is below `floor`.
 */
export const AdaptiveSchema = z
  .object({
    kind: z.literal("adaptive"),
    /**
     * Optional, off by default: a two-sided mode. At a check, if the mean accuracy at h is below
     * `floor`, h is lowered by one (never below 0).
     */
    twoSided: z
      .object({ floor: z.number().min(0).max(1) })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type AdaptiveSchedule = z.infer<typeof AdaptiveSchema>;

export const adaptive: StrategyDef<AdaptiveSchedule> = {
  kind: "adaptive",
  validate(s, c) {
    if (s.twoSided !== null && s.twoSided.floor >= c.accuracyThreshold) {
      throw new ConfigError("schedule.twoSided.floor must be below accuracyThreshold");
    }
    checkRunLevel("initialDifficulty", c.initialDifficulty, c.environments);
  },
  create(s, c: RunConfig) {
    const need = c.minPrompts * c.groupSize;
    const floor = s.twoSided?.floor ?? null;
    return {
      adaptive: true,
      initialLevel: () => c.initialDifficulty,
      window: (h) => [Math.max(0, h - c.windowSize + 1), h],
      due: (es) => es.counted >= need,
      next(es) {
        const accuracy = es.correct / es.counted;
        if (accuracy >= c.accuracyThreshold) return es.h + 1;
        if (floor !== null && accuracy < floor) return es.h - 1;
        return es.h;
      },
    };
  },
  label: () => "adaptive",
  describe: (s, c) =>
    `adaptive (window ${c.windowSize}, threshold ${c.accuracyThreshold}, ${c.minPrompts} prompts x ${c.groupSize} before a check${s.twoSided ? `, two-sided floor ${s.twoSided.floor}` : ""})`,
};
