import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The data directory: --data-dir, else RLVE_DATA_DIR, else ./.rlve */
export function dataDir(explicit?: string): string {
  const env = process.env.RLVE_DATA_DIR;
  return resolve(explicit ?? (env !== undefined && env !== "" ? env : ".rlve"));
}

/**
 * The secret that signs tickets: RLVE_TICKET_SECRET if set, else the file `ticket-secret` in the data
 * directory, created (random, mode 0600) on first use. Every process that issues or scores tickets of one
 * deployment must use the same secret.
 */
export function ticketSecret(dir: string = dataDir()): string {
  const fromEnv = process.env.RLVE_TICKET_SECRET;
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
  const file = join(dir, "ticket-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return readFileSync(file, "utf8").trim();
}
