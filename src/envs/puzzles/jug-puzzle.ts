// Water-jug puzzle: list Fill/Empty/Pour actions after which some jug holds exactly the target volume. RLVE: JugPuzzle.
import {
  afterUpdates,
  correct,
  defineEnv,
  FormatError,
  grow,
  invalid,
  parseLines,
  wrong,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

type Action = [kind: "fill" | "empty", jug: number] | [kind: "pour", from: number, to: number];

interface Instance {
  capacities: number[];
  target: number;
  actions: Action[];
}

const MAX_ACTIONS = 1000;
/**
 * A well-formed action line (parseLines has trimmed it). Without the u flag, /i folds ASCII letters only,
 * as the general path's toLowerCase comparison with "fill", "empty" and "pour" does.
 */
const ACTION_LINE = /^(fill|empty|pour)[ \t]+(\d{1,6})(?:[ \t]+(\d{1,6}))?$/i;

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

export default defineEnv<Params, Instance, Action[]>({
  id: "jug-puzzle",
  rlveId: "JugPuzzle",
  category: "grid/logic puzzles",
  split: "held-out",
  version: 2,
  title: "Water-jug puzzle: measure an exact volume",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const capacities = rng.distinctInts(2, 3 * n + 2, n);
    for (let attempt = 0; ; attempt++) {
      const actions: Action[] = [];
      const vol = capacities.map(() => 0);
      const steps = rng.int(n, 2 * n);
      for (let s = 0; s < steps; s++) {
        const i = rng.int(0, n - 1);
        let a: Action;
        if (vol[i] === 0) a = ["fill", i];
        else {
          let j = rng.int(0, n - 2);
          if (j >= i) j++;
          a = rng.bool(0.8) ? ["pour", i, j] : ["empty", i];
        }
        apply(capacities, vol, a);
        actions.push(a);
        const odd = vol.findIndex((v) => v > 0 && !capacities.includes(v));
        if (odd >= 0 && s >= n - 1) return { capacities, target: vol[odd]!, actions };
      }
      if (attempt > 200) {
        const j = capacities.indexOf(Math.min(...capacities));
        const i = capacities.indexOf(Math.max(...capacities));
        return {
          capacities,
          target: capacities[i]! - capacities[j]!,
          actions: [
            ["fill", i],
            ["pour", i, j],
          ],
        };
      }
    }
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
      // The common line in one match; anything else (and every error) goes the general way below.
      const fast = ACTION_LINE.exec(line);
      if (fast !== null) {
        const kind = fast[1]!.toLowerCase();
        if (kind === "pour") {
          if (fast[3] !== undefined) return ["pour", Number(fast[2]), Number(fast[3])];
        } else if (fast[3] === undefined) return [kind as "fill" | "empty", Number(fast[2])];
      }
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
      if (a[1] >= n || (a[0] === "pour" && a[2] >= n))
        return invalid(`"${show(a)}" names a jug that does not exist`);
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
