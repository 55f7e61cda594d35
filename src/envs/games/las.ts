// People around a round table, a cake between each two neighbours; each picks one of the two cakes next to
// them and shares it equally with the others who picked it; find a choice where nobody gains by switching
// (a Nash equilibrium). RLVE: LAS.
import { afterUpdates, defineEnv, fraction, grow, invalid, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Instance {
  /** cakes[k] is the calories of cake k+1. Person i (1-based) sits between cakes i and i+1 (cake n+1 is cake 1). */
  cakes: number[];
  /** An equilibrium: the cake (1-based) each person picks. */
  choice: number[];
}

/** The two cakes (1-based) person i (1-based) may pick. */
const cakesOf = (i: number, n: number): [number, number] => [i, (i % n) + 1];

/** Which people (0-based) are content: their share is at least what switching to the other cake would give. */
export function contentPeople(cakes: readonly number[], choice: readonly number[]): boolean[] {
  const n = cakes.length;
  const eaters = new Array<number>(n + 1).fill(0);
  for (const c of choice) eaters[c]!++;
  return choice.map((mine, k) => {
    const [left, right] = cakesOf(k + 1, n);
    const other = mine === left ? right : left;
    // cakes[mine]/eaters[mine] >= cakes[other]/(eaters[other]+1), in integers.
    return cakes[mine - 1]! * (eaters[other]! + 1) >= cakes[other - 1]! * eaters[mine]!;
  });
}

/**
 * An equilibrium by best responses from a random start. Each switch strictly raises the potential
 * sum over cakes of c * (1 + 1/2 + ... + 1/eaters), which takes finitely many values, so this terminates.
 */
function equilibrium(cakes: readonly number[], start: number[]): number[] {
  const n = cakes.length;
  const choice = start.slice();
  for (;;) {
    const k = contentPeople(cakes, choice).indexOf(false);
    if (k < 0) return choice;
    const [left, right] = cakesOf(k + 1, n);
    choice[k] = choice[k] === left ? right : left;
  }
}

export default defineEnv<Params, Instance, number[]>({
  id: "las",
  rlveId: "LAS",
  category: "game theory",
  version: 1,
  title: "Cakes around a table: a choice where nobody gains by switching",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    // Calories spread over several orders of magnitude, so that "everyone takes the left cake" is rarely stable.
    const cakes = Array.from({ length: n }, () => rng.int(1, 10 ** rng.int(1, 3)));
    const start = Array.from({ length: n }, (_, k) => cakesOf(k + 1, n)[rng.int(0, 1)]!);
    return { cakes, choice: equilibrium(cakes, start) };
  },

  prompt: ({ cakes }) => {
    const n = cakes.length;
    return (
      `${n} people sit around a round table, numbered 1 to ${n}, and ${n} cakes stand on it, also numbered 1 ` +
      `to ${n}. Person i sits between cake i and cake i+1 (person ${n} sits between cake ${n} and cake 1). ` +
      `The cakes have these calories: ${cakes.map((c, k) => `cake ${k + 1}: ${c}`).join(", ")}.\n` +
      "Each person picks one of the two cakes next to them; a cake is shared equally by everyone who picked " +
      "it. Find a choice for everyone in which no person would get strictly more calories by switching to " +
      "their other cake (given that everyone else keeps their choice).\n\n" +
      `Answer with ${n} integers separated by spaces: the cake picked by person 1, person 2, ..., person ${n}.`
    );
  },
  answerExample: ({ cakes }) => cakes.map(() => "0").join(" "),

  parse: (text, { cakes }) => parseIntList(text, { length: cakes.length }),

  score(choice, { cakes }) {
    const n = cakes.length;
    for (let k = 0; k < n; k++) {
      const [left, right] = cakesOf(k + 1, n);
      if (choice[k] !== left && choice[k] !== right)
        return invalid(`person ${k + 1} can only pick cake ${left} or ${right}, not ${choice[k]}`);
    }
    const content = contentPeople(cakes, choice).filter(Boolean).length;
    return fraction(content, n, 10, "people content");
  },

  reference: ({ choice }) => choice.join(" "),

  wrongAnswers({ cakes, choice }) {
    const n = cakes.length;
    const out = [choice.map((c, k) => (k === 0 ? c + n : c)).join(" "), choice.slice(1).join(" ")];
    // Flip one person at a time; a flipped choice that leaves someone discontent is a near miss.
    for (let k = 0; k < n && out.length < 5; k++) {
      const [left, right] = cakesOf(k + 1, n);
      const flipped = choice.slice();
      flipped[k] = flipped[k] === left ? right : left;
      if (contentPeople(cakes, flipped).includes(false)) out.push(flipped.join(" "));
    }
    return out;
  },

  size: ({ cakes }) => cakes.length,
});
