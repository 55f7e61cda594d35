// A row of coins is taken from the left, first 1-2 coins, then up to twice the previous take; Alice's
// best total. RLVE: CoinSquareGame.
import { afterUpdates, correct, defineEnv, grow, parseInteger, wrong } from "../../core/kit.ts";
import { coinGameFirstTotal } from "../../lib/games.ts";

interface Params {
  n: number;
}

interface Instance {
  coins: number[];
  answer: number;
}

export default defineEnv<Params, Instance, number>({
  id: "coin-square-game",
  rlveId: "CoinSquareGame",
  category: "game theory",
  version: 2,
  title: "Taking coins from the left, up to twice the last take: Alice's total",
  answerKind: "unique",

  params: (level) => ({ n: afterUpdates(5, level, grow.plus1) }),

  generate({ n }, rng) {
    const coins = Array.from({ length: n }, () => rng.int(1, 5 * n));
    return { coins, answer: coinGameFirstTotal(coins) };
  },

  prompt: ({ coins }) =>
    `There are ${coins.length} coins in a row; from left to right their values are: ${coins.join(" ")}.\n` +
    "Alice and Bob take turns, Alice first; each turn the player takes some of the leftmost remaining coins " +
    "and keeps them. On the first turn Alice takes 1 or 2 coins. After that, if the previous turn took t " +
    "coins, the player to move takes between 1 and 2·t coins (never more than remain). The game ends when " +
    "all coins are taken. Each player plays to make the total value of the coins they keep as large as " +
    "possible.\n\n" +
    "Answer with the total value of the coins Alice keeps, as a single integer.",

  parse: (text) => parseInteger(text),

  score: (answer, { answer: expected }) =>
    answer === expected ? correct() : wrong(`answer ${answer} is not Alice's total`),

  reference: ({ answer }) => String(answer),

  wrongAnswers({ coins, answer }) {
    const total = coins.reduce((a, b) => a + b, 0);
    const out = [String(answer + 1), String(answer - 1)];
    if (total - answer !== answer) out.push(String(total - answer));
    return out;
  },

  size: ({ coins }) => coins.length,
});
