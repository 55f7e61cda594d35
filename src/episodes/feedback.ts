/**
 * Feedback on a wrong attempt of a single-turn environment played as an episode (issue 29).
 *
 * Built from the attempt's status and the environment's answer kind ONLY, never from verify's reason:
 * reasons are written for logs, and they did quote the reference in 12 environments until recently
 * (monotonic-stack's "expected 19, got 29"; fixed on main in 39b2934); nothing guarantees a future
 * environment's reason will not. Every message below is a fixed sentence without digits, one-letter words
 * or yes/no (the references of some families are "a" or "No"), so it cannot state the reference;
 * test/episodes checks this over every environment, and checks that the leak check catches a feedback
 * that does quote the reference.
 *
 * What each status promises comes from the Verdict contract of src/core/outcome.ts: `wrong` and `partial`
 * are well-formed and feasible answers that are not (fully) right, `invalid` is well-formed but breaks a
 * rule of the problem, `wrong_format` did not parse. For an any-optimal family a feasible answer that is not
 * right is therefore one that a better value beats.
 */

import type { AnswerKind } from "../core/env.ts";
import type { AnswerFormat } from "../core/extract.ts";
import type { Status } from "../core/outcome.ts";

export const FEEDBACK = {
  correct: "Correct.",
  wrongFormat: (format: AnswerFormat) =>
    format === "tags"
      ? "The format was not followed: no answer in the form the problem asks was found between <answer> and </answer>."
      : "The format was not followed: no answer in the form the problem asks was found inside \\boxed{}.",
  invalid: "Invalid answer: it breaks the rules or constraints of the problem.",
  notOptimal: "Feasible, but not optimal: better values exist.",
  notAllConstraints:
    "Not accepted: the answer is well-formed but does not meet every requirement of the problem.",
  wrong: "Wrong: that is not the answer.",
  unscorable: "This attempt could not be scored (verifier error); the episode ends without score.",
  again: "Try again.",
  noMore: "Out of attempts.",
} as const;

/** The feedback sentence for an attempt that ended with `status` (before "try again" / "no attempts left"). */
export function feedbackOf(status: Status, answerKind: AnswerKind, format: AnswerFormat = "tags"): string {
  switch (status) {
    case "correct":
      return FEEDBACK.correct;
    case "wrong_format":
      return FEEDBACK.wrongFormat(format);
    case "invalid":
      return FEEDBACK.invalid;
    case "unscorable":
      return FEEDBACK.unscorable;
    case "wrong":
    case "partial":
      if (answerKind === "any-optimal") return FEEDBACK.notOptimal;
      if (answerKind === "any-valid") return FEEDBACK.notAllConstraints;
      return FEEDBACK.wrong;
  }
}
