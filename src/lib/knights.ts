/**
 * Knights and knaves: knights always tell the truth, knaves always lie. A statement is a formula over atoms
 * "person p is a knight" (or "a knave"); person i's statement holds exactly when i is a knight.
 */
import type { Rng } from "../core/rng.ts";

export type Formula =
  | { op: "is"; who: number; knight: boolean }
  | { op: "not"; a: Formula }
  | { op: "and" | "or" | "implies" | "iff"; a: Formula; b: Formula };

export function evaluate(f: Formula, knight: ArrayLike<boolean | number>): boolean {
  switch (f.op) {
    case "is":
      return Boolean(knight[f.who]) === f.knight;
    case "not":
      return !evaluate(f.a, knight);
    case "and":
      return evaluate(f.a, knight) && evaluate(f.b, knight);
    case "or":
      return evaluate(f.a, knight) || evaluate(f.b, knight);
    case "implies":
      return !evaluate(f.a, knight) || evaluate(f.b, knight);
    case "iff":
      return evaluate(f.a, knight) === evaluate(f.b, knight);
  }
}

/** Three-valued evaluation: 1 true, 0 false, -1 unknown; `who[p]` is 1 knight, 0 knave, -1 unknown. */
function partial(f: Formula, who: Int8Array): number {
  switch (f.op) {
    case "is": {
      const k = who[f.who]!;
      return k < 0 ? -1 : (k === 1) === f.knight ? 1 : 0;
    }
    case "not": {
      const a = partial(f.a, who);
      return a < 0 ? -1 : 1 - a;
    }
    default: {
      const a = partial(f.a, who);
      const b = partial(f.b, who);
      if (f.op === "and") return a === 0 || b === 0 ? 0 : a === 1 && b === 1 ? 1 : -1;
      if (f.op === "or") return a === 1 || b === 1 ? 1 : a === 0 && b === 0 ? 0 : -1;
      if (f.op === "implies") return a === 0 || b === 1 ? 1 : a === 1 && b === 0 ? 0 : -1;
      return a < 0 || b < 0 ? -1 : a === b ? 1 : 0;
    }
  }
}

function people(f: Formula, out: Set<number>): Set<number> {
  if (f.op === "is") out.add(f.who);
  else if (f.op === "not") people(f.a, out);
  else {
    people(f.a, out);
    people(f.b, out);
  }
  return out;
}

/**
 * The number of knight/knave assignments under which every statement holds exactly for the knights,
 * counted up to `limit`, by depth-first search with propagation: after each choice, every statement about
 * or by a newly assigned person is evaluated in three-valued logic; a known value that differs from its
 * speaker cuts the branch, and a known value with an unknown speaker fixes the speaker (a knight iff the
 * statement is true). Returns -1 when more than `budget` nodes would be searched. With `found`, the first
 * assignment found other than `except` is copied there.
 */
export function countKnightSolutions(
  statements: readonly Formula[],
  limit = 2,
  budget = Number.POSITIVE_INFINITY,
  except?: readonly boolean[],
  found?: boolean[],
): number {
  const n = statements.length;
  const touching: number[][] = Array.from({ length: n }, () => []);
  statements.forEach((f, i) => {
    for (const p of people(f, new Set([i]))) touching[p]!.push(i);
  });
  const who = new Int8Array(n).fill(-1);
  const trail: number[] = [];
  let count = 0;
  let nodes = 0;
  let aborted = false;
  const assign = (p: number, v: number): boolean => {
    who[p] = v;
    trail.push(p);
    const queue = [p];
    while (queue.length > 0) {
      const q = queue.pop()!;
      for (const i of touching[q]!) {
        const value = partial(statements[i]!, who);
        if (value < 0) continue;
        const speaker = who[i]!;
        if (speaker < 0) {
          who[i] = value;
          trail.push(i);
          queue.push(i);
        } else if (speaker !== value) return false;
      }
    }
    return true;
  };
  const undo = (mark: number): void => {
    while (trail.length > mark) who[trail.pop()!] = -1;
  };
  const search = (from: number): void => {
    let p = from;
    while (p < n && who[p]! >= 0) p++;
    if (p === n) {
      count++;
      if (found && except && found.length === 0 && except.some((k, i) => (k ? 1 : 0) !== who[i])) {
        for (let i = 0; i < n; i++) found.push(who[i] === 1);
      }
      return;
    }
    if (++nodes > budget) {
      aborted = true;
      return;
    }
    for (const v of [1, 0]) {
      if (count >= limit || aborted) break;
      const mark = trail.length;
      if (assign(p, v)) search(p + 1);
      undo(mark);
    }
  };
  search(0);
  return aborted ? -1 : Math.min(count, limit);
}

/** A random statement by `speaker` about other people: one atom, a negated pair, or two or three atoms joined. */
export function randomFormula(n: number, speaker: number, rng: Rng): Formula {
  const others = rng.permutation(n - 1).map((p) => (p >= speaker ? p + 1 : p));
  let next = 0;
  // Atoms of one statement are about distinct people while there are enough of them.
  const atom = (): Formula => ({ op: "is", who: others[next++ % others.length]!, knight: rng.bool() });
  const binary = (a: Formula, b: Formula): Formula => ({
    op: rng.pick(["and", "or", "implies", "iff"] as const),
    a,
    b,
  });
  const shape = rng.int(0, 9);
  if (shape === 0) return atom();
  if (shape === 1) return { op: "not", a: binary(atom(), atom()) };
  if (shape <= 6 || n < 4) return binary(atom(), atom());
  return rng.bool() ? binary(binary(atom(), atom()), atom()) : binary(atom(), binary(atom(), atom()));
}

/**
 * Statements for n >= 2 people whose only consistent assignment is `truth`: random statements made true
 * for knights and false for knaves; then, while another assignment is consistent, one speaker on whom it
 * differs gets a new statement that rules it out. Returns null if the search budget runs out.
 */
export function uniqueKnightsPuzzle(truth: readonly boolean[], rng: Rng, budget = 200_000): Formula[] | null {
  const n = truth.length;
  const fits = (f: Formula, speaker: number, who: readonly boolean[]) => evaluate(f, who) === who[speaker];
  const draw = (speaker: number, avoid?: readonly boolean[]): Formula | null => {
    for (let t = 0; t < 200; t++) {
      const f = randomFormula(n, speaker, rng);
      if (fits(f, speaker, truth) && (avoid === undefined || !fits(f, speaker, avoid))) return f;
    }
    return null;
  };
  const statements = truth.map((_, i) => draw(i)!);
  for (let round = 0; round < 20 * n; round++) {
    const other: boolean[] = [];
    const count = countKnightSolutions(statements, 2, budget, truth, other);
    if (count < 0) return null;
    if (count === 1) return statements;
    const speakers = rng.permutation(n);
    let replaced = false;
    for (const i of speakers) {
      const f = draw(i, other);
      if (f === null) continue;
      statements[i] = f;
      replaced = true;
      break;
    }
    if (!replaced) return null;
  }
  return null;
}
