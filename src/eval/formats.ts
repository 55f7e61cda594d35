export type ExportFormat = "jsonl" | "parquet" | "openai-rft";
export const EXPORT_FORMATS: readonly ExportFormat[] = ["jsonl", "parquet", "openai-rft"];
