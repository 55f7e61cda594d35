// Students round a campfire each name the two neighbours they want; reach a seating that pleases everyone with cyclic moves of least total cost (a move of k students costs k). RLVE: CampfireParty.
import {
  afterUpdates,
  defineEnv,
  FormatError,
  grow,
  invalid,
  minimisationRatio,
  parseIntRows,
  wrong,
} from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  /** seat[j]: the student sitting at seat j now. */
  seat: number[];
  /** wishes[s]: the two students s wants beside them (ascending). */
  wishes: [number, number][];
  best: number;
  /** One optimal list of moves, one move (a list of students) per entry. */
  witness: number[][];
}

/** Most moves an answer may list, and most students in all of them together. */
const MAX_MOVES = 10_000;

/**
 * The cheapest way to reach a seating where everyone sits between their wishes. The pleasing seatings are the
 * 2n rotations and reflections of the wish cycle; moving every misplaced student once along the cycles of
 * the permutation costs exactly the number of misplaced students, and no sequence of moves can cost less
 * (each misplaced student takes part in some move, and a move costs the students it involves).
 */
export function cheapestSeating(
  seat: readonly number[],
  cycle: readonly number[],
): { best: number; moves: number[][] } {
  const n = seat.length;
  const pos = new Array<number>(n);
  for (let j = 0; j < n; j++) pos[seat[j]!] = j;
  let bestTarget: number[] = [];
  let bestFixed = -1;
  for (const dir of [1, -1]) {
    for (let shift = 0; shift < n; shift++) {
      const target = new Array<number>(n);
      let fixed = 0;
      for (let j = 0; j < n; j++) {
        const t = (((dir * j + shift) % n) + n) % n;
        target[cycle[j]!] = t;
        if (pos[cycle[j]!] === t) fixed++;
      }
      if (fixed > bestFixed) {
        bestFixed = fixed;
        bestTarget = target;
      }
    }
  }
  const moves: number[][] = [];
  const done = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    if (done[s] || bestTarget[s] === pos[s]) continue;
    const move: number[] = [];
    for (let x = s; !done[x]; x = seat[bestTarget[x]!]!) {
      done[x] = 1;
      move.push(x);
    }
    moves.push(move);
  }
  return { best: n - bestFixed, moves };
}

function wishesOf(cycle: readonly number[]): [number, number][] {
  const n = cycle.length;
  const wishes = new Array<[number, number]>(n);
  for (let j = 0; j < n; j++) {
    const a = cycle[(j + n - 1) % n]!;
    const b = cycle[(j + 1) % n]!;
    wishes[cycle[j]!] = a < b ? [a, b] : [b, a];
  }
  return wishes;
}

function pleased(seat: readonly number[], wishes: readonly [number, number][]): number {
  const n = seat.length;
  let count = 0;
  for (let j = 0; j < n; j++) {
    const a = seat[(j + n - 1) % n]!;
    const b = seat[(j + 1) % n]!;
    const [x, y] = wishes[seat[j]!]!;
    if ((a === x && b === y) || (a === y && b === x)) count++;
  }
  return count;
}

export default defineEnv<Params, Instance, number[][]>({
  id: "campfire-party",
  rlveId: "CampfireParty",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Reseat students round a campfire beside their two wished neighbours with the cheapest cyclic moves",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(4, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const seat = rng.shuffle(Array.from({ length: n }, (_, s) => s));
    let cycle = seat;
    // A wish cycle that the present seating already pleases leaves nothing to do: draw again (bounded), else
    // swap two neighbours of the present seating, which no rotation or reflection of it pleases for n >= 4.
    for (let attempt = 0; attempt < 20 && pleased(seat, wishesOf(cycle)) === n; attempt++) {
      cycle = rng.shuffle(seat.slice());
    }
    if (pleased(seat, wishesOf(cycle)) === n) cycle = [seat[1]!, seat[0]!, ...seat.slice(2)];
    const wishes = wishesOf(cycle);
    const { best, moves } = cheapestSeating(seat, cycle);
    return { n, seat, wishes, best, witness: moves };
  },

  prompt: ({ n, seat, wishes }) =>
    `${n} students, numbered 0 to ${n - 1}, sit round a campfire on ${n} seats numbered 0 to ${n - 1} in circular ` +
    `order (seat ${n - 1} is next to seat 0). Now seat j holds student S[j]: ${seat.join(" ")}.\n` +
    "Each student names the two students they want as their two neighbours:\n" +
    wishes.map(([a, b], s) => `student ${s}: ${a} and ${b}`).join("\n") +
    "\n\nA move picks k >= 2 distinct students b1, b2, ..., bk and moves them at the same time: b1 takes the seat of " +
    "b2, b2 the seat of b3, ..., and bk the seat of b1. It costs k. Make moves, one after another, so that in " +
    "the end every student sits between the two students they named, with the smallest possible total cost.\n" +
    "Answer with the moves in order, one per line, each line listing the students b1 b2 ... bk separated by spaces.",
  // These two moves undo each other, and the present seating never pleases everyone: never correct.
  answerExample: "0 1 2\n2 1 0",

  parse(text) {
    const rows = parseIntRows(text);
    if (rows.length > MAX_MOVES)
      throw new FormatError(`too many moves (${rows.length}, at most ${MAX_MOVES})`);
    return rows;
  },

  score(moves, { n, seat, wishes, best }) {
    const now = seat.slice();
    const pos = new Array<number>(n);
    for (let j = 0; j < n; j++) pos[now[j]!] = j;
    let cost = 0;
    for (const [i, move] of moves.entries()) {
      if (move.length < 2) return invalid(`move ${i + 1} has fewer than 2 students`);
      const seen = new Set<number>();
      for (const s of move) {
        if (!Number.isInteger(s) || s < 0 || s >= n) return invalid(`student ${s} does not exist`);
        if (seen.has(s)) return invalid(`student ${s} appears twice in move ${i + 1}`);
        seen.add(s);
      }
      const seats = move.map((s) => pos[s]!);
      for (let k = 0; k < move.length; k++) {
        const to = seats[(k + 1) % move.length]!;
        now[to] = move[k]!;
        pos[move[k]!] = to;
      }
      cost += move.length;
    }
    const happy = pleased(now, wishes);
    if (happy < n)
      return wrong(`after the moves ${n - happy} students do not sit between their wishes`, -0.2);
    return minimisationRatio(cost, best, 3);
  },

  reference: ({ witness }) => witness.map((m) => m.join(" ")).join("\n"),

  wrongAnswers({ n, witness }) {
    const out: string[] = [];
    const first = witness[0]!;
    // The optimal moves plus a useless swap and swap back: still pleasing, but costs 4 more.
    out.push([...witness.map((m) => m.join(" ")), "0 1", "0 1"].join("\n"));
    // The first move cut short: cheaper than the optimum, so it cannot please everyone.
    const short = [first.slice(1), ...witness.slice(1)].filter((m) => m.length >= 2);
    out.push(short.map((m) => m.join(" ")).join("\n") || "0 1\n0 1");
    out.push(
      witness
        .map((m) => m.join(" "))
        .concat([`${n} 0`])
        .join("\n"),
    ); // a student who does not exist
    out.push(witness.map((m) => [...m, m[0]!].join(" ")).join("\n")); // a student twice in one move
    return out;
  },

  size: ({ n }) => n,
});
