// Price the shops of a street so that customers, each buying once at the cheapest shop of their stretch when
// it is within their budget, pay as much as possible in total. RLVE: MYJ.
import { afterUpdates, defineEnv, grow, invalid, maximisationRatio, parseIntList } from "../../core/kit.ts";

interface Params {
  n: number;
}

interface Customer {
  from: number;
  to: number;
  budget: number;
}

interface Instance {
  n: number;
  customers: Customer[];
  best: number;
  /** One optimal price list. */
  witness: number[];
}

/** Highest price a shop may ask. */
export const MAX_PRICE = 1_000_000_000;

/** What the customers pay for the given prices. */
export function revenue(customers: readonly Customer[], prices: readonly number[]): number {
  let total = 0;
  for (const { from, to, budget } of customers) {
    let low = Number.POSITIVE_INFINITY;
    for (let i = from; i <= to; i++) low = Math.min(low, prices[i]!);
    if (low <= budget) total += low;
  }
  return total;
}

/**
 * Exact interval DP over (stretch [l, r], lowest allowed price): some shop of the stretch has the lowest
 * price; the customers inside the stretch that pass it pay that price if they can, the two sides are
 * independent sub-problems. Only budget values need be tried as prices (raising a price to the next budget
 * never loses a sale).
 */
export function bestPrices(n: number, customers: readonly Customer[]): { best: number; witness: number[] } {
  const vals = [...new Set(customers.map((c) => c.budget))].sort((x, y) => x - y);
  const k = vals.length;
  const idx = (l: number, r: number, p: number) => (l * n + r) * (k + 1) + p;
  const f = new Float64Array(n * n * (k + 1));
  const at = new Int32Array(n * n * (k + 1)).fill(-1);
  const get = (l: number, r: number, p: number) => (l > r ? 0 : f[idx(l, r, p)]!);
  for (let len = 1; len <= n; len++) {
    for (let l = 0; l + len - 1 < n; l++) {
      const r = l + len - 1;
      // cnt[pos * k + p]: customers inside [l, r] passing pos whose budget is at least vals[p].
      const cnt = new Int32Array(n * k);
      for (const c of customers) {
        if (c.from < l || c.to > r) continue;
        const p = vals.indexOf(c.budget);
        for (let pos = c.from; pos <= c.to; pos++) cnt[pos * k + p]!++;
      }
      for (let pos = l; pos <= r; pos++) {
        for (let p = k - 2; p >= 0; p--) cnt[pos * k + p]! += cnt[pos * k + p + 1]!;
      }
      for (let p = k - 1; p >= 0; p--) {
        let best = f[idx(l, r, p + 1)]!;
        let where = -1;
        for (let pos = l; pos <= r; pos++) {
          const v = get(l, pos - 1, p) + get(pos + 1, r, p) + vals[p]! * cnt[pos * k + p]!;
          if (v > best) {
            best = v;
            where = pos;
          }
        }
        f[idx(l, r, p)] = best;
        at[idx(l, r, p)] = where;
      }
    }
  }
  const witness = new Array<number>(n).fill(vals[k - 1]! + 1);
  const rebuild = (l: number, r: number, p0: number) => {
    let p = p0;
    if (l > r) return;
    while (p < k && at[idx(l, r, p)] === -1) p++;
    if (p === k) return; // nobody in [l, r] buys: prices above every budget
    const pos = at[idx(l, r, p)]!;
    witness[pos] = vals[p]!;
    rebuild(l, pos - 1, p);
    rebuild(pos + 1, r, p);
  };
  rebuild(0, n - 1, 0);
  return { best: f[idx(0, n - 1, 0)]!, witness };
}

export default defineEnv<Params, Instance, number[]>({
  id: "myj",
  rlveId: "MYJ",
  category: "optimization/NP-hard construction",
  version: 1,
  title: "Price the shops of a street to maximise what budget-limited customers pay",
  answerKind: "any-optimal",

  params: (level) => ({ n: afterUpdates(3, level, grow.plus1) }),

  generate({ n }, rng) {
    const m = rng.int(n, 2 * n);
    const customers = Array.from({ length: m }, () => {
      const x = rng.int(0, n - 1);
      const y = rng.int(0, n - 1);
      return { from: Math.min(x, y), to: Math.max(x, y), budget: rng.int(1, 5 * n) };
    });
    const { best, witness } = bestPrices(n, customers);
    return { n, customers, best, witness };
  },

  prompt: ({ n, customers }) =>
    `A street has ${n} shops, numbered 0 to ${n - 1}. You set the price of each shop, an integer between 1 and ` +
    `${MAX_PRICE}. There are ${customers.length} customers; customer j looks at shops a_j..b_j (inclusive), ` +
    "finds the lowest price among them, and pays that price if it is at most the budget c_j (otherwise the " +
    "customer buys nothing):\n" +
    customers.map((c, j) => `customer ${j}: a=${c.from}, b=${c.to}, c=${c.budget}`).join("\n") +
    "\n\nChoose the prices so that the total amount paid is as large as possible.\n" +
    "Answer with the prices of shops 0 to N-1, separated by spaces.",
  answerExample: ({ n, customers, best }) => {
    const ones = new Array<number>(n).fill(1);
    return (revenue(customers, ones) === best ? ones.fill(MAX_PRICE) : ones).join(" ");
  },

  parse: (text) => parseIntList(text),

  score(prices, { n, customers, best }) {
    if (prices.length !== n) return invalid(`expected ${n} prices, got ${prices.length}`);
    const bad = prices.findIndex((p) => p < 1 || p > MAX_PRICE);
    if (bad >= 0) return invalid(`price ${prices[bad]} of shop ${bad} is not between 1 and ${MAX_PRICE}`);
    return maximisationRatio(revenue(customers, prices), best);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, customers, best, witness }) {
    const out: string[] = [];
    const lowest = witness.map(() => 1);
    if (revenue(customers, lowest) !== best) out.push(lowest.join(" "));
    const dearer = witness.map((p) => Math.min(MAX_PRICE, p + 1));
    if (revenue(customers, dearer) !== best) out.push(dearer.join(" ")); // every price one too high
    out.push(witness.slice(1).join(" ")); // a shop missing
    out.push([0, ...witness.slice(1)].join(" ")); // price 0
    if (n > 0) out.push(new Array<number>(n).fill(MAX_PRICE + 1).join(" "));
    return out;
  },

  size: ({ n }) => n,
});
