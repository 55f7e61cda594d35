// Seat groups of people at tables of limited capacity so that no table holds two members of one group.
// RLVE: RoundTableAssignment.
import {
  afterUpdates,
  defineEnv,
  fraction,
  grow,
  invalid,
  parseIntList,
  type Verdict,
} from "../../core/kit.ts";
import { readLabels } from "../../lib/selection.ts";

interface Params {
  maxNM: number;
}

interface Instance {
  /** Size of each group; people are numbered group by group from 1. */
  groups: number[];
  capacity: number[];
  /** A seating meeting every rule: the 1-based table of each person. */
  witness: number[];
}

export function judge(tables: readonly number[], { groups, capacity }: Instance): Verdict {
  const people = groups.reduce((a, b) => a + b, 0);
  const labels = readLabels(
    tables.map((t) => t - 1),
    people,
    capacity.length,
    "table",
  );
  if (typeof labels === "string")
    return invalid(`each person needs a table from 1 to ${capacity.length}: ${labels}`);
  const load = new Array<number>(capacity.length).fill(0);
  for (const t of labels) load[t]!++;
  for (let t = 0; t < capacity.length; t++)
    if (load[t]! > capacity[t]!)
      return invalid(`table ${t + 1} seats ${load[t]} people, its capacity is ${capacity[t]}`);
  let ok = 0;
  let first = 0;
  for (const size of groups) {
    if (new Set(labels.slice(first, first + size)).size === size) ok++;
    first += size;
  }
  return fraction(ok, groups.length, 5, "groups seated apart");
}

export default defineEnv<Params, Instance, number[]>({
  id: "round-table-assignment",
  rlveId: "RoundTableAssignment",
  category: "other",
  version: 1,
  title: "Seat groups at tables so that no table holds two members of one group",
  answerKind: "any-valid",

  params: (level) => ({ maxNM: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ maxNM }, rng) {
    const n = rng.int(2, maxNM);
    const m = rng.int(2, maxNM);
    const groups = Array.from({ length: n }, () => rng.int(1, m));
    const witness: number[] = [];
    const load = new Array<number>(m).fill(0);
    for (const size of groups)
      for (const t of rng.sample(
        Array.from({ length: m }, (_, i) => i),
        size,
      )) {
        witness.push(t + 1);
        load[t]!++;
      }
    const capacity = load.map((l) => l + (rng.bool(0.3) ? 1 : 0));
    return { groups, capacity, witness };
  },

  prompt({ groups, capacity }) {
    let first = 1;
    const lines = groups.map((size, g) => {
      const line = `group ${g + 1}: people ${first} to ${first + size - 1}`;
      first += size;
      return size === 1 ? `group ${g + 1}: person ${first - 1}` : line;
    });
    return (
      `${first - 1} people come in ${groups.length} groups:\n${lines.join("\n")}\n\n` +
      `There are ${capacity.length} tables, numbered 1 to ${capacity.length}, with these capacities (most people ` +
      `seated): ${capacity.map((c, t) => `table ${t + 1}: ${c}`).join(", ")}.\n\n` +
      "Seat every person at a table so that no table holds more people than its capacity and no table holds " +
      `two people of the same group. Answer with ${first - 1} numbers separated by spaces: the table of person ` +
      `1, of person 2, and so on.`
    );
  },
  answerExample: (inst) => {
    const plain = inst.witness.map(() => 1);
    return judge(plain, inst).reward < 1 ? plain.join(" ") : [...plain.slice(1), 0].join(" ");
  },

  parse: (text, { witness }) => parseIntList(text, { maxTokens: witness.length + 1 }),

  score: (tables, inst) => judge(tables, inst),

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ groups, capacity, witness }) {
    const out = [witness.slice(1).join(" "), [...witness.slice(1), capacity.length + 1].join(" ")];
    const g = groups.findIndex((s) => s >= 2);
    if (g >= 0) {
      const first = groups.slice(0, g).reduce((a, b) => a + b, 0);
      const w = [...witness];
      w[first + 1] = w[first]!;
      out.push(w.join(" "));
    }
    return out;
  },

  size: ({ witness }) => witness.length,
});
