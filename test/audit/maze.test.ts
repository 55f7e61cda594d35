import assert from "node:assert/strict";
import { it } from "node:test";
import { instanceOf, verify } from "../../src/core/env.ts";
import maze from "../../src/envs/graphs/maze.ts";

// A right move string followed by a period was a format error (-1); the shared parsers strip it.
it("accepts a shortest move string with a trailing period", () => {
  const { instance } = instanceOf(maze, 0, 1);
  assert.equal(verify(maze, instance, `<answer>${instance.witness}.</answer>`).reward, 1);
  assert.equal(verify(maze, instance, `\\boxed{${instance.witness}.}`, { format: "boxed" }).reward, 1);
});
