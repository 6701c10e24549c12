import { InputError } from '@factlint/kernel';
import { runOptions, type RunFlags } from '../run-options.js';
import { buildServer, SERVE_DEFAULTS } from '../serve/server.js';
import { isLoopback, readBearerToken, TOKEN_VARIABLE } from '../serve/bearer-token.js';

export interface ServeFlags extends RunFlags {
  host?: string;
  port?: string;
  tokenFile?: string;
  bodyLimit?: string;
  timeout?: string;
  maxConcurrent?: string;
}

/** After SIGTERM or SIGINT, requests in progress get this long to finish before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * `factlint serve`: the HTTP API, until SIGTERM or SIGINT; then it stops taking requests, lets those
 * in progress finish (at most SHUTDOWN_GRACE_MS), and exits 0. Beyond loopback it refuses to start
 * without a bearer token.
 */
export async function serveCommand(flags: ServeFlags): Promise<number> {
  const host = flags.host ?? '127.0.0.1';
  const port = wholeNumber(flags.port ?? '8787', '--port', 0, 65535);
  const token = readBearerToken(flags.tokenFile);
  if (!token && !isLoopback(host)) {
    throw new InputError([
      {
        file: '--host',
        path: '',
        message: `${host} is reachable beyond this machine: a bearer token is required (--token-file FILE or ${TOKEN_VARIABLE})`,
      },
    ]);
  }
  const { engine, call, named } = runOptions(flags);
  const { app, appliedPacks } = await buildServer({
    engine,
    call,
    named,
    ...(token ? { token } : {}),
    bodyLimit: wholeNumber(flags.bodyLimit ?? String(SERVE_DEFAULTS.bodyLimit), '--body-limit', 1),
    requestTimeoutMs: wholeNumber(flags.timeout ?? String(SERVE_DEFAULTS.requestTimeoutMs), '--timeout', 1),
    maxConcurrent: wholeNumber(flags.maxConcurrent ?? String(SERVE_DEFAULTS.maxConcurrent), '--max-concurrent', 1),
  });
  const address = await app.listen({ host, port });
  process.stderr.write(
    `factlint serve: listening on ${address}${token ? ' (bearer token required)' : ''}; packs applied to every request: ${appliedPacks.join(', ') || 'none'}\n`,
  );

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  process.stderr.write(`factlint serve: ${signal}: finishing requests in progress\n`);
  const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await app.close();
  clearTimeout(cut);
  process.stderr.write('factlint serve: stopped\n');
  return 0;
}

function wholeNumber(value: string, flag: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new InputError([{ file: flag, path: '', message: `expected a whole number from ${min} to ${max}, found "${value}"` }]);
  return n;
}
