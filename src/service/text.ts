/**
 * Turning what a trainer sends into the text the verifier reads. Everything here is model output or
 * trainer data: any shape is accepted and yields a string (possibly empty, which scores as wrong format).
 */

/** Default most characters of model output read; longer outputs keep their tail (where the answer is). */
export const DEFAULT_MAX_RESPONSE_CHARS = 262_144;

/** The text of a message content: a string, or a list of parts with `text`. */
function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    const parts: string[] = [];
    for (const p of content) {
      if (typeof p === "string") parts.push(p);
      else if (p !== null && typeof p === "object" && typeof (p as { text?: unknown }).text === "string")
        parts.push((p as { text: string }).text);
    }
    return parts.join("");
  }
  return "";
}

/**
 * The model's text from a response: a string, or a message list (the last assistant message, or the last
 * message when none has the assistant role).
 */
export function responseText(response: unknown): string {
  if (typeof response === "string") return response;
  if (Array.isArray(response)) {
    for (let i = response.length - 1; i >= 0; i--) {
      const m = response[i] as { role?: unknown; content?: unknown } | null;
      if (m !== null && typeof m === "object" && m.role === "assistant") return contentText(m.content);
    }
    const last = response[response.length - 1] as { content?: unknown } | null | undefined;
    if (last !== null && typeof last === "object") return contentText(last.content);
    return "";
  }
  return "";
}

/**
 * The text of an OpenAI Responses API object (NeMo Gym): the `output_text` parts of its output items,
 * concatenated; falls back to `output_text` when present.
 */
export function responsesApiText(response: unknown): string {
  if (response === null || typeof response !== "object") return typeof response === "string" ? response : "";
  const r = response as { output?: unknown; output_text?: unknown };
  const parts: string[] = [];
  if (Array.isArray(r.output)) {
    for (const item of r.output) {
      const content = (item as { content?: unknown } | null)?.content;
      if (!Array.isArray(content)) continue;
      for (const c of content) {
        const part = c as { type?: unknown; text?: unknown } | null;
        if (part?.type === "output_text" && typeof part.text === "string") parts.push(part.text);
      }
    }
  }
  if (parts.length === 0 && typeof r.output_text === "string") return r.output_text;
  return parts.join("");
}

/**
 * The part of `text` after the prompt: when the prompt occurs in the text (OpenRLHF sends prompt +
 * response), everything up to its end is dropped, so answer markers quoted in the instructions are never
 * read as the answer. Otherwise the verifier's own rule applies (cut at the last assistant header).
 */
export function stripPrompt(text: string, prompt: unknown): string {
  if (typeof prompt !== "string" || prompt.length === 0) return text;
  if (text.startsWith(prompt)) return text.slice(prompt.length);
  const at = text.indexOf(prompt);
  return at >= 0 ? text.slice(at + prompt.length) : text;
}

/** Cap the text to its last `max` characters. */
export function capText(text: string, max: number): string {
  return text.length > max ? text.slice(text.length - max) : text;
}
