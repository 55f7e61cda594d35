import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Environment } from "../../src/core/env.ts";
import { problemRng } from "../../src/core/env.ts";
import { wrapAnswer } from "../../src/core/extract.ts";
import { ENDPOINT_CHECK_PROMPT } from "../../src/eval/model.ts";

/**
 * A fake OpenAI chat-completions server for tests. It answers from the environments' reference solvers,
 * with deterministic noise and failures, and records what it served so tests can check the truth.
 * Its replies follow the chat.completion object that src/eval/model.ts's complete() reads through the
 * openai package (choices[0].message.content, choices[0].finish_reason, usage).
 */
export interface Known {
  env: Environment;
  instance: unknown;
  level: number;
}

export interface MockOptions {
  lookup: (prompt: string) => Known | undefined;
  /** Probability that an answer is a near miss instead of the reference. */
  wrongRate?: number;
  /** Probability that an answer has no markers. */
  formatRate?: number;
  /** Probability that a call fails with HTTP 500 / malformed JSON / a hang (first attempts only). */
  errorRate?: number;
  malformedRate?: number;
  hangRate?: number;
  hangMs?: number;
  /** Prompts for which every call fails with 500. */
  alwaysFail?: (prompt: string) => boolean;
  /**
   * Prompts "longer than the model's context": every call answers HTTP 400 with the body vLLM's OpenAI
   * server sends then (vllm/entrypoints/openai/serving_engine.py: _validate_input's message, wrapped by
   * create_error_response in an ErrorResponse of type "BadRequestError").
   */
  tooLong?: (prompt: string) => boolean;
  /** Answers right iff the level is at most this (overrides wrongRate). */
  skill?: (known: Known) => boolean;
  /** The finish_reason of an answer (default "stop"); "length" plays a reply cut off at max tokens. */
  finishReason?: (known: Known) => string;
  /** Every call fails with HTTP 500, the check request included (a dead model server behind a proxy). */
  down?: boolean;
  /** Listen on this port (a restarted server at the same address); default: any free port. */
  port?: number;
}

export type AnswerKind = "correct" | "wrong" | "format";

export interface Served {
  calls: number;
  failures: number;
  /** Answers sent per prompt (a reply the client gave up on still counts here). */
  answers: Map<string, AnswerKind[]>;
  /** What each reply was, by the reply id written into its text ("reply-<n>"). */
  replies: Map<string, AnswerKind>;
  /** Check requests (rlve's one request before a run), not counted in calls. */
  checks: number;
  /** The JSON body of every chat request, check requests included. */
  bodies: Array<Record<string, unknown>>;
}

function unit(...parts: Array<string | number>): number {
  return createHash("sha256").update(parts.join("|")).digest().readUInt32LE(0) / 2 ** 32;
}

export async function startMock(
  opts: MockOptions,
): Promise<{ url: string; served: Served; close: () => Promise<void> }> {
  const served: Served = {
    calls: 0,
    failures: 0,
    answers: new Map(),
    replies: new Map(),
    checks: 0,
    bodies: [],
  };
  const callsPerPrompt = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        served.calls++;
        res.writeHead(404).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const parsed = JSON.parse(body) as { messages: Array<{ content: string }> };
      served.bodies.push(parsed);
      const messages = parsed.messages;
      const prompt = messages[messages.length - 1]!.content;
      if (opts.down) {
        served.calls++;
        served.failures++;
        res
          .writeHead(500, { "content-type": "application/json" })
          .end('{"error":{"message":"model not loaded"}}');
        return;
      }
      // rlve's check request before a run: answered like a real server would, with a short reply.
      if (prompt === ENDPOINT_CHECK_PROMPT) {
        served.checks++;
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "check",
            object: "chat.completion",
            created: 0,
            model: "mock",
            choices: [{ index: 0, message: { role: "assistant", content: "OK" }, finish_reason: "stop" }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      served.calls++;
      const n = callsPerPrompt.get(prompt) ?? 0;
      callsPerPrompt.set(prompt, n + 1);
      const firstTry = n === 0 || unit("retry", prompt, n) < 0.3;
      const fail = (status: number, text: string) => {
        served.failures++;
        res.writeHead(status, { "content-type": "application/json" }).end(text);
      };
      if (opts.alwaysFail?.(prompt)) return fail(500, JSON.stringify({ error: { message: "down" } }));
      if (opts.tooLong?.(prompt)) {
        const message = `This model's maximum context length is 64 tokens. However, you requested ${prompt.length + 16} tokens (${prompt.length} in the messages, 16 in the completion). Please reduce the length of the messages or completion.`;
        return fail(
          400,
          JSON.stringify({ error: { message, type: "BadRequestError", param: null, code: 400 } }),
        );
      }
      if (firstTry && unit("err", prompt, n) < (opts.errorRate ?? 0))
        return fail(500, JSON.stringify({ error: { message: "boom" } }));
      if (firstTry && unit("bad", prompt, n) < (opts.malformedRate ?? 0)) return fail(200, "{not json");
      if (firstTry && unit("hang", prompt, n) < (opts.hangRate ?? 0)) {
        served.failures++;
        setTimeout(() => res.destroyed || res.end(), opts.hangMs ?? 2000);
        return;
      }
      const known = opts.lookup(prompt);
      if (known === undefined) return fail(400, JSON.stringify({ error: { message: "unknown prompt" } }));
      const list = served.answers.get(prompt) ?? [];
      served.answers.set(prompt, list);
      const k = list.length;
      const format = prompt.includes("\\boxed{}") ? "boxed" : "tags";
      const ref = known.env.reference(known.instance);
      let kind: AnswerKind;
      if (opts.skill) kind = opts.skill(known) ? "correct" : "wrong";
      else if (unit("fmt", prompt, k) < (opts.formatRate ?? 0)) kind = "format";
      else kind = unit("wrong", prompt, k) < (opts.wrongRate ?? 0) ? "wrong" : "correct";
      let answer: string;
      if (kind === "correct") answer = wrapAnswer(ref, format);
      else if (kind === "format") answer = `The answer is ${ref}.`;
      else {
        const near = known.env
          .wrongAnswers(known.instance, problemRng(known.env, known.level, 0).fork("mock"))
          .find((w) => w.trim() !== ref.trim());
        answer = wrapAnswer(near ?? "???", format);
      }
      list.push(kind);
      const replyId = `reply-${served.calls}`;
      served.replies.set(replyId, kind);
      const content = `${replyId}: let me think step by step.\n${answer}`;
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: `cmpl-${served.calls}`,
          object: "chat.completion",
          created: 0,
          model: "mock",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content },
              finish_reason: opts.finishReason?.(known) ?? "stop",
            },
          ],
          usage: {
            prompt_tokens: prompt.length,
            completion_tokens: content.length,
            total_tokens: prompt.length + content.length,
          },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    served,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
