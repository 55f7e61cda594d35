// Linear algebra over GF(2).

/**
 * Solves A x = b over GF(2) (rows of 0/1 coefficients, b of 0/1). Returns one solution (free variables 0),
 * or null if the system is inconsistent.
 */
export function solveGf2(a: readonly (readonly number[])[], b: readonly number[]): number[] | null {
  const rows = a.length;
  const cols = rows === 0 ? 0 : a[0]!.length;
  const m = a.map((row, i) => Uint8Array.from([...row, b[i]!]));
  const pivotCol: number[] = [];
  let r = 0;
  for (let c = 0; c < cols && r < rows; c++) {
    let p = r;
    while (p < rows && m[p]![c] === 0) p++;
    if (p === rows) continue;
    [m[r], m[p]] = [m[p]!, m[r]!];
    for (let i = 0; i < rows; i++) {
      if (i === r || m[i]![c] === 0) continue;
      const row = m[i]!;
      const piv = m[r]!;
      for (let k = c; k <= cols; k++) row[k]! ^= piv[k]!;
    }
    pivotCol.push(c);
    r++;
  }
  for (let i = r; i < rows; i++) if (m[i]![cols] === 1) return null;
  const x = new Array<number>(cols).fill(0);
  pivotCol.forEach((c, i) => {
    x[c] = m[i]![cols]!;
  });
  return x;
}
