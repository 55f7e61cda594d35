// For every item, count the magic formations (four items with values in given gaps) in which it plays each
// of the roles A, B, C, D. RLVE: QuadMagicItems
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntRows } from "../../core/kit.ts";
import { quadMagicRoles } from "../../lib/sequence-counting.ts";
import { gridLines } from "../../lib/statement.ts";

interface Params {
  n: number;
}

interface Instance {
  values: number[];
  roles: number[][];
}

export default defineEnv<Params, Instance, number[][]>({
  id: "quad-magic-items",
  rlveId: "QuadMagicItems",
  category: "combinatorial counting",
  version: 1,
  title: "Count each item's roles in four-item magic formations",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(12, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const top = rng.int(11, 11 + 2 * n);
    const values: number[] = [];
    const planted = rng.int(1, Math.max(1, Math.floor(n / 6)));
    for (let f = 0; f < planted && values.length + 4 <= n; f++) {
      const t = rng.int(1, Math.floor((top - 2) / 9));
      const a = rng.int(1, top - 9 * t - 1);
      const c = rng.int(a + 8 * t + 1, top - t);
      values.push(a, a + 2 * t, c, c + t);
    }
    while (values.length < n) values.push(rng.int(1, top));
    rng.shuffle(values);
    return { values, roles: quadMagicRoles(values) };
  },

  prompt: ({ values }) =>
    `There are ${values.length} items; item i has the magic value X[i]:\n` +
    values.map((v, i) => `X[${i + 1}]=${v}`).join(" ") +
    "\n\nA magic formation is an ordered choice of four distinct items (a, b, c, d) with\n" +
    "- X[a] < X[b] < X[c] < X[d],\n- X[b] - X[a] = 2 * (X[d] - X[c]),\n- 3 * (X[b] - X[a]) < X[c] - X[b].\n" +
    "In such a formation, item a plays role A, item b role B, item c role C and item d role D.\n\n" +
    `Answer with ${values.length} lines; line i holds four integers: the number of magic formations in which ` +
    "item i plays role A, role B, role C and role D.",
  answerExample: "1 0 0 0\n0 2 0 0\n0 0 0 1",

  parse: (text) => parseIntRows(text, { cols: 4 }),

  score(answer, { roles }) {
    if (answer.length !== roles.length)
      return invalid(`expected ${roles.length} lines, got ${answer.length}`);
    const right = answer.filter((row, i) => row.every((v, j) => v === roles[i]![j])).length;
    return fraction(right, roles.length, 10, "lines");
  },

  reference: ({ roles }) => gridLines(roles, " "),

  wrongAnswers({ roles }, rng) {
    const bump = roles.map((r) => r.slice());
    bump[rng.int(0, roles.length - 1)]![rng.int(0, 3)]! += 1;
    const swapped = roles.map((r) => [r[1]!, r[0]!, r[3]!, r[2]!]);
    const zeros = roles.map(() => [0, 0, 0, 0]);
    const out = [bump, roles.slice(0, -1)];
    if (JSON.stringify(swapped) !== JSON.stringify(roles)) out.push(swapped);
    if (roles.some((r) => r.some((v) => v !== 0))) out.push(zeros);
    return out.map((rows) => gridLines(rows, " "));
  },

  size: ({ values }) => values.length,
});
