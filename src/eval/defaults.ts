import { join } from "node:path";
import type { TestsetSpec } from "./testset.ts";

// Defaults of the eval modules, in a module with no heavy imports so that the CLI's help (rlve eval --help,
// rlve testset build --help) shows them without loading every environment. The modules that use them
// (testset.ts, results.ts) import them from here.

/** The default held-out test set: 50 problems for each held-out environment, spread over levels 0..9. */
export const DEFAULT_HELD_OUT: TestsetSpec = {
  split: "held-out",
  perEnv: 50,
  levels: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  seed: 0,
};

/** Where `rlve eval` writes its results folders (one per model) unless told otherwise. */
export const DEFAULT_RESULTS_ROOT = join("rlve-out", "eval");
