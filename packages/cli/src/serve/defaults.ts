// Apart from the server so that the command line can show them in --help without loading fastify.
export const SERVE_DEFAULTS = { bodyLimit: 8 * 1024 * 1024, requestTimeoutMs: 30_000, maxConcurrent: 32 } as const;
