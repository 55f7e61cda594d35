// Skyscrapers: fill a Latin square of heights 0..N-1 so the numbers of buildings visible from each side match the clues. RLVE: SkyscraperPuzzle.
import { skyscraperEnv } from "../../lib/skyscraper.ts";

export default skyscraperEnv({
  id: "skyscraper-puzzle",
  rlveId: "SkyscraperPuzzle",
  split: "held-out",
  title: "Skyscrapers: a Latin square of heights matching visibility counts",
  clue: (seen) => seen.length,
  clueWords: "The numbers of visible buildings",
});
