type StreamName = 'stdout' | 'stderr';

/**
 * Which of `process.stdout` and `process.stderr` this process has made so far. Node makes each the
 * first time it is asked for, at a cost (report-output.ts); asking in order to wait for it to flush
 * would make it. So the getters are wrapped, once, to note each stream as it is made, and `onMade`
 * hears of it then (the bin sets the closed-pipe handler there). A stream made before the watch
 * began counts as made.
 */
export function watchStandardStreams(onMade: (name: StreamName, stream: NodeJS.WriteStream) => void): () => NodeJS.WriteStream[] {
  const made: NodeJS.WriteStream[] = [];
  const note = (name: StreamName, stream: NodeJS.WriteStream) => {
    made.push(stream);
    onMade(name, stream);
  };
  for (const name of ['stdout', 'stderr'] as const) {
    const own = Object.getOwnPropertyDescriptor(process, name);
    const makeStream = own?.get;
    if (!makeStream || !own.configurable) {
      note(name, process[name]);
      continue;
    }
    Object.defineProperty(process, name, {
      configurable: true,
      enumerable: own.enumerable,
      get() {
        const stream = makeStream.call(process) as NodeJS.WriteStream;
        Object.defineProperty(process, name, { configurable: true, enumerable: own.enumerable, get: makeStream });
        note(name, stream);
        return stream;
      },
    });
  }
  return () => [...made];
}
