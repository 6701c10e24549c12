/**
 * `factlint eval … | head`: when the reader closes the pipe, writing fails with EPIPE. That is the
 * reader saying it has seen enough, not an error: stop at once, quietly, as other command-line tools
 * do. Any other failure to write the output is said in one line (exit 3), never as a stack trace.
 */
export function exitQuietlyWhenPipeCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', endAfterWriteFailure);
}

/** Ends the process after a failed write of the output: quietly for a closed pipe, else in one line. */
export function endAfterWriteFailure(e: NodeJS.ErrnoException): never {
  if (e.code === 'EPIPE') process.exit(0);
  process.stderr.write(`factlint: cannot write the output: ${e.code ?? e.message}\n`);
  process.exit(3);
}
