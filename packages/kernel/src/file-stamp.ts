import { statSync } from 'node:fs';

/**
 * What tells, without reading a file, whether it may have changed: its size, when its content was
 * last written (`mtime`) and when its entry last changed (`ctime`, which no tool sets back the way
 * `touch -d` or `cp -p` set `mtime`). The caches keep a stamp for every file an entry was made from
 * and use the entry only while each stamp is the same, as Python checks its compiled files by size
 * and mtime: reading and hashing every pack file and bundle instead cost a fresh process more than
 * the rest of the check did.
 *
 * Take the stamp before reading the file: a file written in between then has a newer stamp than the
 * entry, and the entry is only ever missed. What a stamp cannot see: a file rewritten to the same
 * size within one tick of the file system's clock (a few milliseconds) after it was stamped.
 */
export function fileStamp(file: string): string {
  const { size, mtimeMs, ctimeMs } = statSync(file);
  return `${size}:${mtimeMs}:${ctimeMs}`;
}
