// Turn s into t with at most 3n operations "reverse the suffix of length x and move it to the front".
// RLVE: StringReversalConstruction
import { afterUpdates, correct, defineEnv, grow, invalid, parseIntList, wrong } from "../../core/kit.ts";
import { reversalConstruction, shiftReverse } from "../../lib/strings-b.ts";

interface Params {
  n: number;
}

interface Instance {
  s: string;
  t: string;
  ops: number[];
}

export default defineEnv<Params, Instance, number[]>({
  id: "string-reversal-construction",
  rlveId: "StringReversalConstruction",
  category: "string algorithms",
  version: 2,
  title: "Transform a string with suffix-reverse-to-front operations",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const letters = rng.pick(["ab", "abc"]).split("");
    const chars = Array.from({ length: n }, () => rng.pick(letters));
    if (chars.every((c) => c === chars[0])) chars[0] = chars[0] === "a" ? "b" : "a";
    const t = chars.join("");
    let s = t;
    while (s === t) s = rng.shuffle([...chars]).join("");
    return { s, t, ops: reversalConstruction(s, t) };
  },

  prompt: ({ s, t }) =>
    `s = ${s}\nt = ${t}\n\nOne operation on a string of length ${s.length} picks an integer x with ` +
    `0 <= x <= ${s.length}, takes the last x characters, reverses them and moves them to the front: if the ` +
    "string is A+B where B has length x, it becomes reverse(B)+A. For example with x = 2, abcde becomes edabc. " +
    `Using at most ${3 * s.length} operations, turn s into t.\n\nAnswer with the values x of your operations, ` +
    "in order, separated by spaces.",

  parse: (text) => parseIntList(text, { maxTokens: 10_000 }),

  score(ops, { s, t }) {
    const n = s.length;
    if (ops.length > 3 * n) return invalid(`more than ${3 * n} operations`);
    if (ops.some((x) => x < 0 || x > n)) return invalid(`every x must lie in [0, ${n}]`);
    // shiftReverse on two buffers of character codes: no string building per operation.
    let cur = new Array<number>(n);
    let next = new Array<number>(n);
    for (let i = 0; i < n; i++) cur[i] = s.charCodeAt(i);
    for (const x of ops) {
      const cut = n - x;
      let k = 0;
      for (let i = n - 1; i >= cut; i--) next[k++] = cur[i]!;
      for (let i = 0; i < cut; i++) next[k++] = cur[i]!;
      const swap = cur;
      cur = next;
      next = swap;
    }
    for (let i = 0; i < n; i++)
      if (cur[i] !== t.charCodeAt(i))
        return wrong(`the operations produce ${String.fromCharCode(...cur)}, not t`);
    return correct();
  },

  reference: ({ ops }) => ops.join(" "),

  wrongAnswers({ s, t, ops }) {
    const out = [
      [...ops, s.length + 1].join(" "),
      Array.from({ length: 3 * s.length + 1 }, () => 0).join(" "),
    ];
    const dropped = ops.slice(0, -1);
    if (dropped.reduce((cur, x) => shiftReverse(cur, x), s) !== t && dropped.length > 0)
      out.push(dropped.join(" "));
    return out;
  },

  size: ({ s }) => s.length,
});
