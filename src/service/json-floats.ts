/**
 * JSON where chosen numbers always carry a decimal point. JSON has one number type, but Python's `json`
 * reads `1` as an int and `1.0` as a float, and trainers build tensors from what they read: OpenRLHF's
 * `torch.tensor([reward])` is int64 for `1`, and group normalisation (`rewards.std()`) then fails. The
 * compatibility endpoints mark their rewards and scores with `float()` and send `stringifyWithFloats()`.
 */

/** A number to be written with a decimal point (`1` as `1.0`). */
export class JsonFloat {
  constructor(readonly value: number) {}
}

export const float = (value: number): JsonFloat => new JsonFloat(value);

function floatText(n: number): string {
  if (!Number.isFinite(n)) return "null";
  const s = JSON.stringify(n);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

/** JSON.stringify, except that JsonFloat values are written as floats. */
export function stringifyWithFloats(value: unknown): string {
  if (value instanceof JsonFloat) return floatText(value.value);
  if (Array.isArray(value)) {
    return `[${value.map((x) => (x === undefined || typeof x === "function" ? "null" : stringifyWithFloats(x))).join(",")}]`;
  }
  if (value !== null && typeof value === "object") {
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") return JSON.stringify(value);
    const parts: string[] = [];
    for (const [k, x] of Object.entries(value)) {
      if (x === undefined || typeof x === "function") continue;
      parts.push(`${JSON.stringify(k)}:${stringifyWithFloats(x)}`);
    }
    return `{${parts.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
