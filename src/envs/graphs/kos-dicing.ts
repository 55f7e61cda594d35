// Choose the winner of every game so that the most wins of any player is as small as possible (exactly K). RLVE: KosDicing.
import { afterUpdates, correct, defineEnv, grow, invalid, parseIntList, wrong } from "../../core/kit.ts";
import { FlowNetwork } from "../../lib/flow.ts";

interface Params {
  n: number;
}

interface Instance {
  n: number;
  games: Array<[number, number]>;
  k: number;
  /** Winner of each game in an assignment whose maximum is k. */
  witness: number[];
}

const M_MULTIPLES = Array.from({ length: 11 }, (_, i) => 1 + i * 0.2);

/** Winners with at most `cap` wins each, or null when impossible. */
function assign(n: number, games: ReadonlyArray<readonly [number, number]>, cap: number): number[] | null {
  const m = games.length;
  const net = new FlowNetwork(m + n + 2);
  const s = m + n;
  const t = s + 1;
  const arcs = games.map(([a, b], g) => {
    net.addArc(s, g, 1);
    return [net.addArc(g, m + a, 1), net.addArc(g, m + b, 1)] as const;
  });
  for (let p = 0; p < n; p++) net.addArc(m + p, t, cap);
  if (net.maxFlow(s, t) < m) return null;
  return arcs.map(([ea], g) => (net.flowOf(ea) > 0 ? games[g]![0] : games[g]![1]));
}

export default defineEnv<Params, Instance, number[]>({
  id: "kos-dicing",
  rlveId: "KosDicing",
  category: "graph algorithms",
  version: 2,
  title: "Decide game winners so that the most wins of any player is exactly the least possible K",
  answerKind: "any-valid",

  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  generate({ n }, rng) {
    const m = Math.max(1, Math.round(rng.pick(M_MULTIPLES) * n));
    const games: Array<[number, number]> = [];
    for (let g = 0; g < m; g++) games.push(rng.sample(rng.permutation(n), 2) as [number, number]);
    let lo = Math.ceil(m / n);
    let best = assign(n, games, lo);
    while (best === null) best = assign(n, games, ++lo);
    return { n, games, k: lo, witness: best };
  },

  prompt: ({ n, games, k }) =>
    `There are ${n} players, labelled 0 to ${n - 1}, and ${games.length} games; each game is played by two players and has one winner:\n` +
    games.map(([a, b], g) => `game ${g}: ${a} vs ${b}`).join("\n") +
    `\n\nDecide the winner of every game so that the largest number of games won by any single player is exactly ${k}.\n` +
    `Answer with the winners of games 0 to ${games.length - 1} in order, separated by spaces.`,

  parse: (text, { games }) => parseIntList(text, { length: games.length }),

  score(winners, { n, games, k }) {
    const wins = new Array<number>(n).fill(0);
    for (let g = 0; g < games.length; g++) {
      const w = winners[g]!;
      const [a, b] = games[g]!;
      if (w !== a && w !== b) return invalid(`player ${w} does not play game ${g}`);
      wins[w]!++;
    }
    const most = Math.max(...wins);
    return most === k ? correct() : wrong(`the most wins is ${most}, not ${k}`);
  },

  reference: ({ witness }) => witness.join(" "),

  wrongAnswers({ n, games, witness }) {
    const out: string[] = [];
    const first = games.map(([a]) => a);
    const wins = new Array<number>(n).fill(0);
    for (const w of witness) wins[w]!++;
    const top = wins.indexOf(Math.max(...wins));
    // Hand a game to the busiest player: the maximum grows.
    const g = games.findIndex(([a, b], i) => (a === top || b === top) && witness[i] !== top);
    if (g >= 0) {
      const more = witness.slice();
      more[g] = top;
      out.push(more.join(" "));
    }
    const w0 = witness.slice();
    w0[0] = n;
    out.push(w0.join(" "));
    const firstWins = new Array<number>(n).fill(0);
    for (const w of first) firstWins[w]!++;
    if (Math.max(...firstWins) !== Math.max(...wins)) out.push(first.join(" "));
    return out;
  },

  size: ({ n }) => n,
});
