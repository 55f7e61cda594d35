/** Where the final answer sits in a model's output. */
export type AnswerFormat = "tags" | "boxed";

export const ANSWER_FORMATS: readonly AnswerFormat[] = ["tags", "boxed"];

/** Headers that start an assistant turn in common chat templates; text before the last one is ignored. */
const ASSISTANT_HEADERS = [
  "<|im_start|>assistant",
  "<|start_header_id|>assistant<|end_header_id|>",
  "<|assistant|>",
  "<start_of_turn>model",
  "<｜Assistant｜>",
  "Assistant:",
];

/** The headers that start with "<", tried at each "<" from the end; "Assistant:" is searched on its own. */
const ANGLE_HEADERS = ASSISTANT_HEADERS.filter((h) => h.startsWith("<"));
const OTHER_HEADERS = ASSISTANT_HEADERS.filter((h) => !h.startsWith("<"));

/**
 * The part of a transcript that the model wrote last: the text after the last assistant header. The last
 * header is found from the end, at the "<"s (few in a model's output) and with one search per other header,
 * instead of one search of the whole output per header.
 */
export function lastAssistantTurn(output: string): string {
  let cut = -1;
  let len = 0;
  for (let i = output.lastIndexOf("<"); i >= 0 && cut < 0; i = i > 0 ? output.lastIndexOf("<", i - 1) : -1) {
    for (const h of ANGLE_HEADERS) {
      if (output.startsWith(h, i)) {
        cut = i;
        len = h.length;
        break;
      }
    }
  }
  for (const h of OTHER_HEADERS) {
    const i = output.lastIndexOf(h);
    if (i > cut) {
      cut = i;
      len = h.length;
    }
  }
  return cut < 0 ? output : output.slice(cut + len);
}

/**
 * The final answer in a model output, or null if there is none.
 * tags: the last complete <answer>...</answer> (innermost opening before the last closing).
 * boxed: the last \boxed{...} whose braces balance.
 * `ignore`: texts removed wherever they occur before the search (verify passes the prompt's format
 * instruction, so that its example is never taken as the answer of an output that echoes the prompt).
 * Whitespace runs in an ignored text match any whitespace run. Work is linear in the output length.
 */
export function extractAnswer(
  output: string,
  format: AnswerFormat = "tags",
  ignore: readonly string[] = [],
): string | null {
  if (typeof output !== "string") return null;
  let text = lastAssistantTurn(output);
  for (const t of ignore) text = removeAll(text, t);
  return format === "tags" ? extractTags(text) : extractBoxed(text);
}

/**
 * Compiled needles: verify ignores the same instruction in every sample of a group (and the instruction
 * without an example is the same for every instance), so the pattern is built once, not per call.
 */
const NEEDLES = new Map<string, RegExp>();
const MAX_NEEDLES = 256;

function needlePattern(trimmed: string): RegExp {
  let re = NEEDLES.get(trimmed);
  if (re === undefined) {
    if (NEEDLES.size >= MAX_NEEDLES) NEEDLES.clear();
    const words = trimmed.split(/\s+/).filter(Boolean);
    re = new RegExp(words.map(escapeRe).join("\\s+"), "g");
    NEEDLES.set(trimmed, re);
  }
  re.lastIndex = 0;
  return re;
}

/** `text` without the occurrences of `needle` (whitespace runs in the needle match any whitespace run). */
function removeAll(text: string, needle: string): string {
  // Cheap exit: the needle's first word is absent.
  const trimmed = needle.trim();
  if (trimmed === "") return text;
  const space = trimmed.search(/\s/);
  if (!text.includes(space < 0 ? trimmed : trimmed.slice(0, space))) return text;
  return text.replace(needlePattern(trimmed), " ");
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function extractTags(text: string): string | null {
  const close = text.lastIndexOf("</answer>");
  if (close < 0) return null;
  const open = text.lastIndexOf("<answer>", close);
  if (open < 0) return null;
  return text.slice(open + "<answer>".length, close).trim();
}

function extractBoxed(text: string): string | null {
  const marker = "\\boxed{";
  let from = text.length;
  // Scan candidates from the last one backwards; the first that balances wins.
  let tries = 0;
  while (from > 0 && tries < 64) {
    const start = text.lastIndexOf(marker, from - 1);
    if (start < 0) return null;
    tries++;
    const body = balancedFrom(text, start + marker.length);
    if (body !== null) return unwrapText(body.trim());
    from = start;
  }
  return null;
}

/** The text from `i` up to the brace that closes an already-open brace, or null. */
function balancedFrom(text: string, i: number): string | null {
  let depth = 1;
  for (let j = i; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92 /* \ */ && (text[j + 1] === "{" || text[j + 1] === "}")) {
      j++;
      continue;
    }
    if (c === 123) depth++;
    else if (c === 125) {
      depth--;
      if (depth === 0) return text.slice(i, j);
    }
  }
  return null;
}

/** \boxed{\text{Alice}} means Alice. */
function unwrapText(s: string): string {
  const m = /^\\(?:text|mathrm|textbf|mathbf)\{([^{}]*)\}$/.exec(s);
  return m ? m[1]!.trim() : s;
}

/**
 * The first word of every format instruction. An output without it cannot hold the instruction (removeAll
 * looks for this word first), so verify does not build the instruction, and its example, for such outputs.
 */
export const INSTRUCTION_FIRST_WORD = "You";

/** Words every format instruction holds verbatim, whatever the format and example. */
const INSTRUCTION_WORDS = [INSTRUCTION_FIRST_WORD, "reason", "first.", "nothing"];

/**
 * False when `output` cannot hold a format instruction: one of the words every instruction holds is
 * missing (an instruction matches with any whitespace between its words, never inside one). verify then
 * neither builds the instruction nor searches for it; a model's reasoning that says "You" still skips it.
 */
export function mayHoldInstruction(output: string): boolean {
  for (const w of INSTRUCTION_WORDS) if (!output.includes(w)) return false;
  return true;
}

/** The sentence appended to every prompt: where to put the answer, for the markers in use. */
export function formatInstruction(format: AnswerFormat, example?: string): string {
  if (format === "tags") {
    const ex = example === undefined ? "" : ` For example: <answer>${example}</answer>`;
    return `You may reason first. Put your final answer, and nothing else, between <answer> and </answer>.${ex}`;
  }
  const ex = example === undefined ? "" : ` For example: \\boxed{${example}}`;
  return `You may reason first. Put your final answer, and nothing else, inside \\boxed{}.${ex}`;
}

/** Wrap an answer text in the markers of a format (for references and tests). */
export function wrapAnswer(answer: string, format: AnswerFormat = "tags"): string {
  return format === "tags" ? `<answer>${answer}</answer>` : `\\boxed{${answer}}`;
}
