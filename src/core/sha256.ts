/**
 * SHA-256 of a string's UTF-8 bytes, as its first four 32-bit words read little-endian (the seed words of
 * Rng.from). FIPS 180-4, written out for speed: node:crypto's createHash costs 3-4 µs per call in object
 * set-up and @noble/hashes about 5 µs, this about 1 µs on a short string. Rng.from runs once per problem and
 * once per fork (balanced draws fork k + 1 times), so it sits in every generation. The test compares it
 * with node:crypto on random strings, lone surrogates included (encoded as U+FFFD, as Node does).
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const W = new Int32Array(64);
let bytes = new Uint8Array(256);

/** Writes the UTF-8 bytes of s into `bytes` (grown when needed) and returns their count. */
function utf8(s: string): number {
  if (bytes.length < 3 * s.length + 72) bytes = new Uint8Array(3 * s.length + 72);
  let len = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      bytes[len++] = c;
    } else if (c < 0x800) {
      bytes[len++] = 0xc0 | (c >> 6);
      bytes[len++] = 0x80 | (c & 63);
    } else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
      bytes[len++] = 0xf0 | (c >> 18);
      bytes[len++] = 0x80 | ((c >> 12) & 63);
      bytes[len++] = 0x80 | ((c >> 6) & 63);
      bytes[len++] = 0x80 | (c & 63);
    } else {
      if (c >= 0xd800 && c < 0xe000) c = 0xfffd; // a lone surrogate
      bytes[len++] = 0xe0 | (c >> 12);
      bytes[len++] = 0x80 | ((c >> 6) & 63);
      bytes[len++] = 0x80 | (c & 63);
    }
  }
  return len;
}

const swap = (x: number): number =>
  ((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24);

/** The digest's first 16 bytes as four little-endian signed 32-bit words (Buffer.readInt32LE at 0, 4, 8, 12). */
export function sha256Words(s: string): [number, number, number, number] {
  const len = utf8(s);
  // Padding: a 1 bit, zeros, and the bit length as a 64-bit big-endian number, to a multiple of 64 bytes.
  const total = (((len + 8) >> 6) + 1) << 6;
  bytes[len] = 0x80;
  bytes.fill(0, len + 1, total);
  const bits = len * 8;
  const high = Math.floor(bits / 0x100000000);
  bytes[total - 8] = high >>> 24;
  bytes[total - 7] = high >>> 16;
  bytes[total - 6] = high >>> 8;
  bytes[total - 5] = high;
  bytes[total - 4] = bits >>> 24;
  bytes[total - 3] = bits >>> 16;
  bytes[total - 2] = bits >>> 8;
  bytes[total - 1] = bits;
  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  for (let off = 0; off < total; off += 64) {
    for (let t = 0; t < 16; t++) {
      const j = off + 4 * t;
      W[t] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
    }
    for (let t = 16; t < 64; t++) {
      const x = W[t - 15]!;
      const y = W[t - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[t] = (W[t - 16]! + s0 + W[t - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let t = 0; t < 64; t++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[t]! + W[t]!) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  return [swap(h0), swap(h1), swap(h2), swap(h3)];
}
