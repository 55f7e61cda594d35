import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Command } from "commander";
import { catalogEntry } from "../../core/catalog.ts";
import { CATEGORIES, type Category } from "../../core/env.ts";
import { CliError } from "../util.ts";

/** The folder of src/envs/ that holds each category. */
export const CATEGORY_DIRS: Record<Category, string> = {
  "sorting/arithmetic": "sorting-arithmetic",
  "number theory": "number-theory",
  "combinatorial counting": "counting",
  "graph algorithms": "graphs",
  "grid/logic puzzles": "puzzles",
  "optimization/NP-hard construction": "optimization",
  "string algorithms": "strings",
  "data structures": "data-structures",
  "game theory": "games",
  geometry: "geometry",
  "probability/expectation": "probability",
  "program simulation": "simulation",
  "calculus/algebra": "calculus",
  other: "other",
};

export interface Scaffold {
  id: string;
  category: Category;
  /** The RLVE-Gym identifier, for a catalog family; absent for an environment of your own. */
  rlveId?: string;
  /** The module specifier the file imports the kit from ("../../core/kit.ts" inside rlve, "rlve" outside). */
  kit: string;
}

/**
 * A new environment file. It is a complete, working placeholder (sum a list of integers) so the
 * conformance suite passes from the start; each TODO marks what to replace with the real problem.
 */
export function scaffold({ id, category, rlveId, kit }: Scaffold): string {
  return `// TODO: the problem in one sentence.${rlveId === undefined ? "" : ` RLVE: ${rlveId}.`}
import { afterUpdates, correct, defineEnv, grow, parseBigInt, wrong } from "${kit}";

// TODO: the knobs that grow with the level.
interface Params {
  n: number;
}

// TODO: the instance as plain JSON data (BigInts as decimal strings), with its answer known.
interface Instance {
  values: number[];
  sum: string;
}

export default defineEnv<Params, Instance, bigint>({
  id: "${id}",
${rlveId === undefined ? "" : `  rlveId: "${rlveId}",\n`}  category: "${category}",
  version: 1,
  title: "TODO: a one-line title",
  answerKind: "unique",

  // TODO: the catalog's knobs after \`level\` updates.
  params: (level) => ({ n: afterUpdates(3, level, grow.mul1_1plus1) }),

  // TODO: build the instance with the given rng only (no Math.random), in bounded time.
  generate({ n }, rng) {
    const values = Array.from({ length: n }, () => rng.int(-100, 100));
    return { values, sum: String(values.reduce((a, b) => a + BigInt(b), 0n)) };
  },

  // TODO: the statement and the exact content of the answer (core adds the answer markers). Add an
  // answerExample only if it can never be a correct answer (the shortcut audit checks).
  prompt: ({ values }) =>
    \`What is the sum of these \${values.length} integers?\\n\${values.join(" ")}\\n\\nAnswer with one integer.\`,

  // TODO: parse with the shared parsers (they throw FormatError: reward -1).
  parse: (text) => parseBigInt(text),

  // TODO: score with the shared verdicts (correct, wrong, invalid, closeness, fraction, ...).
  score: (answer, { sum }) => (answer === BigInt(sum) ? correct() : wrong(\`\${answer} is not the sum\`)),

  // TODO: a witness that scores 1.
  reference: ({ sum }) => sum,

  // TODO: near misses that must not be accurate.
  wrongAnswers: ({ sum }) => [String(BigInt(sum) + 1n), String(BigInt(sum) - 1n)],

  // TODO: a measure of the instance that grows with the level.
  size: ({ values }) => values.length,
});
`;
}

/** rlve new */
export function register(program: Command): void {
  program
    .command("new <id>")
    .description("scaffold a new environment file (see docs/environments.md)")
    .requiredOption("--category <name>", `one of: ${CATEGORIES.join(", ")}`)
    .option(
      "--rlve-id <name>",
      "its RLVE-Gym identifier, for a catalog family (default: none, your own environment)",
    )
    .option("--dir <path>", "where to write it (default: src/envs/<category folder>)")
    .option("--force", "overwrite an existing file")
    .action((id: string, opts: { category: string; rlveId?: string; dir?: string; force?: boolean }) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
        throw new CliError(`id '${id}' is not kebab-case (like my-env)`);
      if (!(CATEGORIES as readonly string[]).includes(opts.category)) {
        throw new CliError(`unknown category '${opts.category}'; one of: ${CATEGORIES.join(", ")}`);
      }
      if (opts.rlveId !== undefined && catalogEntry(opts.rlveId) === undefined)
        throw new CliError(
          `--rlve-id '${opts.rlveId}' is not in the RLVE-Gym catalog (leave it out for your own environment)`,
        );
      const category = opts.category as Category;
      const dir = resolve(opts.dir ?? join("src", "envs", CATEGORY_DIRS[category]));
      const file = join(dir, `${id}.ts`);
      if (existsSync(file) && !opts.force) throw new CliError(`${file} exists (--force overwrites it)`);
      // Inside an rlve checkout the file imports the kit by relative path; anywhere else from the package.
      const kitFile = resolve("src", "core", "kit.ts");
      let kit = "rlve";
      if (existsSync(kitFile)) {
        kit = relative(dir, kitFile).split(sep).join("/");
        if (!kit.startsWith(".")) kit = `./${kit}`;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, scaffold({ id, category, rlveId: opts.rlveId, kit }));
      const shown = relative(process.cwd(), file);
      console.log(`wrote ${shown}: a working placeholder; replace each TODO with your problem. Then:
  npm run env:ready -- ${id}      pin its golden (test/golden/${id}.json), probe its max level, regenerate the gallery
  npm test      everything, ${id} included (RLVE_ENVS=${id} node --import tsx --test test/conformance/shard-0.test.ts test/conformance/audit-0.test.ts: its conformance tests and audit alone)`);
    });
}
