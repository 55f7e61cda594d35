import assert from "node:assert/strict";
import { test } from "node:test";
import { InvalidArgumentError } from "commander";
import { intListOption } from "../../src/cli/util.ts";

test("--levels takes integers and ranges, and refuses what it cannot read", () => {
  const levels = intListOption("--levels");
  assert.deepEqual(levels("0-3,8"), [0, 1, 2, 3, 8]);
  assert.deepEqual(levels(" 4 , 2-2 "), [4, 2]);
  for (const bad of ["", "3-1", "0-99999", "abc", "-1", "1-", "0,,2"]) {
    assert.throws(() => levels(bad), InvalidArgumentError, bad);
  }
});
