import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SECRET_FILE = "ticket-secret";

/**
 * The ticket signing secret: RLVE_TICKET_SECRET when set (replicas share it), otherwise a random secret
 * created once in the data directory (mode 0600) and reused after restarts, so tickets stay valid.
 */
export function ticketSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.RLVE_TICKET_SECRET;
  if (fromEnv !== undefined && fromEnv !== "") {
    if (fromEnv.length < 16) throw new Error("RLVE_TICKET_SECRET must be at least 16 characters");
    return fromEnv;
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRET_FILE);
  try {
    const s = readFileSync(file, "utf8").trim();
    if (s.length >= 16) return s;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw err;
  }
  chmodSync(file, 0o600);
  return secret;
}
