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

function maxPerson(f: Formula): number {
  switch (f.op) {
    case "is":
      return f.who;
    case "not":
      return maxPerson(f.a);
    default:
      return Math.max(maxPerson(f.a), maxPerson(f.b));
  }
}

/**
 * The number of knight/knave assignments under which every statement holds exactly for the knights,
 * counted up to `limit`, by depth-first search over the people in order that checks each statement as soon
 * as everyone it mentions (and its speaker) is assigned. Returns -1 when more than `budget` nodes would be
 * searched. With `found`, the first assignment found other than `except` is copied there.
 */
export function countKnightSolutions(
  statements: readonly Formula[],
  limit = 2,
  budget = Number.POSITIVE_INFINITY,
  except?: readonly boolean[],
  found?: boolean[],
): number {
  const n = statements.length;
  const due: number[][] = Array.from({ length: n }, () => []);
  statements.forEach((f, i) => {
    due[Math.max(i, maxPerson(f))]!.push(i);
  });
  const knight = new Array<boolean>(n).fill(false);
  let count = 0;
  let nodes = 0;
  let aborted = false;
  const search = (p: number): void => {
    if (p === n) {
      count++;
      if (found && except && knight.some((k, i) => k !== except[i]) && found.length === 0)
        found.push(...knight);
      return;
    }
    if (++nodes > budget) {
      aborted = true;
      return;
    }
    for (const v of [true, false]) {
      if (count >= limit || aborted) return;
      knight[p] = v;
      if (due[p]!.every((i) => evaluate(statements[i]!, knight) === knight[i])) search(p + 1);
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
