// The library's public surface, checked by tsc (npm run typecheck includes test/) and run by node:test.
// It imports only from src/index.ts, as a user's `import ... from "rlve"` does.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  buildTestset,
  Curriculum,
  defineEnv,
  type Environment,
  type EnvMap,
  EXPERIMENTS,
  evaluate,
  exportItems,
  findFrontiers,
  generate,
  getEnv,
  lab,
  listEnvs,
  loadEnvsFrom,
  MemoryStore,
  type Problem,
  type RunningServer,
  registerEnv,
  type ServerOptions,
  selectEnvs,
  startServer,
  type TestItem,
  verify,
  writeExport,
} from "../../src/index.ts";

/** Compile-time equality of two types. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectTrue<T extends true>(_: T): void {}

describe("the library exports what the CLI uses, typed", () => {
  it("types a built-in environment's instance from its id or RLVE id", () => {
    const sorting = getEnv("sorting");
    const problem = generate(sorting, 2, 7);
    // problem.instance is sorting's Instance, not unknown/any:
    const values: number[] = problem.instance.values;
    // @ts-expect-error sorting's instance has no `capacity` (knapsack's has)
    void problem.instance.capacity;
    const knapsack = generate(getEnv("Knapsack"), 1, 1).instance;
    const capacity: number = knapsack.capacity;
    expectTrue<Equal<typeof sorting, EnvMap["sorting"]>>(true);
    expectTrue<Equal<(typeof problem)["instance"]["sorted"], number[]>>(true);
    // A key known only at run time gives the general type.
    const any: Environment = getEnv(["sor", "ting"].join(""));
    assert.equal(any, sorting);
    assert.equal(values.length, 5);
    assert.ok(capacity > 0);
    assert.equal(verify(sorting, problem.instance, problem.reference).accuracy, 1);
  });

  it("your own environment keeps its types", () => {
    interface Inst {
      n: number;
      label: string;
    }
    const env = defineEnv({
      id: "types-demo",
      category: "custom",
      version: 1,
      title: "Echo a number",
      answerKind: "unique",
      params: (level: number) => ({ n: level }),
      generate: (p: { n: number }) => ({ n: p.n, label: `n=${p.n}` }),
      prompt: (i: Inst) => i.label,
      parse: (t: string) => Number(t),
      score: (a: number, i: Inst) => ({
        reward: a === i.n ? 1 : 0,
        status: "correct" as const,
        reason: "",
      }),
      reference: (i: Inst) => String(i.n),
      wrongAnswers: (i: Inst) => [String(i.n + 1)],
      size: (i: Inst) => i.n,
    });
    const p: Problem<{ n: number }, Inst> = generate(env, 3, 1);
    expectTrue<Equal<typeof p.instance.label, string>>(true);
    registerEnv(env, "test/types");
    assert.equal(selectEnvs("types-demo")[0], env);
  });

  it("eval, test sets, export, frontier, curriculum, service and lab are exported", () => {
    const items: TestItem[] = buildTestset({ envs: "sorting", perEnv: 2, levels: [0], seed: 0 });
    assert.equal(items.length, 2);
    for (const f of [evaluate, exportItems, writeExport, findFrontiers, startServer, loadEnvsFrom])
      assert.equal(typeof f, "function");
    const cur = Curriculum.create({ environments: ["sorting"] }, { store: new MemoryStore() });
    assert.ok(cur.levels().sorting !== undefined);
    const opts: ServerOptions = { port: 0 };
    const running: ((o: ServerOptions) => Promise<RunningServer>) | undefined = startServer;
    assert.ok(opts && running);
    assert.equal(typeof EXPERIMENTS.e2?.run, "function");
    assert.equal(typeof lab.logSumExp, "function");
    assert.ok(listEnvs().length > 300);
  });
});
