// Skyscrapers with sum clues: fill a Latin square of heights 0..N-1 so the sums of the visible heights from each side match the clues. RLVE: SkyscraperSumPuzzle.
import { skyscraperEnv } from "../../lib/skyscraper.ts";

export default skyscraperEnv({
  id: "skyscraper-sum-puzzle",
  rlveId: "SkyscraperSumPuzzle",
  title: "Skyscrapers: a Latin square of heights matching sums of visible heights",
  clue: (seen) => seen.reduce((s, h) => s + h, 0),
  clueWords: "The sums of the heights of the visible buildings",
});
