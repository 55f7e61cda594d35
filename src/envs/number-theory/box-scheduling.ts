// Place items one by one into slots (C[i] + D*X + Y) mod N, least Y then least X, avoiding taken slots and S. RLVE: BoxScheduling
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";
import { boxSchedule } from "../../lib/number-theory-counting.ts";

interface Params {
  maxN: number;
}

interface Instance {
  n: number;
  d: number;
  s: number;
  c: number[];
  slots: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "box-scheduling",
  rlveId: "BoxScheduling",
  category: "number theory",
  version: 2,
  title: "Greedy modular slot assignment with a step and a shift",
  answerKind: "unique",

  // The ladder starts at maxN = 5, not the catalog's 3, and n at 3: with n in {2, 3} the level had about 53
  // distinct instances and "0" was right in 54% of its problems (issue 14).
  params: (level) => ({ maxN: afterUpdates(5, level, grow.mul1_1plus1) }),

  generate({ maxN }, rng) {
    const n = rng.int(3, maxN);
    const d = rng.int(1, n - 1);
    const s = rng.int(0, n - 1);
    const k = rng.int(1, n - 1);
    const c = Array.from({ length: k }, () => rng.int(0, n - 1));
    return { n, d, s, c, slots: boxSchedule(n, d, s, c) };
  },

  prompt: ({ n, d, s, c }) =>
    `There are ${n} slots numbered 0 to ${n - 1}; slot ${s} is forbidden. ${c.length} items arrive in order; ` +
    `item i has the value C[i]:\n${c.map((v, i) => `C[${i}] = ${v}`).join(", ")}\n\n` +
    `When item i arrives it is placed in slot (C[i] + ${d} * X[i] + Y[i]) mod ${n}, where X[i] and Y[i] are ` +
    "non-negative integers chosen as follows: the slot must not be forbidden and must not already hold an earlier " +
    "item; among all choices allowed by this, Y[i] is as small as possible, and for that Y[i], X[i] is as small as possible.\n\n" +
    `Answer with the ${c.length} slots of items 0 to ${c.length - 1}, in order, separated by spaces.`,
  answerExample: "3 0 4",

  parse: (text) => parseIntList(text),

  score(answer, { n, s, slots }) {
    if (answer.length !== slots.length)
      return invalid(`expected ${slots.length} slots, got ${answer.length}`);
    const seen = new Set<number>();
    for (const v of answer) {
      if (v < 0 || v >= n) return invalid(`slot ${v} does not exist`);
      if (v === s) return invalid(`slot ${v} is forbidden`);
      if (seen.has(v)) return invalid(`slot ${v} is used twice`);
      seen.add(v);
    }
    const right = answer.filter((v, i) => v === slots[i]).length;
    return fraction(right, slots.length, 10, "slots");
  },

  reference: ({ slots }) => slots.join(" "),

  wrongAnswers({ n, s, slots }) {
    const out: string[] = [];
    if (slots.length >= 2) {
      const sw = slots.slice();
      [sw[0], sw[1]] = [sw[1]!, sw[0]!];
      out.push(sw.join(" "));
    }
    out.push([...slots, s].join(" "));
    const free = Array.from({ length: n }, (_, v) => v).find((v) => v !== s && !slots.includes(v));
    if (free !== undefined) out.push([free, ...slots.slice(1)].join(" "));
    out.push(slots.slice(0, -1).join(" "));
    return out;
  },

  size: ({ n }) => n,
});
