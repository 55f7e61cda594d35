import { createHmac, timingSafeEqual } from "node:crypto";
import type { Environment } from "./env.ts";
import { instanceOf } from "./env.ts";
import { ANSWER_FORMATS, type AnswerFormat } from "./extract.ts";
import { findEnv } from "./registry.ts";

/**
 * A ticket travels with every issued problem and holds everything needed to score an answer without a
 * lookup: run, environment id and version, level, seed, parameters, answer format, traffic split and
 * passing threshold. It is `rlve1.base64url(json).base64url(hmac-sha256)`; altering any byte breaks the
 * signature.
 */
export interface TicketData {
  /** Ticket layout version. */
  t: 1;
  /** The run (curriculum) that issued it, or null for stateless problems (test sets, exports). */
  run: string | null;
  /** Problem id, unique within the run. */
  id: string;
  env: string;
  version: number;
  level: number;
  seed: number;
  params: unknown;
  format: AnswerFormat;
  /** train samples may move the curriculum; eval samples never do. */
  split: "train" | "eval";
  threshold: number;
}

export type TicketErrorCode = "malformed" | "forged" | "unknown_environment" | "stale_version";

export class TicketError extends Error {
  override name = "TicketError";
  constructor(
    readonly code: TicketErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const MAX_TICKET_CHARS = 16_384;
const PREFIX = "rlve1.";

export function signTicket(data: TicketData, secret: string | Buffer): string {
  const body = Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${PREFIX}${body}.${mac(body, secret)}`;
}

function mac(body: string, secret: string | Buffer): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

/** Check the signature and decode; throws TicketError with a clear message. */
export function readTicket(ticket: unknown, secret: string | Buffer): TicketData {
  if (typeof ticket !== "string" || ticket.length === 0)
    throw new TicketError("malformed", "ticket must be a non-empty string");
  if (ticket.length > MAX_TICKET_CHARS) throw new TicketError("malformed", "ticket is too long");
  if (!ticket.startsWith(PREFIX)) throw new TicketError("malformed", `ticket must start with "${PREFIX}"`);
  const rest = ticket.slice(PREFIX.length);
  const dot = rest.indexOf(".");
  if (dot < 0 || dot !== rest.lastIndexOf(".")) {
    throw new TicketError("malformed", "ticket is not of the form rlve1.body.signature");
  }
  const body = rest.slice(0, dot);
  // One spelling only: the signature text must be exactly the unpadded base64url of the MAC. Decoding
  // it first would accept other spellings of the same bytes (other unused low bits in the last
  // character, padding, '+/' for '-_', characters the decoder skips), and sample keys and logs that
  // hash tickets would disagree. The text is compared in constant time (its length, 43, is public).
  const sig = Buffer.from(rest.slice(dot + 1), "utf8");
  const expected = Buffer.from(mac(body, secret), "utf8");
  if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) {
    throw new TicketError(
      "forged",
      "ticket signature does not match (altered, forged, or signed with another secret)",
    );
  }
  let data: TicketData;
  try {
    data = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TicketData;
  } catch {
    throw new TicketError("malformed", "ticket body is not JSON");
  }
  if (
    data?.t !== 1 ||
    typeof data.env !== "string" ||
    !Number.isSafeInteger(data.version) ||
    !Number.isSafeInteger(data.level) ||
    data.level < 0 ||
    !Number.isSafeInteger(data.seed) ||
    data.seed < 0 ||
    !(ANSWER_FORMATS as readonly string[]).includes(data.format) ||
    (data.split !== "train" && data.split !== "eval") ||
    typeof data.threshold !== "number"
  ) {
    throw new TicketError("malformed", "ticket fields are missing or of the wrong type");
  }
  return data;
}

/** The environment and instance a verified ticket names; refuses tickets of other environment versions. */
export function ticketProblem<I = unknown>(data: TicketData): { env: Environment<unknown, I>; instance: I } {
  const env = findEnv(data.env);
  if (env === undefined)
    throw new TicketError("unknown_environment", `ticket names unknown environment '${data.env}'`);
  if (env.version !== data.version) {
    throw new TicketError(
      "stale_version",
      `ticket was issued for ${env.id} version ${data.version}, but this server has version ${env.version}; the problem cannot be scored reliably`,
    );
  }
  const { instance } = instanceOf(env, data.level, data.seed);
  return { env: env as Environment<unknown, I>, instance: instance as I };
}
