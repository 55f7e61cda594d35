// Count the distinct 0/1 arrays obtainable from a given one by permutations moving every element at most D
// places. RLVE: TransmissionDelay
import { afterUpdates, closeness, defineEnv, grow, parseCount } from "../../core/kit.ts";
import { exactNearMisses } from "../../lib/count-answer.ts";
import { transmissionDelayCount } from "../../lib/sequence-counting.ts";

interface Params {
  n: number;
}

interface Instance {
  bits: string;
  d: number;
  answer: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "transmission-delay",
  rlveId: "TransmissionDelay",
  category: "combinatorial counting",
  version: 2,
  title: "Count 0/1 arrays reachable by bounded-displacement permutations",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(4, level, grow.plus1) }),

  generate({ n }, rng) {
    const bits = Array.from({ length: n }, () => (rng.bool() ? "1" : "0")).join("");
    const d = rng.int(1, Math.max(1, Math.floor(n / 2)));
    return { bits, d, answer: transmissionDelayCount(bits, d).toString() };
  },

  prompt: ({ bits, d }) =>
    `A 0/1 array of length ${bits.length} is sent: ${bits.split("").join(" ")}\n\n` +
    `During transmission every element may be delayed or advanced: the received array is the sent one ` +
    `rearranged by a permutation that moves each element at most ${d} position${d === 1 ? "" : "s"} away from its original ` +
    "position. How many different received arrays are possible?\n\nAnswer with a single non-negative integer.",
  // Never correct: the sent array itself is received when nothing moves.
  answerExample: "0",

  parse: (text) => parseCount(text),
  score: (answer, { answer: gold }) => closeness(answer, BigInt(gold), 10),
  reference: ({ answer }) => answer,
  wrongAnswers: ({ answer }) => exactNearMisses(BigInt(answer)),
  size: ({ bits }) => bits.length,
});
