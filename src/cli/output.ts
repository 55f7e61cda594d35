import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { CliError } from "./util.ts";

/** Write an output file, creating missing parent folders; a clear error (no stack) when that fails. */
export function writeOutput(path: string, data: string | Uint8Array): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why =
      e.code === "ENOTDIR" || e.code === "EEXIST"
        ? "a part of the path is a file, not a folder"
        : e.code === "EISDIR"
          ? "it is a folder"
          : e.code === "EACCES" || e.code === "EPERM"
            ? "permission denied"
            : e.message;
    throw new CliError(`cannot write '${path}': ${why}`);
  }
}

/** Create an output folder (and its parents); a clear error when that fails. */
export function makeOutputDir(path: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new CliError(
      `cannot create the folder '${path}': ${e.code === "ENOTDIR" || e.code === "EEXIST" ? "a part of the path is a file" : e.message}`,
    );
  }
}
