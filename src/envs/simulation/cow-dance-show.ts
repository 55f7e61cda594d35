// Cows dance K at a time in a fixed order, the next entering as soon as one leaves; find when the show ends. RLVE: CowDanceShow.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  durations: number[];
  k: number;
  end: number;
}

export function showLength(durations: readonly number[], k: number): number {
  const stage: number[] = [];
  let end = 0;
  for (const d of durations) {
    let start = 0;
    if (stage.length >= k) {
      let idx = 0;
      for (let i = 1; i < stage.length; i++) if (stage[i]! < stage[idx]!) idx = i;
      start = stage[idx]!;
      stage.splice(idx, 1);
    }
    stage.push(start + d);
    end = Math.max(end, start + d);
  }
  return end;
}

export default defineEnv<Params, Instance, number>({
  id: "cow-dance-show",
  rlveId: "CowDanceShow",
  category: "program simulation",
  split: "held-out",
  version: 2,
  title: "Finishing time of a K-at-a-time dance show",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const durations = Array.from({ length: n }, () => rng.int(1, 4 * n));
    const k = rng.int(2, n - 1);
    return { durations, k, end: showLength(durations, k) };
  },

  prompt: ({ durations, k }) =>
    `${durations.length} cows perform a dance show in a fixed order, cow 1 to cow ${durations.length}. Cow i ` +
    "dances for d_i time units, where the durations are:\n" +
    `${durations.join(" ")}\n\n` +
    `At most ${k} cows are on stage at once. At time 0, cows 1 to ${k} start dancing. Whenever a cow ` +
    "finishes, the next cow in the order that has not danced yet steps on stage immediately and starts " +
    "dancing (if several finish at the same moment, the same number of new cows enter then). A cow leaves " +
    "the stage when its dance ends.\n\n" +
    "At what time does the last cow finish dancing?\n\nAnswer with a single integer.",

  parse: (text) => parseInteger(text),

  score: (answer, { end }) => (answer === end ? correct() : wrong("wrong finishing time")),

  reference: ({ end }) => String(end),

  wrongAnswers: ({ durations, end }) => {
    const total = durations.reduce((s, d) => s + d, 0);
    return [String(end + 1), String(end - 1), ...(total !== end ? [String(total)] : [])];
  },

  size: ({ durations }) => durations.length,
});
