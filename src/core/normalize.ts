/**
 * The answer-normalisation policy, the same for every environment (docs/environments.md, "Answer
 * notation"). `verify` applies `normalizeAnswer` to the extracted answer before the environment parses it,
 * and the shared parsers (parse.ts) apply it too, so a notation is accepted or refused everywhere alike.
 *
 * Accepted, and rewritten to plain ASCII:
 * - compatibility forms of letters, digits and signs, as Unicode NFKC maps them (full-width `４２`,
 *   mathematical digits `𝟒𝟐`, no-break and ideographic spaces), and the decimal digits of every script
 *   (Arabic-Indic `٤٢`, Devanagari `४२`, ...);
 * - the minus sign U+2212, the figure and en dashes U+2012 and U+2013 and the small hyphen-minus U+FE63
 *   as `-`;
 * - one or more wrappers around the whole answer: `$...$`, `$$...$$`, `\(...\)`, `\[...\]`, `\text{...}`
 *   (also `\textrm`, `\textbf`, `\mathrm`, `\mathbf`), markdown `**...**` and `` `...` ``;
 * - a whole-answer LaTeX fraction `\frac{p}{q}` (or `\dfrac`, `\tfrac`) with integer parts, as `p/q`.
 *
 * Refused (left as written, so the parser rejects them): superscript and subscript digits (`10³` is not
 * `103`), vulgar-fraction characters (`½`), thousands separators, and any other LaTeX.
 */

const MINUS_LIKE = /[\u2212\u2012\u2013\ufe63]/g;
const SUPER_SUB = /[\u00b2\u00b3\u00b9\u2070-\u209f]/;
const DIGIT = /^\p{Nd}$/u;

/** The ASCII digit of a decimal digit of any script (digits come in runs of ten code points). */
function digitValue(cp: number): number {
  let v = 0;
  while (v < 9 && DIGIT.test(String.fromCodePoint(cp - v - 1))) v++;
  return v;
}

function asciiChar(ch: string): string {
  if (SUPER_SUB.test(ch)) return ch;
  const n = ch.normalize("NFKC");
  if (/^[\x20-\x7e]+$/.test(n)) return n;
  if (DIGIT.test(ch)) return String(digitValue(ch.codePointAt(0)!));
  if (/^\s$/u.test(n)) return " ";
  return ch;
}

const WRAPPERS: ReadonlyArray<RegExp> = [
  /^\$\$([\s\S]*)\$\$$/,
  /^\$([^$]*)\$$/,
  /^\\\(([\s\S]*)\\\)$/,
  /^\\\[([\s\S]*)\\\]$/,
  /^\\(?:text|textrm|textbf|mathrm|mathbf)\{([^{}]*)\}$/,
  /^\*\*([^*]*)\*\*$/,
  /^`([^`]*)`$/,
];

const LATEX_FRACTION = /^([+-]?)\\[dt]?frac\{\s*([+-]?\d+)\s*\}\{\s*([+-]?\d+)\s*\}$/;

/** An answer text rewritten by the policy above; idempotent, linear in the text's length. */
export function normalizeAnswer(text: string): string {
  if (typeof text !== "string") return text;
  let t = text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the fast path.
  if (/[^\x00-\x7f]/.test(t)) t = t.replace(/[^\x00-\x7f]/gu, asciiChar);
  t = t.replace(MINUS_LIKE, "-").trim();
  // Every wrapper and fraction starts with one of $ \ * ` (a plain answer skips the patterns below).
  const first = t.charCodeAt(0);
  if (first !== 36 && first !== 92 && first !== 42 && first !== 96 && !(first === 43 || first === 45))
    return t;
  for (let round = 0; round < 8; round++) {
    let changed = false;
    for (const re of WRAPPERS) {
      const m = re.exec(t);
      if (m) {
        t = m[1]!.trim();
        changed = true;
      }
    }
    if (!changed) break;
  }
  const f = LATEX_FRACTION.exec(t);
  if (f) t = `${f[1]}${f[2]}/${f[3]}`;
  return t;
}
