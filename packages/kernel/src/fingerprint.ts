/**
 * A 64-bit fingerprint of a text, as 16 hexadecimal digits, computed in JavaScript.
 *
 * It names what the kernel's caches keep on disk: a compiled pack, an option check that passed, a
 * body's compiled code. Node's hashes would do the same, but a fresh `factlint verify` paid 5.5 ms
 * to load `node:crypto` for them and 3.5 ms to load `node:zlib` for its CRC-32 (some 4 % of the
 * process), where this runs on code already loaded. It is for the short texts of names (a manifest,
 * a path and its stamp): run cold over long texts it is slower than loading a native hash.
 *
 * Not a cryptographic hash: whoever wants two texts with one fingerprint can make them. Every use
 * tolerates that: whoever can write a pack's files or the bundles can change what they hold anyway.
 *
 * Two 32-bit lanes, each a multiply–rotate over the text's code units with constants of its own,
 * then each mixed with the length until every bit depends on every bit of the lane.
 */
export function fingerprint(text: string): string {
  let a = 0x243f6a88;
  let b = 0x85a308d3;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x9e3779b1);
    a = (a << 13) | (a >>> 19);
    b = Math.imul(b ^ unit, 0x85ebca77);
    b = (b << 17) | (b >>> 15);
  }
  return hex32(avalanche(a ^ text.length)) + hex32(avalanche(b ^ Math.imul(text.length, 0x27d4eb2f)));
}

/** Spreads every bit of `h` over the whole word (the finalising mix of MurmurHash3, with its published constants). */
function avalanche(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hex32(h: number): string {
  return h.toString(16).padStart(8, '0');
}
