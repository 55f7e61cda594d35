import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { ENV_TYPES_FILE, GALLERY_FILE, renderEnvTypes, renderGallery } from "../../scripts/gallery.ts";
import { LAB_MD, readBlock, renderBlock, runLab } from "../../scripts/lab-docs.ts";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the docs are self-contained and current", () => {
  it("nothing in the repository points at the product owner's shared notes (a clone does not have them)", () => {
    // git grep over tracked and new files; this file spells the pattern in two parts.
    const pattern = ["\\.\\./", "shared/"].join(""); // ../ then shared/
    let hits = "";
    try {
      hits = execFileSync("git", ["grep", "-n", "--untracked", "-E", `${pattern}|/work/${"shared"}`], {
        cwd: ROOT,
        encoding: "utf8",
      });
    } catch (err) {
      if ((err as { status?: number }).status !== 1) throw err; // 1: no match
    }
    assert.equal(hits, "", `references to the product owner's notes:\n${hits}`);
    // Nor at those notes by file name (docs/gallery.md is generated prompt text).
    const names = ["service-design", "trainer-integration", "rlvr-dynamics", "environment-catalog"];
    let named = "";
    try {
      named = execFileSync(
        "git",
        [
          "grep",
          "-n",
          "--untracked",
          "-E",
          names.map((n) => `${n}\\.md`).join("|"),
          "--",
          ".",
          ":!test/docs",
        ],
        { cwd: ROOT, encoding: "utf8" },
      );
    } catch (err) {
      if ((err as { status?: number }).status !== 1) throw err;
    }
    assert.equal(named, "", `the project's docs must carry what they need:\n${named}`);
  });

  it("docs/gallery.md and src/envs/_types.ts are generated from the current registry", () => {
    const stale = "is stale: run npm run gallery and commit the result";
    assert.ok(readFileSync(GALLERY_FILE, "utf8") === renderGallery(), `docs/gallery.md ${stale}`);
    assert.ok(readFileSync(ENV_TYPES_FILE, "utf8") === renderEnvTypes(), `src/envs/_types.ts ${stale}`);
  });

  it("docs/lab.md quotes what e1b and e2 print now (the slower experiments: npm run lab:docs -- --check)", async () => {
    const md = readFileSync(LAB_MD, "utf8");
    for (const id of ["e1b", "e2"]) {
      const expected = renderBlock(await runLab(id));
      assert.equal(
        readBlock(md, id),
        expected,
        `docs/lab.md's ${id} block is stale: run npm run lab:docs -- ${id}`,
      );
    }
  });
});
