// What memory the process touches for the first time costs, and how much of it a call touches.
//
// A page the process has never written (or gave back to the system) costs a page fault when it is
// first written: the kernel finds a page, zeroes it and maps it. On the virtual machines this bench
// was written on that costs 10–14 µs a 4 KB page (a C probe writing a fresh 64 MB mapping read 14,
// the probe below 10–13), and V8 asks for fresh pages whenever the old generation or a large object
// grows, so a long verify's system time rises faster than its input (docs/speed.md, forty-second
// round). Both figures are read here so that the bench can print them beside its CPU times.

const PAGE = 4096;
/**
 * Large enough that the allocator maps it fresh each time: glibc maps a large block on its own, but
 * after freeing one it serves blocks up to that size from memory it keeps (already touched), up to
 * 32 MB. A 16 MB probe read 0.2 µs a page on its second try for that reason.
 */
const PROBE_BYTES = 40 * 1024 * 1024;

/** Microseconds one fresh 4 KB page costs at its first write: the best of three 40 MB buffers. */
export function freshPageMicroseconds() {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    const bytes = new Uint8Array(PROBE_BYTES);
    for (let at = 0; at < PROBE_BYTES; at += PAGE) bytes[at] = 1;
    best = Math.min(best, (performance.now() - t) / (PROBE_BYTES / PAGE));
  }
  return best * 1000;
}

/** Pages the process has touched for the first time so far (minor page faults: none read from disk). */
export function freshPagesSoFar() {
  return process.resourceUsage().minorPageFault;
}
