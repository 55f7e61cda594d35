import { CATALOG_ROWS } from "./catalog-data.ts";
import type { AnswerKind, Category, Split } from "./env.ts";

/** One family of the RLVE-Gym catalog (the backlog). */
export interface CatalogEntry {
  rlveId: string;
  set: "HO" | "256" | "400";
  category: Category;
  split: Split;
  answerKind: AnswerKind;
  rewardStyle: string;
}

const KIND: Record<string, AnswerKind> = {
  unique: "unique",
  "any valid": "any-valid",
  "any optimal": "any-optimal",
};

export const CATALOG: readonly CatalogEntry[] = CATALOG_ROWS.map(
  ([rlveId, set, category, answer, style]) => ({
    rlveId,
    set: set as CatalogEntry["set"],
    category: category as Category,
    split: set === "HO" ? "held-out" : "train",
    answerKind: KIND[answer] ?? "unique",
    rewardStyle: style,
  }),
);

const BY_ID = new Map(CATALOG.map((e) => [e.rlveId, e]));

export function catalogEntry(rlveId: string): CatalogEntry | undefined {
  return BY_ID.get(rlveId);
}
