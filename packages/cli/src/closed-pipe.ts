/**
 * `factlint eval … | head`: when the reader closes the pipe, writing fails with EPIPE. That is the
 * reader saying it has seen enough, not an error: stop at once, quietly, as other command-line tools
 * do. Any other write error still surfaces.
 */
export function exitQuietlyWhenPipeCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}
