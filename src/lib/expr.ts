// Safe expressions: a bounded recursive-descent parser (never eval), exact rational arithmetic for
// number-only expressions (Countdown), and functions of x with numeric evaluation and symbolic
// differentiation (calculus environments).
import { Rational } from "./rational.ts";

export const FUNCTIONS = ["sin", "cos", "tan", "exp", "log", "sqrt"] as const;
export type Fn = (typeof FUNCTIONS)[number];
export type BinOp = "+" | "-" | "*" | "/" | "^";

export type Expr =
  | { t: "num"; v: Rational }
  | { t: "const"; name: "pi" | "E" }
  | { t: "x" }
  | { t: "neg"; a: Expr }
  | { t: "bin"; op: BinOp; a: Expr; b: Expr }
  | { t: "fn"; f: Fn; a: Expr };

/** Raised for text that is not a well-formed expression of the requested grammar. */
export class ExprSyntaxError extends Error {
  override name = "ExprSyntaxError";
}

export interface ParseOptions {
  /** Longest accepted text. */
  maxLength?: number;
  /** Deepest accepted nesting (parentheses, unary operators, powers, function calls). */
  maxDepth?: number;
  /** Most nodes in the tree. */
  maxNodes?: number;
  /** Most digits in one number literal. */
  maxDigits?: number;
  /** Allow the variable x and the constants pi and E/e. */
  variable?: boolean;
  /** Allow sin cos tan exp log (ln) sqrt. */
  functions?: boolean;
  /** Allow ^ and ** (power). */
  power?: boolean;
  /** Allow unary + and -. */
  unary?: boolean;
  /** Allow decimal literals such as 0.5 (exact). */
  decimals?: boolean;
}

const DEFAULTS: Required<ParseOptions> = {
  maxLength: 5000,
  maxDepth: 60,
  maxNodes: 2000,
  maxDigits: 30,
  variable: true,
  functions: true,
  power: true,
  unary: true,
  decimals: true,
};

/** Options for the Countdown grammar: integers, + - * / and parentheses only. */
export const ARITHMETIC_ONLY: ParseOptions = {
  maxLength: 2000,
  variable: false,
  functions: false,
  power: false,
  unary: false,
  decimals: false,
};

type Tok =
  | { k: "num"; text: string }
  | { k: "id"; text: string }
  | { k: "op"; text: "+" | "-" | "*" | "/" | "^" | "(" | ")" };

function tokenize(src: string, o: Required<ParseOptions>): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(c)) {
      let j = i;
      while (j < src.length && /[0-9]/.test(src[j]!)) j++;
      if (src[j] === ".") {
        if (!o.decimals) throw new ExprSyntaxError("decimal numbers are not allowed");
        j++;
        while (j < src.length && /[0-9]/.test(src[j]!)) j++;
      }
      const text = src.slice(i, j);
      if (text === "." || text === "") throw new ExprSyntaxError("malformed number");
      if (text.replace(".", "").length > o.maxDigits) throw new ExprSyntaxError("number has too many digits");
      out.push({ k: "num", text });
      i = j;
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      let j = i;
      while (j < src.length && /[A-Za-z]/.test(src[j]!)) j++;
      if (j - i > 10) throw new ExprSyntaxError("unknown name");
      out.push({ k: "id", text: src.slice(i, j) });
      i = j;
      continue;
    }
    if (c === "*" && src[i + 1] === "*") {
      out.push({ k: "op", text: "^" });
      i += 2;
      continue;
    }
    const map: Record<string, "+" | "-" | "*" | "/" | "^" | "(" | ")"> = {
      "+": "+",
      "-": "-",
      "\u2212": "-",
      "*": "*",
      "\u00d7": "*",
      "\u00b7": "*",
      "/": "/",
      "\u00f7": "/",
      "^": "^",
      "(": "(",
      ")": ")",
    };
    const op = map[c];
    if (op === undefined) throw new ExprSyntaxError(`unexpected character "${c}"`);
    out.push({ k: "op", text: op });
    i++;
  }
  return out;
}

class Parser {
  private pos = 0;
  private depth = 0;
  private nodes = 0;
  constructor(
    private readonly toks: Tok[],
    private readonly o: Required<ParseOptions>,
  ) {}

  parseAll(): Expr {
    if (this.toks.length === 0) throw new ExprSyntaxError("empty expression");
    const e = this.expr();
    if (this.pos !== this.toks.length) throw new ExprSyntaxError("unexpected text after the expression");
    return e;
  }

  private peek(): Tok | undefined {
    return this.toks[this.pos];
  }
  private isOp(text: string): boolean {
    const t = this.peek();
    return t !== undefined && t.k === "op" && t.text === text;
  }
  private node<E extends Expr>(e: E): E {
    if (++this.nodes > this.o.maxNodes) throw new ExprSyntaxError("expression is too large");
    return e;
  }
  private enter(): void {
    if (++this.depth > this.o.maxDepth) throw new ExprSyntaxError("expression is nested too deeply");
  }

  private expr(): Expr {
    this.enter();
    let e = this.term();
    while (this.isOp("+") || this.isOp("-")) {
      const op = (this.toks[this.pos++] as { text: "+" | "-" }).text;
      e = this.node({ t: "bin", op, a: e, b: this.term() });
    }
    this.depth--;
    return e;
  }

  private term(): Expr {
    let e = this.unary();
    while (this.isOp("*") || this.isOp("/")) {
      const op = (this.toks[this.pos++] as { text: "*" | "/" }).text;
      e = this.node({ t: "bin", op, a: e, b: this.unary() });
    }
    return e;
  }

  private unary(): Expr {
    if (this.isOp("-") || this.isOp("+")) {
      if (!this.o.unary) throw new ExprSyntaxError("unary signs are not allowed");
      const neg = this.isOp("-");
      this.pos++;
      this.enter();
      const a = this.unary();
      this.depth--;
      return neg ? this.node({ t: "neg", a }) : a;
    }
    return this.power();
  }

  private power(): Expr {
    const base = this.primary();
    if (this.isOp("^")) {
      if (!this.o.power) throw new ExprSyntaxError("powers are not allowed");
      this.pos++;
      this.enter();
      const exp = this.unary();
      this.depth--;
      return this.node({ t: "bin", op: "^", a: base, b: exp });
    }
    return base;
  }

  private primary(): Expr {
    const t = this.peek();
    if (t === undefined) throw new ExprSyntaxError("expression ends too early");
    if (t.k === "num") {
      this.pos++;
      const [ip, fp = ""] = t.text.split(".");
      const v = new Rational(BigInt(`${ip || "0"}${fp}` || "0"), 10n ** BigInt(fp.length));
      return this.node({ t: "num", v });
    }
    if (t.k === "id") {
      this.pos++;
      const name = t.text;
      if (this.o.variable && name === "x") return this.node({ t: "x" });
      if (this.o.variable && name === "pi") return this.node({ t: "const", name: "pi" });
      if (this.o.variable && (name === "E" || name === "e")) return this.node({ t: "const", name: "E" });
      const f = (name === "ln" ? "log" : name) as Fn;
      if (this.o.functions && FUNCTIONS.includes(f)) {
        if (!this.isOp("(")) throw new ExprSyntaxError(`${name} must be followed by (`);
        this.pos++;
        const a = this.expr();
        if (!this.isOp(")")) throw new ExprSyntaxError("missing )");
        this.pos++;
        return this.node({ t: "fn", f, a });
      }
      throw new ExprSyntaxError(`unknown name "${name.slice(0, 12)}"`);
    }
    if (t.text === "(") {
      this.pos++;
      const e = this.expr();
      if (!this.isOp(")")) throw new ExprSyntaxError("missing )");
      this.pos++;
      return e;
    }
    throw new ExprSyntaxError(`unexpected "${t.text}"`);
  }
}

/** Parse an expression; throws ExprSyntaxError (never anything else) for bad or oversized input. */
export function parseExpr(text: string, options: ParseOptions = {}): Expr {
  const o = { ...DEFAULTS, ...options };
  if (typeof text !== "string") throw new ExprSyntaxError("not text");
  if (text.length > o.maxLength)
    throw new ExprSyntaxError(`expression is longer than ${o.maxLength} characters`);
  return new Parser(tokenize(text, o), o).parseAll();
}

/** Number literals in the order they appear. */
export function literals(e: Expr): Rational[] {
  const out: Rational[] = [];
  const walk = (n: Expr): void => {
    if (n.t === "num") out.push(n.v);
    else if (n.t === "neg" || n.t === "fn") walk(n.a);
    else if (n.t === "bin") {
      walk(n.a);
      walk(n.b);
    }
  };
  walk(e);
  return out;
}

/**
 * Exact value of a number-only expression with + - * / (and unary minus); null on division by zero.
 * Throws for x, functions or powers. The caller bounds the literals (work is polynomial in their size).
 */
export function evalRational(e: Expr): Rational | null {
  switch (e.t) {
    case "num":
      return e.v;
    case "neg": {
      const a = evalRational(e.a);
      return a === null ? null : a.neg();
    }
    case "bin": {
      const a = evalRational(e.a);
      const b = evalRational(e.b);
      if (a === null || b === null) return null;
      if (e.op === "+") return a.add(b);
      if (e.op === "-") return a.sub(b);
      if (e.op === "*") return a.mul(b);
      if (e.op === "/") return b.isZero() ? null : a.div(b);
      throw new Error("evalRational: powers are not supported");
    }
    default:
      throw new Error(`evalRational: ${e.t} is not a number-only node`);
  }
}

// ---- printing ----

function prec(e: Expr): number {
  if (e.t === "bin") return e.op === "+" || e.op === "-" ? 1 : e.op === "^" ? 4 : 2;
  if (e.t === "neg") return 3;
  if (e.t === "num" && (e.v.num < 0n || e.v.den !== 1n)) return e.v.num < 0n ? 3 : 2;
  return 5;
}

/** Print with the fewest parentheses; `**` or `^` for powers, `*` and `/` for products. */
export function toText(e: Expr, powOp: "**" | "^" = "**"): string {
  const wrap = (c: Expr, need: boolean) => (need ? `(${toText(c, powOp)})` : toText(c, powOp));
  switch (e.t) {
    case "num":
      return e.v.toString();
    case "const":
      return e.name;
    case "x":
      return "x";
    case "neg":
      return `-${wrap(e.a, prec(e.a) < 4)}`;
    case "fn":
      return `${e.f}(${toText(e.a, powOp)})`;
    case "bin": {
      const p = prec(e);
      if (e.op === "^") return `${wrap(e.a, prec(e.a) <= 4)}${powOp}${wrap(e.b, prec(e.b) < 4)}`;
      const left = wrap(e.a, prec(e.a) < p);
      const right = wrap(
        e.b,
        prec(e.b) === 3 || (e.op === "+" || e.op === "*" ? prec(e.b) < p : prec(e.b) <= p),
      );
      return `${left} ${e.op} ${right}`;
    }
  }
}

// ---- smart constructors with light simplification ----

const FOLD_DIGITS = 60;

function small(r: Rational): boolean {
  return r.num.toString().length <= FOLD_DIGITS && r.den.toString().length <= FOLD_DIGITS;
}

export const num = (v: Rational | number | bigint): Expr => ({
  t: "num",
  v: v instanceof Rational ? v : new Rational(BigInt(v)),
});
export const X: Expr = { t: "x" };
const isNum = (e: Expr): e is { t: "num"; v: Rational } => e.t === "num";
const isVal = (e: Expr, v: number): boolean => e.t === "num" && e.v.den === 1n && e.v.num === BigInt(v);

export function neg(a: Expr): Expr {
  if (a.t === "num") return num(a.v.neg());
  if (a.t === "neg") return a.a;
  return { t: "neg", a };
}
export function add(a: Expr, b: Expr): Expr {
  if (isVal(a, 0)) return b;
  if (isVal(b, 0)) return a;
  if (isNum(a) && isNum(b)) {
    const r = a.v.add(b.v);
    if (small(r)) return num(r);
  }
  if (b.t === "neg") return sub(a, b.a);
  return { t: "bin", op: "+", a, b };
}
export function sub(a: Expr, b: Expr): Expr {
  if (isVal(b, 0)) return a;
  if (isVal(a, 0)) return neg(b);
  if (isNum(a) && isNum(b)) {
    const r = a.v.sub(b.v);
    if (small(r)) return num(r);
  }
  if (b.t === "neg") return add(a, b.a);
  return { t: "bin", op: "-", a, b };
}
export function mul(a: Expr, b: Expr): Expr {
  if (isVal(a, 0) || isVal(b, 0)) return num(0);
  if (isVal(a, 1)) return b;
  if (isVal(b, 1)) return a;
  if (isVal(a, -1)) return neg(b);
  if (isVal(b, -1)) return neg(a);
  if (isNum(a) && isNum(b)) {
    const r = a.v.mul(b.v);
    if (small(r)) return num(r);
  }
  if (isNum(b) && !isNum(a)) return mul(b, a);
  if (b.t === "bin" && b.op === "/" && isVal(b.a, 1)) return div(a, b.b);
  if (isNum(a) && b.t === "bin" && b.op === "*" && isNum(b.a)) {
    const r = a.v.mul(b.a.v);
    if (small(r)) return mul(num(r), b.b);
  }
  return { t: "bin", op: "*", a, b };
}
export function div(a: Expr, b: Expr): Expr {
  if (isVal(b, 1)) return a;
  if (isVal(a, 0) && !isVal(b, 0)) return num(0);
  if (isNum(a) && isNum(b) && !b.v.isZero()) {
    const r = a.v.div(b.v);
    if (small(r)) return num(r);
  }
  return { t: "bin", op: "/", a, b };
}
export function pow(a: Expr, b: Expr): Expr {
  if (isVal(b, 0)) return num(1);
  if (isVal(b, 1)) return a;
  return { t: "bin", op: "^", a, b };
}
export function fn(f: Fn, a: Expr): Expr {
  return { t: "fn", f, a };
}

/** Whether x occurs in e. */
export function hasX(e: Expr): boolean {
  if (e.t === "x") return true;
  if (e.t === "neg" || e.t === "fn") return hasX(e.a);
  if (e.t === "bin") return hasX(e.a) || hasX(e.b);
  return false;
}

/** Symbolic derivative d/dx. Memoised per node, so the result is a DAG of size linear in the input. */
export function derivative(e: Expr): Expr {
  const memo = new Map<Expr, Expr>();
  const freeMemo = new Map<Expr, boolean>();
  const free = (n: Expr): boolean => {
    let v = freeMemo.get(n);
    if (v === undefined) {
      v =
        n.t === "x"
          ? false
          : n.t === "neg" || n.t === "fn"
            ? free(n.a)
            : n.t === "bin"
              ? free(n.a) && free(n.b)
              : true;
      freeMemo.set(n, v);
    }
    return v;
  };
  const d = (n: Expr): Expr => {
    const hit = memo.get(n);
    if (hit !== undefined) return hit;
    let r: Expr;
    if (free(n)) r = num(0);
    else
      switch (n.t) {
        case "x":
          r = num(1);
          break;
        case "neg":
          r = neg(d(n.a));
          break;
        case "fn": {
          const a = n.a;
          const da = d(a);
          switch (n.f) {
            case "sin":
              r = mul(fn("cos", a), da);
              break;
            case "cos":
              r = neg(mul(fn("sin", a), da));
              break;
            case "tan":
              r = div(da, pow(fn("cos", a), num(2)));
              break;
            case "exp":
              r = mul(fn("exp", a), da);
              break;
            case "log":
              r = div(da, a);
              break;
            case "sqrt":
              r = div(da, mul(num(2), fn("sqrt", a)));
              break;
          }
          break;
        }
        case "bin": {
          const { a, b } = n;
          switch (n.op) {
            case "+":
              r = add(d(a), d(b));
              break;
            case "-":
              r = sub(d(a), d(b));
              break;
            case "*":
              r = free(a) ? mul(a, d(b)) : free(b) ? mul(b, d(a)) : add(mul(d(a), b), mul(a, d(b)));
              break;
            case "/":
              r = free(b) ? div(d(a), b) : div(sub(mul(d(a), b), mul(a, d(b))), pow(b, num(2)));
              break;
            case "^":
              if (free(b)) {
                const bm1 = isNum(b) ? num(b.v.sub(Rational.ONE)) : sub(b, num(1));
                r = mul(mul(b, pow(a, bm1)), d(a));
              } else if (free(a)) {
                r = mul(mul(n, fn("log", a)), d(b));
              } else {
                r = mul(n, add(mul(d(b), fn("log", a)), div(mul(b, d(a)), a)));
              }
              break;
          }
          break;
        }
        default:
          r = num(0);
      }
    memo.set(n, r!);
    return r!;
  };
  return d(e);
}

/** Values of e at each of the points (NaN or ±Infinity where undefined). Linear in the DAG size. */
export function evaluate(e: Expr, xs: readonly number[]): Float64Array {
  const memo = new Map<Expr, Float64Array>();
  const k = xs.length;
  const ev = (n: Expr): Float64Array => {
    const hit = memo.get(n);
    if (hit !== undefined) return hit;
    const out = new Float64Array(k);
    switch (n.t) {
      case "num":
        out.fill(n.v.toNumber());
        break;
      case "const":
        out.fill(n.name === "pi" ? Math.PI : Math.E);
        break;
      case "x":
        for (let i = 0; i < k; i++) out[i] = xs[i]!;
        break;
      case "neg": {
        const a = ev(n.a);
        for (let i = 0; i < k; i++) out[i] = -a[i]!;
        break;
      }
      case "fn": {
        const a = ev(n.a);
        const f = FN_IMPL[n.f];
        for (let i = 0; i < k; i++) out[i] = f(a[i]!);
        break;
      }
      case "bin": {
        const a = ev(n.a);
        const b = ev(n.b);
        for (let i = 0; i < k; i++) out[i] = binop(n.op, a[i]!, b[i]!);
        break;
      }
    }
    memo.set(n, out);
    return out;
  };
  return ev(e);
}

/** Values of e at the points, one number per point. */
export function valuesAt(e: Expr, xs: readonly number[]): number[] {
  return Array.from(evaluate(e, xs));
}

const FN_IMPL: Record<Fn, (v: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  exp: Math.exp,
  log: (v) => (v > 0 ? Math.log(v) : Number.NaN),
  sqrt: (v) => (v >= 0 ? Math.sqrt(v) : Number.NaN),
};

function binop(op: BinOp, a: number, b: number): number {
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return b === 0 ? Number.NaN : a / b;
    case "^":
      if (a < 0 && !Number.isInteger(b)) return Number.NaN;
      if (a === 0 && b <= 0) return Number.NaN;
      return a ** b;
  }
}

/** Tree size (shared subtrees counted once per occurrence, capped at `cap`). */
export function treeSize(e: Expr, cap = Number.POSITIVE_INFINITY): number {
  let n = 0;
  const walk = (m: Expr): void => {
    if (++n > cap) return;
    if (m.t === "neg" || m.t === "fn") walk(m.a);
    else if (m.t === "bin") {
      walk(m.a);
      walk(m.b);
    }
  };
  walk(e);
  return n;
}

export interface Agreement {
  /** Points where both sides are finite (and the expected side moderate). */
  valid: number;
  /** Valid points where they differ beyond the tolerance. */
  mismatches: number;
}

/** Compare expected and actual values point by point with relative tolerance `tol`. */
export function agreement(expected: readonly number[], actual: readonly number[], tol = 1e-6): Agreement {
  let valid = 0;
  let mismatches = 0;
  for (let i = 0; i < expected.length; i++) {
    const e = expected[i]!;
    const a = actual[i]!;
    if (!Number.isFinite(e) || !Number.isFinite(a) || Math.abs(e) > 1e8) continue;
    valid++;
    if (Math.abs(e - a) > tol * Math.max(1, Math.abs(e), Math.abs(a))) mismatches++;
  }
  return { valid, mismatches };
}

/**
 * Rewrites the common LaTeX spellings of an expression (as written inside \boxed{}) into the plain grammar:
 * \times \cdot \div, \frac{a}{b}, \sqrt{a}, \sin \cos \tan \exp \log \ln \pi, \left \right and braces as
 * parentheses. Anything else is left for the parser to reject.
 */
export function normalizeLatex(text: string, maxLength = 20_000): string {
  if (text.length > maxLength) throw new ExprSyntaxError(`expression is longer than ${maxLength} characters`);
  if (!/[\\{}]/.test(text)) return text;
  if ((text.match(/\\[dt]?frac/g)?.length ?? 0) > 200) throw new ExprSyntaxError("too many fractions");
  let t = text
    .replace(/\\left|\\right/g, "")
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\(?:times|cdot|ast)(?![A-Za-z])/g, "*")
    .replace(/\\div(?![A-Za-z])/g, "/")
    .replace(/\\(sin|cos|tan|exp|log|ln|sqrt|pi)(?![A-Za-z])/g, "$1");
  t = t
    .replace(/\\[dt]?frac/g, "\u0001")
    .replace(/\{/g, "(")
    .replace(/\}/g, ")");
  for (let at = t.indexOf("\u0001"); at >= 0; at = t.indexOf("\u0001")) {
    const a = balancedGroup(t, at + 1);
    const b = a === null ? null : balancedGroup(t, a.end);
    if (a === null || b === null) throw new ExprSyntaxError("malformed \\frac");
    t = `${t.slice(0, at)}((${a.body})/(${b.body}))${t.slice(b.end)}`;
  }
  return t;
}

/** The parenthesised group starting at i (after spaces): its inside and the index after it. */
function balancedGroup(t: string, i: number): { body: string; end: number } | null {
  while (t[i] === " ") i++;
  if (t[i] !== "(") return null;
  let depth = 0;
  for (let j = i; j < t.length; j++) {
    if (t[j] === "(") depth++;
    else if (t[j] === ")" && --depth === 0) return { body: t.slice(i + 1, j), end: j + 1 };
  }
  return null;
}
