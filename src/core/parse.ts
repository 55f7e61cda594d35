import { normalizeAnswer } from "./normalize.ts";
import { FormatError } from "./outcome.ts";

/**
 * Parsers for answer texts. They are strict about content and lenient about layout (surrounding
 * whitespace, commas or spaces between list items, optional brackets), bound their work, and throw
 * FormatError for anything else. Model text is never evaluated. Every parser first applies the shared
 * notation policy (normalize.ts); integers also accept a leading `+`, leading zeros and a zero fraction
 * (`42.0`, `42.`), never an exponent, a thousands separator or a fraction.
 */

/** Longest answer text any environment reads; longer answers are a format error. */
export const MAX_ANSWER_CHARS = 200_000;
/** Most digits accepted in one integer. */
export const MAX_DIGITS = 5_000;

function checkLength(text: string, max = MAX_ANSWER_CHARS): string {
  if (typeof text !== "string") throw new FormatError("answer is not text");
  if (text.length > max)
    throw new FormatError(`answer is too long (${text.length} characters, at most ${max})`);
  return normalizeAnswer(text);
}

/** An integer: sign, digits and an optional zero fraction (`42.0`); group 1 is the integer part. */
const INT_RE = /^([+-]?\d+)(?:\.0*)?$/;

/** The integer part of an integer token accepted by INT_RE. */
function intPart(tok: string): string {
  const dot = tok.indexOf(".");
  return dot < 0 ? tok : tok.slice(0, dot);
}

/** One integer as a bigint. */
export function parseBigInt(text: string, maxDigits = MAX_DIGITS): bigint {
  const t = stripOuter(checkLength(text, maxDigits + 64)).replace(/_/g, "");
  if (!INT_RE.test(t)) throw new FormatError(`expected an integer, got "${preview(t)}"`);
  const i = intPart(t);
  if (i.replace(/^[+-]/, "").length > maxDigits)
    throw new FormatError(`integer has more than ${maxDigits} digits`);
  return BigInt(i);
}

/** One integer that fits in a double exactly. */
export function parseInteger(text: string): number {
  const v = parseBigInt(text, 40);
  if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new FormatError("integer is out of range");
  }
  return Number(v);
}

/** A non-negative count as a bigint (negative numbers are a format error, as the catalog says). */
export function parseCount(text: string, maxDigits = MAX_DIGITS): bigint {
  const v = parseBigInt(text, maxDigits);
  if (v < 0n) throw new FormatError("a count cannot be negative");
  return v;
}

/** Tokens separated by whitespace and/or commas, optionally in [ ] or ( ). */
export function parseTokens(text: string, maxTokens = 100_000): string[] {
  const t = stripOuter(checkLength(text));
  if (t === "") return [];
  const tokens = t.split(/[\s,]+/).filter((s) => s !== "");
  if (tokens.length > maxTokens)
    throw new FormatError(`too many items (${tokens.length}, at most ${maxTokens})`);
  return tokens;
}

/** The value of a token of 1 to 15 ASCII digits with an optional leading minus (the common case), else null. */
function plainInt(tok: string): number | null {
  const neg = tok.charCodeAt(0) === 45;
  const from = neg ? 1 : 0;
  if (tok.length === from || tok.length - from > 15) return null;
  let v = 0;
  for (let i = from; i < tok.length; i++) {
    const d = tok.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    v = v * 10 + d;
  }
  return neg ? -v : v;
}

/** A list of safe integers; `length` requires an exact count. */
export function parseIntList(text: string, opts: { length?: number; maxTokens?: number } = {}): number[] {
  const tokens = parseTokens(text, opts.maxTokens);
  if (opts.length !== undefined && tokens.length !== opts.length) {
    throw new FormatError(`expected ${opts.length} integers, got ${tokens.length}`);
  }
  return tokens.map((tok) => {
    const plain = plainInt(tok);
    if (plain !== null) return plain;
    if (!INT_RE.test(tok)) throw new FormatError(`"${preview(tok)}" is not an integer`);
    const i = intPart(tok);
    const v = i.length > 17 ? Number.NaN : Number(i);
    if (!Number.isSafeInteger(v))
      throw new FormatError(`${preview(tok)} is too large (use at most 15 digits)`);
    return v;
  });
}

/** A list of big integers. */
export function parseBigIntList(text: string, opts: { length?: number; maxTokens?: number } = {}): bigint[] {
  const tokens = parseTokens(text, opts.maxTokens);
  if (opts.length !== undefined && tokens.length !== opts.length) {
    throw new FormatError(`expected ${opts.length} integers, got ${tokens.length}`);
  }
  return tokens.map((tok) => {
    if (!INT_RE.test(tok) || tok.length > MAX_DIGITS)
      throw new FormatError(`"${preview(tok)}" is not an integer`);
    return BigInt(intPart(tok));
  });
}

/** Non-empty lines, trimmed. */
export function parseLines(text: string, maxLines = 100_000): string[] {
  const lines = checkLength(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
  if (lines.length > maxLines) throw new FormatError(`too many lines (${lines.length}, at most ${maxLines})`);
  return lines;
}

/** Lines of integers (a matrix or a list of pairs); `cols` requires that many per line. */
export function parseIntRows(text: string, opts: { rows?: number; cols?: number } = {}): number[][] {
  return plainIntRows(text, opts) ?? parseIntRowsGeneral(text, opts);
}

/**
 * parseIntRows of the common answer (ASCII digits, spaces and line feeds only, tokens of at most 15 digits,
 * the right counts) in one pass over the characters, without line or token strings; null for anything
 * else, which the general path then reads (or refuses, with its message). On such a text normalizeAnswer,
 * stripOuter and the trims only remove spaces, so both paths give the same rows.
 */
function plainIntRows(text: string, opts: { rows?: number; cols?: number }): number[][] | null {
  if (typeof text !== "string" || text.length > MAX_ANSWER_CHARS) return null;
  const { rows, cols } = opts;
  const out: number[][] = [];
  let row: number[] = [];
  let v = 0;
  let digits = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c >= 48 && c <= 57) {
      if (++digits > 15) return null;
      v = v * 10 + (c - 48);
      continue;
    }
    if (digits > 0) {
      row.push(v);
      v = 0;
      digits = 0;
    }
    if (c === 32) continue;
    if (c !== 10) return null;
    if (row.length > 0) {
      if (cols !== undefined ? row.length !== cols : row.length > 100_000) return null;
      out.push(row);
      row = [];
      if (out.length > Math.min(rows ?? 100_000, 100_000)) return null;
    }
  }
  return rows !== undefined && out.length !== rows ? null : out;
}

/** parseIntRows for any text: lines, then parseIntList per line. Exported for the equivalence test. */
export function parseIntRowsGeneral(text: string, opts: { rows?: number; cols?: number } = {}): number[][] {
  const lines = parseLines(text);
  if (opts.rows !== undefined && lines.length !== opts.rows) {
    throw new FormatError(`expected ${opts.rows} lines, got ${lines.length}`);
  }
  return lines.map((l) => parseIntList(l, { length: opts.cols }));
}

/** A grid of single characters, one row per line (spaces between cells allowed). */
export function parseCharGrid(text: string, rows: number, cols: number, alphabet?: string): string[][] {
  const lines = parseLines(text, rows + 1);
  if (lines.length !== rows) throw new FormatError(`expected ${rows} rows, got ${lines.length}`);
  return lines.map((l, i) => {
    const cells = [...l.replace(/[\s,]+/g, "")];
    if (cells.length !== cols)
      throw new FormatError(`row ${i + 1} has ${cells.length} cells, expected ${cols}`);
    if (alphabet !== undefined) {
      for (const c of cells)
        if (!alphabet.includes(c)) throw new FormatError(`unexpected symbol "${c}" in row ${i + 1}`);
    }
    return cells;
  });
}

/** One word from a fixed set, case-insensitive; returns the canonical spelling. */
export function parseChoice<T extends string>(text: string, choices: readonly T[]): T {
  const t = stripOuter(checkLength(text, 1000)).replace(/[.!]$/, "").trim().toLowerCase();
  const hit = choices.find((c) => c.toLowerCase() === t);
  if (hit === undefined) throw new FormatError(`expected one of ${choices.join(", ")}, got "${preview(t)}"`);
  return hit;
}

/**
 * An exact rational "p/q", an integer "p" or a finite decimal "1.25" (exactly 5/4); returned reduced with
 * a positive denominator.
 */
export function parseFraction(text: string): { num: bigint; den: bigint } {
  const t = stripOuter(checkLength(text, 2 * MAX_DIGITS + 16)).replace(/\s+/g, "");
  const d = /^([+-]?)(\d*)\.(\d+)$/.exec(t);
  if (d && d[2]!.length + d[3]!.length <= MAX_DIGITS) {
    const num = BigInt(`${d[1]}${d[2] || "0"}${d[3]}`);
    const den = 10n ** BigInt(d[3]!.length);
    const g = gcdBig(num < 0n ? -num : num, den);
    return { num: num / g, den: den / g };
  }
  const m = /^([+-]?\d+)(?:\/([+-]?\d+))?$/.exec(t);
  if (!m) throw new FormatError(`expected a fraction p/q, got "${preview(t)}"`);
  let num = BigInt(m[1]!);
  let den = m[2] === undefined ? 1n : BigInt(m[2]);
  if (den === 0n) throw new FormatError("denominator is zero");
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcdBig(num < 0n ? -num : num, den);
  return { num: num / g, den: den / g };
}

/** A finite decimal number (no exponent beyond e±308, no NaN or Infinity). */
export function parseDecimal(text: string): number {
  const t = stripOuter(checkLength(text, 400));
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,3})?$/.test(t)) {
    throw new FormatError(`expected a decimal number, got "${preview(t)}"`);
  }
  const v = Number(t);
  if (!Number.isFinite(v)) throw new FormatError("number is not finite");
  return v;
}

/** Remove a trailing period and one pair of brackets that encloses the whole text. */
function stripOuter(t: string): string {
  let s = t.trim();
  if (s.endsWith(".")) s = s.slice(0, -1).trim();
  const pairs: Record<string, string> = { "[": "]", "(": ")", "{": "}" };
  const open = s[0] ?? "";
  const close = pairs[open];
  if (close === undefined || !s.endsWith(close)) return s;
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === open) depth++;
    else if (s[i] === close && --depth === 0 && i < s.length - 1) return s;
  }
  return s.slice(1, -1).trim();
}

function gcdBig(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

export function preview(s: string, n = 40): string {
  return s.length <= n ? s : `${s.slice(0, n)}...`;
}
