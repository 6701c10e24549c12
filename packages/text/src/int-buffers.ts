/*
 * Integer buffers that a pass writes as it goes and that grow when a text needs more room: one
 * helper for the doubling, so every such buffer keeps what it held.
 */

/** `list` in an array twice its length, what it held first. */
export function doubled(list: Int32Array): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(list.length * 2);
  larger.set(list);
  return larger;
}
