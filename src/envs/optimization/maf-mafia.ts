// Gangsters act in a chosen order, each shooting their target if still alive; find an order giving the fewest or most deaths. RLVE: MafMafia.
import {
  afterUpdates,
  defineEnv,
  fewestOptimal,
  grow,
  invalid,
  maximisationRatio,
  minimisationRatio,
  parseIntList,
  type Rng,
} from "../../core/kit.ts";
import { readPermutation } from "../../lib/selection.ts";

interface Params {
  n: number;
}

type Goal = "fewest" | "most";

interface Instance {
  target: number[];
  goal: Goal;
  best: number;
  /** One optimal order. */
  witness: number[];
}

/**
 * Exact search is exponential (3 states per person: waiting, has shot, dead), so the size is capped: at most
 * 12 people, reached at level 8; maxLevel is 8.
 */
const MAX_N = 12;

/** Deaths when everyone takes their turn in this order (the dead skip their turn). */
export function deaths(order: readonly number[], target: readonly number[]): number {
  const dead = new Uint8Array(target.length);
  let count = 0;
  for (const i of order) {
    if (dead[i] || dead[target[i]!]) continue;
    dead[target[i]!] = 1;
    count++;
  }
  return count;
}

/**
 * An order with the fewest or most deaths: components of the "shoots" graph do not interact, and inside one
 * a memoised search over the states (waiting, has shot, dead) of its people tries every next shooter.
 */
export function bestOrder(target: readonly number[], goal: Goal): number[] {
  const n = target.length;
  const comp = new Array<number>(n).fill(-1);
  const members: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (comp[s] !== -1) continue;
    const list = [s];
    comp[s] = members.length;
    for (let h = 0; h < list.length; h++) {
      const u = list[h]!;
      for (let v = 0; v < n; v++) {
        if (comp[v] === -1 && (target[u] === v || target[v] === u)) {
          comp[v] = members.length;
          list.push(v);
        }
      }
    }
    members.push(list);
  }
  const better = goal === "most" ? (x: number, y: number) => x > y : (x: number, y: number) => x < y;
  const order: number[] = [];
  const late: number[] = [];
  for (const list of members) {
    const c = list.length;
    const local = new Map(list.map((v, i) => [v, i]));
    const tt = list.map((v) => local.get(target[v]!)!);
    const pow = Array.from({ length: c + 1 }, (_, i) => 3 ** i);
    const memo = new Int8Array(pow[c]!).fill(-1);
    const digit = (state: number, i: number) => Math.floor(state / pow[i]!) % 3;
    const step = (state: number, i: number): [number, number] => {
      const j = tt[i]!;
      const dj = digit(state, j);
      if (dj === 2) return [state + pow[i]!, 0];
      return [state + pow[i]! + (2 - dj) * pow[j]!, 1];
    };
    const value = (state: number): number => {
      if (memo[state]! >= 0) return memo[state]!;
      let best = -1;
      for (let i = 0; i < c; i++) {
        if (digit(state, i) !== 0) continue;
        const [next, kill] = step(state, i);
        const v = kill + value(next);
        if (best < 0 || better(v, best)) best = v;
      }
      memo[state] = best < 0 ? 0 : best;
      return memo[state]!;
    };
    let state = 0;
    while (true) {
      const target = value(state);
      let chosen = -1;
      for (let i = 0; i < c && chosen < 0; i++) {
        if (digit(state, i) !== 0) continue;
        const [next, kill] = step(state, i);
        if (kill + value(next) === target) {
          chosen = i;
          state = next;
        }
      }
      if (chosen < 0) break;
      order.push(list[chosen]!);
    }
    for (let i = 0; i < c; i++) if (digit(state, i) === 2 && !order.includes(list[i]!)) late.push(list[i]!);
  }
  return [...order, ...late];
}

const SMALL_N = 6;

/** The share of all orders that give `best` deaths (for small n: it enumerates the n! orders). */
function optimalShare(target: readonly number[], best: number): number {
  const n = target.length;
  const p = Array.from({ length: n }, (_, i) => i);
  let hits = 0;
  let total = 0;
  const rec = (k: number): void => {
    if (k === n) {
      total++;
      if (deaths(p, target) === best) hits++;
      return;
    }
    for (let i = k; i < n; i++) {
      [p[k], p[i]] = [p[i]!, p[k]!];
      rec(k + 1);
      [p[k], p[i]] = [p[i]!, p[k]!];
    }
  };
  rec(0);
  return hits / total;
}

/** The share of 200 random orders that give `best` deaths. */
function sampledShare(target: readonly number[], best: number, rng: Rng): number {
  let hits = 0;
  for (let t = 0; t < 200; t++) if (deaths(rng.permutation(target.length), target) === best) hits++;
  return hits / 200;
}

export default defineEnv<Params, Instance, number[]>({
  id: "maf-mafia",
  rlveId: "MafMafia",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Order the gangsters' shots for the fewest or most deaths",
  answerKind: "any-optimal",
  maxLevel: 8,

  params: (level) => ({ n: Math.min(MAX_N, afterUpdates(3, level, grow.mul1_1plus1)) }),

  generate({ n }, rng) {
    const draw = () => {
      const target = Array.from({ length: n }, (_, i) => (i + rng.int(1, n - 1)) % n);
      const goal: Goal = rng.bool() ? "fewest" : "most";
      const witness = bestOrder(target, goal);
      return { target, goal, best: deaths(witness, target), witness };
    };
    // Often most orders are optimal (then any fixed order would usually score): draw up to 40 instances and
    // keep the first where at most half of the orders are optimal (counted up to SMALL_N people, estimated
    // from 200 random orders above), else the one with the fewest optimal orders.
    const shareOf = (t: number[], best: number) =>
      n <= SMALL_N ? optimalShare(t, best) : sampledShare(t, best, rng);
    return fewestOptimal(draw, (inst) => shareOf(inst.target, inst.best), { tries: 40, atMost: 0.5 });
  },

  prompt: ({ target, goal }) =>
    `There are ${target.length} gangsters, numbered 0 to ${target.length - 1}. Each one aims at another gangster:\n` +
    target.map((t, i) => `gangster ${i} aims at ${t}`).join("\n") +
    "\n\nYou choose an order in which every gangster gets one turn. On their turn, a gangster who is still alive shoots their target, " +
    "who dies if still alive (shooting a dead target does nothing); a gangster who is already dead does nothing on their turn.\n" +
    `Choose the order so that the number of gangsters who die is as ${goal === "most" ? "large" : "small"} as possible.\n` +
    `Answer with the order: all the numbers 0 to ${target.length - 1} once each, separated by spaces.`,
  answerExample: ({ target }) => target.map(() => target.length).join(" "),

  parse: (text) => parseIntList(text),

  score(order, { target, goal, best }) {
    const pos = readPermutation(order, target.length);
    if (typeof pos === "string") return invalid(pos);
    const d = deaths(order, target);
    return goal === "most" ? maximisationRatio(d, best) : minimisationRatio(d, best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ target, goal, best, witness }) {
    const out = [witness.slice(1).join(" "), [...witness.slice(1), witness[1]].join(" ")];
    const worse = bestOrder(target, goal === "most" ? "fewest" : "most");
    if (deaths(worse, target) !== best) out.push(worse.join(" "));
    return out;
  },

  size: ({ target }) => target.length,
});
