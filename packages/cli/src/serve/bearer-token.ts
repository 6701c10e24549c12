import { readFileSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { InputError } from '@factlint/kernel';

/** The environment variable a token may come from instead of `--token-file`. */
export const TOKEN_VARIABLE = 'FACTLINT_TOKEN';
const MIN_TOKEN_LENGTH = 16;

/** A host that only this machine can reach: `localhost`, 127.0.0.0/8, `::1`. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1' || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * The bearer token the server requires, from `--token-file` or FACTLINT_TOKEN (surrounding white
 * space dropped); undefined when neither is set. A short or empty token is bad input.
 */
export function readBearerToken(tokenFile: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  let token: string | undefined;
  let source: string;
  if (tokenFile) {
    source = tokenFile;
    try {
      token = readFileSync(tokenFile, 'utf8').trim();
    } catch (e) {
      throw new InputError([
        {
          file: '--token-file',
          path: '',
          message: `cannot read ${tokenFile}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
        },
      ]);
    }
  } else {
    source = TOKEN_VARIABLE;
    token = env[TOKEN_VARIABLE]?.trim();
    if (token === undefined) return undefined;
  }
  if (token.length < MIN_TOKEN_LENGTH) {
    throw new InputError([
      { file: source, path: '', message: `a bearer token of at least ${MIN_TOKEN_LENGTH} characters is expected, found ${token.length}` },
    ]);
  }
  return token;
}

/** Compares an `Authorization` header with `Bearer TOKEN` in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
