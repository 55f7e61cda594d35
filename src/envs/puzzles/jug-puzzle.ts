// Water-jug puzzle: list Fill/Empty/Pour actions after which some jug holds exactly the target volume. RLVE: JugPuzzle.
import {
  afterUpdates,
  correct,
  defineEnv,
  FormatError,
  grow,
  invalid,
  parseLines,
  type Rng,
  wrong,
} from "../../core/kit.ts";

interface Params {
  n: number;
  /** RLVE-Gym draws the number of random actions per problem from this list. */
  steps: number[];
}

type Action = [kind: "fill" | "empty", jug: number] | [kind: "pour", from: number, to: number];

interface Instance {
  capacities: number[];
  target: number;
  actions: Action[];
}

const MAX_ACTIONS = 1000;
/** RLVE-Gym's max_capacity_multiple: capacities are drawn in [2, 10 N]. */
const CAPACITY_MULTIPLE = 10;
/** RLVE-Gym's steps list, the same at every level. */
const STEPS = [3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 35, 40, 45, 50];

function apply(capacities: number[], vol: number[], a: Action): void {
  if (a[0] === "fill") vol[a[1]] = capacities[a[1]]!;
  else if (a[0] === "empty") vol[a[1]] = 0;
  else {
    const [, i, j] = a as ["pour", number, number];
    const moved = Math.min(vol[i]!, capacities[j]! - vol[j]!);
    vol[i]! -= moved;
    vol[j]! += moved;
  }
}

function simulate(capacities: number[], actions: Action[]): number[] {
  const vol = capacities.map(() => 0);
  for (const a of actions) apply(capacities, vol, a);
  return vol;
}

const show = (a: Action) =>
  a[0] === "pour" ? `Pour ${a[1]} ${a[2]}` : `${a[0] === "fill" ? "Fill" : "Empty"} ${a[1]}`;

/**
 * One random action that changes something, drawn as RLVE-Gym's rejection loop draws it: the kind with
 * probabilities 0.1 / 0.1 / 0.8 (Fill / Empty / Pour), the jug(s) uniformly, retried until the action is
 * effective. Here the effective actions are weighted directly (Fill and Empty 0.1 / N each, Pour 0.8 / N^2
 * each, scaled by 10 N^2 to integers), which is the same distribution and needs no retry.
 */
function randomAction(capacities: number[], vol: number[], rng: Rng): Action {
  const n = capacities.length;
  const options: Action[] = [];
  const weights: number[] = [];
  const add = (a: Action, w: number) => {
    options.push(a);
    weights.push(w);
  };
  for (let i = 0; i < n; i++) {
    if (vol[i]! < capacities[i]!) add(["fill", i], n);
    if (vol[i]! > 0) add(["empty", i], n);
  }
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (i !== j && vol[i]! > 0 && vol[j]! < capacities[j]!) add(["pour", i, j], 8);
  // Some jug is below capacity or above zero (capacities are at least 2), so options is never empty.
  let r = rng.int(0, weights.reduce((a, b) => a + b, 0) - 1);
  for (let k = 0; k < options.length; k++) {
    r -= weights[k]!;
    if (r < 0) return options[k]!;
  }
  return options[options.length - 1]!;
}

export default defineEnv<Params, Instance, Action[]>({
  id: "jug-puzzle",
  rlveId: "JugPuzzle",
  category: "grid/logic puzzles",
  split: "held-out",
  version: 3,
  title: "Water-jug puzzle: measure an exact volume",
  answerKind: "any-valid",
  fidelity: [
    {
      aspect: "reward",
      reason:
        "the parser reads action names in any case and at most 1000 actions, and a jug number that is not " +
        "1-6 digits is a format error (RLVE-Gym: exact Fill/Empty/Pour, no cap, a negative jug scores " +
        "invalid); every answer RLVE-Gym reads as a solution scores the same",
    },
  ],

  // RLVE-Gym's ladder: N = 3 + level jugs; the number of random actions drawn from STEPS.
  params: (level) => ({ n: afterUpdates(3, level, grow.plus1), steps: STEPS }),

  // RLVE-Gym's generator: capacities uniform in [2, 10 N] (repeats allowed); `steps` random effective
  // actions; after each, the positive volumes that are not yet seen, not a capacity and not a difference of
  // two capacities become candidates, and when there are some the target is one of them uniformly and the
  // actions so far are the reference. With none at all, the target is one jug's capacity ("Fill j").
  generate({ n, steps }, rng) {
    const capacities = Array.from({ length: n }, () => rng.int(2, n * CAPACITY_MULTIPLE));
    const excluded = new Set<number>(capacities);
    for (const a of capacities) for (const b of capacities) if (a !== b) excluded.add(a - b);
    const jug = rng.int(0, n - 1);
    let target = capacities[jug]!;
    let reference: Action[] = [["fill", jug]];
    const count = rng.pick(steps);
    const vol = capacities.map(() => 0);
    const actions: Action[] = [];
    const seen = new Set<number>();
    for (let s = 0; s < count; s++) {
      const a = randomAction(capacities, vol, rng);
      apply(capacities, vol, a);
      actions.push(a);
      const fresh = [...new Set(vol)]
        .filter((v) => v > 0 && !seen.has(v) && !excluded.has(v))
        .sort((x, y) => x - y);
      if (fresh.length > 0) {
        reference = actions.slice();
        target = rng.pick(fresh);
        for (const v of fresh) seen.add(v);
      }
    }
    return { capacities, target, actions: reference };
  },

  prompt: ({ capacities, target }) =>
    `There are ${capacities.length} jugs, numbered from 0 to ${capacities.length - 1}, with capacities ` +
    `${capacities.map((c, i) => `jug ${i}: ${c}`).join(", ")}. All jugs start empty. The allowed actions are:\n` +
    "Fill i — fill jug i to its capacity;\n" +
    "Empty i — empty jug i;\n" +
    "Pour i j — pour water from jug i into jug j until jug i is empty or jug j is full.\n\n" +
    `Give a sequence of at most ${MAX_ACTIONS} actions after which at least one jug holds exactly ${target} units.\n\n` +
    'Answer with one action per line, written exactly as above (for example "Pour 0 2").',

  parse(text) {
    const lines = parseLines(text, MAX_ACTIONS + 1);
    if (lines.length > MAX_ACTIONS) throw new FormatError(`more than ${MAX_ACTIONS} actions`);
    return lines.map((line): Action => {
      const t = line.trim().split(/\s+/);
      const kind = t[0]?.toLowerCase();
      const nums = t.slice(1).map((x) => {
        if (!/^\d{1,6}$/.test(x)) throw new FormatError(`bad jug number "${x}"`);
        return Number(x);
      });
      if ((kind === "fill" || kind === "empty") && nums.length === 1) return [kind, nums[0]!];
      if (kind === "pour" && nums.length === 2) return ["pour", nums[0]!, nums[1]!];
      throw new FormatError(`cannot read the action "${line.trim()}"`);
    });
  },

  score(actions, { capacities, target }) {
    const n = capacities.length;
    for (const a of actions) {
      const jugs = a.slice(1) as number[];
      if (jugs.some((j) => j >= n)) return invalid(`"${show(a)}" names a jug that does not exist`);
      if (a[0] === "pour" && a[1] === a[2]) return invalid(`"${show(a)}" pours a jug into itself`);
    }
    const vol = simulate(capacities, actions);
    return vol.includes(target)
      ? correct(`a jug holds ${target}`)
      : wrong(`the jugs end with ${vol.join(", ")}; none holds ${target}`);
  },

  reference: ({ actions }) => actions.map(show).join("\n"),

  wrongAnswers({ capacities, target, actions }) {
    const n = capacities.length;
    const out: string[] = [];
    const prefix = actions.slice(0, -1);
    if (prefix.length > 0 && !simulate(capacities, prefix).includes(target))
      out.push(prefix.map(show).join("\n"));
    if (capacities[0] !== target) out.push("Fill 0");
    out.push([...actions.map(show), `Fill ${n}`].join("\n"));
    out.push([...actions.map(show), "Pour 1 1"].join("\n"));
    return out;
  },

  size: ({ capacities }) => capacities.length,
});
