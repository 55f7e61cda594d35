// Construct an interval [L, R] whose total decimal digit sum is divisible by MOD. RLVE: ConstructHackInterval
import { afterUpdates, correct, defineEnv, grow, invalid, parseBigIntList, wrong } from "../../core/kit.ts";
import { digitSumPrefix, hackInterval } from "../../lib/number-theory-counting.ts";

interface Params {
  maxMod: number;
}

interface Instance {
  mod: number;
  witness: [string, string];
}

function check([l, r]: bigint[], mod: number): "ok" | "range" | "sum" {
  const m = BigInt(mod);
  if (l! < 1n || l! > r! || r! > 10n * m) return "range";
  return (digitSumPrefix(r!) - digitSumPrefix(l! - 1n)) % m === 0n ? "ok" : "sum";
}

export default defineEnv<Params, Instance, bigint[]>({
  id: "construct-hack-interval",
  rlveId: "ConstructHackInterval",
  category: "number theory",
  version: 2,
  title: "An interval whose total digit sum is divisible by MOD",
  answerKind: "any-valid",

  params: (level) => ({ maxMod: afterUpdates(10, level, grow.mul2) }),

  generate({ maxMod }, rng) {
    const mod = rng.int(2, maxMod);
    const [l, r] = hackInterval(BigInt(mod));
    return { mod, witness: [l.toString(), r.toString()] };
  },

  prompt: ({ mod }) =>
    "Let f(x) be the sum of the decimal digits of x. " +
    `Find integers L and R with 1 <= L <= R <= ${10 * mod} such that f(L) + f(L+1) + ... + f(R) is divisible by ${mod}.\n\n` +
    "Any such interval is accepted. Answer with L and R separated by a space.",

  parse: (text) => parseBigIntList(text, { length: 2 }),

  score(lr, { mod }) {
    const c = check(lr, mod);
    if (c === "range") return invalid(`need 1 <= L <= R <= ${10 * mod}`);
    return c === "ok" ? correct() : wrong("the digit sum is not divisible");
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ mod, witness }) {
    const [l, r] = witness.map(BigInt) as [bigint, bigint];
    const cands: bigint[][] = [
      [l, r + 1n],
      [l, r + 2n],
      [r, l],
      [0n, r],
      [l, 10n * BigInt(mod) + 1n],
    ];
    return cands.filter((c) => check(c, mod) !== "ok").map((c) => c.join(" "));
  },

  size: ({ mod }) => mod,
});
