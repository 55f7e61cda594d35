/** The interactive environments (issue 29): each an Episodic of src/core/episode.ts, one file each. */
import { battleship } from "./battleship.js";
import { comparisonSort } from "./comparison-sort.js";
import { counterfeitCoin } from "./counterfeit-coin.js";
import { eggDrop } from "./egg-drop.js";
import { findPeak } from "./find-peak.js";
import { graphPath } from "./graph-path.js";
import { guessNumber } from "./guess-number.js";
import type { Interactive } from "./kit.js";
import { mastermind } from "./mastermind.js";
import { nim } from "./nim.js";
import { permutationMod } from "./permutation-mod.js";
import { ticTacToe } from "./tic-tac-toe.js";
import { twentyQuestions } from "./twenty-questions.js";

export const INTERACTIVE: readonly Interactive[] = [
  guessNumber,
  counterfeitCoin,
  eggDrop,
  findPeak,
  permutationMod,
  comparisonSort,
  twentyQuestions,
  mastermind,
  graphPath,
  battleship,
  nim,
  ticTacToe,
];

export type { Interactive } from "./kit.js";
