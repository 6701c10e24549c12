import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { FastifyInstance } from 'fastify';
import { InputError, type LoadedPack } from '@factlint/kernel';
import type { PackCatalog } from '@factlint/pipeline';
import { buildServer, SERVE_DEFAULTS, type ServeOptions } from '../src/serve/server.js';
import { PackAccess } from '../src/serve/pack-access.js';
import { bearerMatches, isLoopback, readBearerToken } from '../src/serve/bearer-token.js';
import { serveCommand } from '../src/commands/serve.js';
import { runCli } from './cli-in-process.js';

const repo = new URL('../../../', import.meta.url).pathname;
const examples = (file: string) => join(repo, 'examples', file);
const scenariosOf = (file: string) =>
  (parseYaml(readFileSync(examples(file), 'utf8')) as { scenarios: Record<string, unknown>[] }).scenarios;
const TOKEN = 'test-token-0123456789abcdef';

/** A report without its timing, for comparing two runs. */
function timeless(report: Record<string, unknown>): Record<string, unknown> {
  const { latency_ms: _latency, ...rest } = report;
  return rest;
}

async function server(options: Partial<ServeOptions> = {}): Promise<FastifyInstance> {
  const { app } = await buildServer({ engine: {}, call: {}, ...SERVE_DEFAULTS, ...options });
  return app;
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await server();
});
afterAll(() => app.close());

describe('POST /v1/verify: one scenario, the report `verify --format json` gives', () => {
  const cases = [
    { file: 'quickstart.yaml', id: 'quarterly-report-contradicted', severity: 'high', verdict: 'block' },
    { file: 'quickstart.yaml', id: 'grunnbelop-samtale', severity: 'pass', verdict: null },
    { file: 'facts-ja.yaml', id: 'example-ja-kihon-teate', severity: undefined, verdict: undefined },
    { file: 'facts-nb.yaml', id: 'example-nb-aap-tak-feil', severity: undefined, verdict: undefined },
  ];
  test.each(cases)('$id ($file)', async ({ file, id, severity, verdict }) => {
    const scenario = scenariosOf(file).find((s) => s.id === id)!;
    const res = await app.inject({ method: 'POST', url: '/v1/verify', ...json(scenario) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { scenarios: Record<string, unknown>[] };
    const cli = await runCli(['verify', examples(file), '--format', 'json']);
    const expected = (JSON.parse(cli.stdout) as { scenarios: Record<string, unknown>[] }).scenarios.find((s) => s.id === id)!;
    expect(body.scenarios.map(timeless)).toEqual([timeless(expected)]);
    if (severity !== undefined) expect(body.scenarios[0]).toMatchObject({ severity, verdict });
  });

  test('a YAML body is read too (Content-Type: application/yaml)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/verify',
      headers: { 'content-type': 'application/yaml' },
      payload: 'id: y\nlocale: en\nanswer: Revenue was $5 million.\ncontext: Revenue was $5 million.\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().scenarios[0]).toMatchObject({ id: 'y', verdict: 'pass' });
  });

  test('?policy= chooses the preset for this request only', async () => {
    const scenario = { id: 'p', locale: 'en', answer: 'Revenue was $7 million.', context: 'Revenue was $5 million in 2025.' };
    const observe = await app.inject({ method: 'POST', url: '/v1/verify?policy=observe', ...json(scenario) });
    const balanced = await app.inject({ method: 'POST', url: '/v1/verify', ...json(scenario) });
    expect(balanced.json().scenarios[0].verdict).not.toBe('pass');
    expect(observe.json().scenarios[0].verdict).not.toBe('block');
    const bad = await app.inject({ method: 'POST', url: '/v1/verify?policy=lenient', ...json(scenario) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^query: policy: unknown preset "lenient" \(known: .*observe/);
  });
});

describe('POST /v1/verify/batch: many scenarios, streamed back in order as JSON lines', () => {
  test('the lines equal `verify --format jsonl`, in the order sent (en, nb, ja)', async () => {
    const scenarios = [...scenariosOf('facts-ja.yaml'), ...scenariosOf('quickstart.yaml'), ...scenariosOf('facts-nb.yaml')];
    const res = await app.inject({ method: 'POST', url: '/v1/verify/batch', ...json({ scenarios }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.id)).toEqual(scenarios.map((s) => s.id));
    const cli = await runCli([
      'verify',
      examples('facts-ja.yaml'),
      examples('quickstart.yaml'),
      examples('facts-nb.yaml'),
      '--format',
      'jsonl',
    ]);
    expect(lines.map(timeless)).toEqual(
      cli.stdout
        .trimEnd()
        .split('\n')
        .map((l) => timeless(JSON.parse(l))),
    );
  });

  test('every input error comes back before any judging: 400 naming scenarios[i]', async () => {
    const scenarios = [
      { id: 'ok', locale: 'en', answer: 'Fine.' },
      { id: 'ok', locale: 'en', answer: 'Again.' },
      { id: 'bad-locale', locale: 'xx', answer: 'Hi.' },
    ];
    const res = await app.inject({ method: 'POST', url: '/v1/verify/batch', ...json({ scenarios }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'request body:1:59: scenarios[1].id: duplicate scenario id "ok" (also in request body scenarios[0])\nrequest body:1:121: scenarios[2].locale: no locale pack for "xx" (known: en, ja, ko, nb); load a locale pack folder with --packs DIR (library: packPaths)',
    );
  });
});

describe('a request names only packs the server was started with, by name', () => {
  const refused = [
    {
      pack: './rule-packs/domain-no-welfare',
      says: /"\.\/rule-packs\/domain-no-welfare" is a path: a request names packs by name, never by path/,
    },
    { pack: '../../../etc', says: /"\.\.\/\.\.\/\.\.\/etc" is a path/ },
    { pack: '/etc/passwd', says: /"\/etc\/passwd" is a path/ },
    { pack: 'rule-packs\\locale-en', says: /is a path/ },
    { pack: '~/packs/mine', says: /is a path/ },
    { pack: 'domain-no-welfar', says: /unknown pack "domain-no-welfar": the server was not started with it/ },
    // The example pack with code exists on disk, but this server was not started with it.
    { pack: 'example-expected-behavior', says: /unknown pack "example-expected-behavior"/ },
    { pack: join(repo, 'examples/custom-checker-pack'), says: /is a path/ },
  ];
  test.each(refused)('$pack', async ({ pack, says }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/verify',
      ...json({ id: 'x', locale: 'nb', packs: ['domain-no-welfare', pack], answer: 'G er 136 549 kr.' }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; issues: { path: string }[] };
    expect(body.error).toMatch(says);
    expect(body.error).toMatch(/^request body:1:54: packs\[1\]: /);
    expect(body.error).not.toMatch(/\n\s+at /); // never a stack
  });

  test('a shipped domain pack by name: facts by id are found', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/verify',
      ...json({
        id: 'g',
        locale: 'nb',
        packs: ['domain-no-welfare'],
        facts: ['grunnbelop-2026'],
        answer: 'Grunnbeløpet (G) er 136 549 kroner fra 1. mai 2026.',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().scenarios[0].facts[0]).toMatchObject({ id: 'grunnbelop-2026', outcome: 'correct' });
  });

  test('a pack with code runs only when the operator named it at start (--packs), and then for every request', async () => {
    const withPack = await server({ engine: { packPaths: [examples('custom-checker-pack')] } });
    try {
      const scenario = {
        id: 'c',
        locale: 'nb',
        severity: 'high',
        answer: 'Du får garantert svar innen to uker.',
        expected_behavior: ['mentions "nav.no"', 'does not promise "garantert"'],
      };
      const res = await withPack.inject({ method: 'POST', url: '/v1/verify', ...json(scenario) });
      expect(res.statusCode).toBe(200);
      expect(res.json().scenarios[0].judges).toContainEqual(
        expect.objectContaining({ source: 'example-expected-behavior', severity: 'high' }),
      );
      const packs = (await withPack.inject({ method: 'GET', url: '/v1/packs' })).json();
      expect(packs.packs).toContainEqual(expect.objectContaining({ name: 'example-expected-behavior', code: true, applied: true }));
    } finally {
      await withPack.close();
    }
  });

  test('a --packs typo stops the server at start, blamed on --packs, before any request', async () => {
    const e = await buildServer({
      engine: {},
      call: { packs: ['domain-no-welfar'] },
      named: [{ name: 'domain-no-welfar', file: '--packs', path: '' }],
      ...SERVE_DEFAULTS,
    }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(InputError);
    expect((e as InputError).message).toMatch(/^--packs: unknown pack "domain-no-welfar": no such folder, and no pack has that name/);
  });

  test('PackAccess: a pack with code in the catalog that the operator did not name is refused by name', () => {
    const pack = (name: string, entry?: string) =>
      ({ manifest: { name, kind: 'domain', version: '1.0.0', ...(entry ? { entry } : {}) }, data: {} }) as unknown as LoadedPack;
    const catalog = { list: () => [pack('plain-data'), pack('has-code', 'index.js')] } as unknown as PackCatalog;
    const access = new PackAccess(catalog, []);
    expect(access.list().map((p) => p.name)).toEqual(['plain-data']);
    expect(access.check(['plain-data', 'has-code'], 'request body', 'scenarios[0]')).toEqual([
      {
        file: 'request body',
        path: 'scenarios[0].packs[1]',
        message:
          'pack "has-code" runs code (entry: index.js) and the server\'s operator did not name it at start; a request cannot load code',
      },
    ]);
    expect(new PackAccess(catalog, ['has-code']).check(['has-code'], 'request body', '')).toEqual([]);
  });

  test('GET /v1/packs lists the packs, locales and policies a request may name', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/packs' });
    const body = res.json() as { locales: string[]; policies: string[]; packs: { name: string; code: boolean; applied: boolean }[] };
    expect(body.locales).toEqual(expect.arrayContaining(['en', 'nb', 'ja']));
    expect(body.policies).toEqual(expect.arrayContaining(['balanced', 'observe', 'strict']));
    expect(body.packs.map((p) => p.name)).toEqual(expect.arrayContaining(['domain-no-welfare', 'locale-ja', 'preset-strict']));
    expect(body.packs.every((p) => !p.code && !p.applied)).toBe(true);
  });
});

describe('bad input: 400 with the messages the CLI gives (file, line, column, path), never a stack', () => {
  const cases = [
    { what: 'truncated JSON', payload: '{"id": "x", "locale": "en", "answer": "Revenue', error: /^request body:1:\d+: malformed JSON: / },
    {
      what: 'YAML sent as JSON',
      payload: 'id: x\nlocale: en\nanswer: hi\n',
      error: /^request body: malformed JSON: Unexpected token 'i'$/,
    },
    { what: 'an empty body', payload: '', error: /^request body: malformed JSON: Unexpected end of JSON input/ },
    { what: 'a list, not a scenario', payload: '[]', error: /^request body:1:1: expected object, found a list/ },
    {
      what: 'a number for the answer',
      payload: '{"id": "x",\n "locale": "en",\n "answer": 42}',
      error: /^request body:3:2: answer: expected string, found number 42/,
    },
    {
      what: 'an unknown key',
      payload: '{"id": "x", "locale": "en", "answer": "hi", "anwser": "hi"}',
      error: /^request body:1:45: unknown key "anwser"/,
    },
    {
      what: 'an impossible date',
      payload: JSON.stringify({
        id: 'x',
        locale: 'nb',
        answer: 'G er 1 kr.',
        facts: [
          {
            claim: 'G',
            value: 1,
            valid_from: null,
            verified_at: '2027-02-30',
            review_by: null,
            source_url: 'https://nav.no',
            source_quote: 'q',
          },
        ],
      }),
      error: /^request body:1:\d+: facts\[0\]\.verified_at: expected a real date written YYYY-MM-DD/,
    },
    {
      what: 'a key that reaches a prototype',
      payload: '{"id": "x", "locale": "en", "answer": "hi", "metadata": {"__proto__": {"polluted": true}}}',
      error: /^request body:1:\d+: metadata\.__proto__: the key "__proto__" is not allowed/,
    },
    {
      what: 'an unknown locale',
      payload: '{"id": "x", "locale": "sv", "answer": "Hej."}',
      error: /^request body:1:13: locale: no locale pack for "sv"/,
    },
    {
      what: 'an unknown fact id',
      payload: '{"id": "x", "locale": "nb", "answer": "G.", "facts": ["grunnbelop-2099"]}',
      error: /^request body:1:55: facts\[0\]: unknown fact id "grunnbelop-2099"/,
    },
    {
      what: 'neither answer nor conversation',
      payload: '{"id": "x", "locale": "ja"}',
      error: /^request body:1:1: expected `answer`, `conversation` or `messages`/,
    },
  ];
  test.each(cases)('$what', async ({ payload, error }) => {
    const res = await app.inject({ method: 'POST', url: '/v1/verify', ...json(payload) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    expect(res.body).not.toMatch(/\s+at .*\.(js|ts):\d+/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('limitation: a duplicate key in a JSON body is not refused (JSON.parse keeps the last, a scenario file refuses it); its messages have no line', async () => {
    const accepted = await app.inject({
      method: 'POST',
      url: '/v1/verify',
      ...json('{"id": "x", "locale": "nb", "locale": "en", "answer": "Hi."}'),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().scenarios[0].locale).toBe('en');
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/verify',
      ...json('{"id": "x", "locale": "en", "answer": "Hi.", "answer": 5}'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('request body: answer: expected string, found number 5');
  });

  test('a body that is neither JSON nor YAML: 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/verify', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/Unsupported Media Type/);
  });

  test('an unknown route: 404 naming it', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/verfy' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'no route GET /v1/verfy' });
  });

  test('an oversized body: 413 naming the limit', async () => {
    const small = await server({ bodyLimit: 1024 });
    try {
      const res = await small.inject({
        method: 'POST',
        url: '/v1/verify',
        ...json({ id: 'x', locale: 'en', answer: 'Revenue was $5 million. '.repeat(100) }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('request body: more than 1024 bytes; at most 1024 are read (--body-limit)');
    } finally {
      await small.close();
    }
  });
});

/** Sends raw HTTP on a socket and collects what comes back until the server closes or `ms` pass. */
async function rawExchange(port: number, writes: { after: number; data: string }[], ms: number): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  for (const w of writes) {
    await new Promise((r) => setTimeout(r, w.after));
    if (!socket.destroyed) socket.write(w.data);
  }
  await Promise.race([closed, new Promise((r) => setTimeout(r, ms))]);
  socket.destroy();
  return received;
}

const HEAD = (length: number, extra = '') =>
  `POST /v1/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe('on a real socket (127.0.0.1, a free port)', () => {
  test('a slow body: 408 once the request timeout passes, and the connection is closed', async () => {
    const slow = await server({ requestTimeoutMs: 300 });
    try {
      await slow.listen({ host: '127.0.0.1', port: 0 });
      const port = (slow.server.address() as AddressInfo).port;
      const reply = await rawExchange(port, [{ after: 0, data: `${HEAD(200)}{"id": "x", ` }], 5000);
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.close();
    }
  });

  test('past the concurrency limit: 503 with Retry-After, until a slot is free', async () => {
    const one = await server({ maxConcurrent: 1 });
    try {
      await one.listen({ host: '127.0.0.1', port: 0 });
      const port = (one.server.address() as AddressInfo).port;
      const body = JSON.stringify({ id: 'x', locale: 'en', answer: 'Revenue was $5 million.', context: 'Revenue was $5 million.' });
      // The first request holds its slot while its body is still coming: the rest is sent only once
      // the second has been turned away. The server is asked (its metrics, a probe no limit turns
      // away) when it holds the slot; a fixed wait was too short once, under a loaded CI machine.
      const first = connect(port, '127.0.0.1');
      await once(first, 'connect');
      let reply = '';
      first.on('data', (d) => (reply += d.toString()));
      first.write(HEAD(body.length) + body.slice(0, 10));
      const inFlight = async () =>
        /^factlint_http_requests_in_flight (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text())?.[1];
      for (let tries = 0; (await inFlight()) !== '1'; tries++) {
        expect(tries, 'the server never took the first request').toBeLessThan(200);
        await new Promise((r) => setTimeout(r, 25));
      }
      const second = await fetch(`http://127.0.0.1:${port}/v1/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('1');
      first.write(body.slice(10));
      await once(first, 'data');
      first.destroy();
      expect(reply).toMatch(/^HTTP\/1\.1 200 /);
      const third = await fetch(`http://127.0.0.1:${port}/v1/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(third.status).toBe(200);
      // Probes are never turned away.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await one.close();
    }
  });
});

describe('bearer token', () => {
  let guarded: FastifyInstance;
  beforeAll(async () => {
    guarded = await server({ token: TOKEN });
  });
  afterAll(() => guarded.close());
  const scenario = { id: 'x', locale: 'en', answer: 'Hi.' };
  const cases = [
    { what: 'no Authorization header', authorization: undefined, status: 401 },
    { what: 'a wrong token', authorization: `Bearer ${TOKEN.replace('0', '1')}`, status: 401 },
    { what: 'the token without the scheme', authorization: TOKEN, status: 401 },
    { what: 'the right token', authorization: `Bearer ${TOKEN}`, status: 200 },
  ];
  test.each(cases)('$what → $status', async ({ authorization, status }) => {
    const headers = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
    for (const url of ['/v1/verify', '/v1/packs', '/metrics']) {
      const res = await guarded.inject({ method: url === '/v1/verify' ? 'POST' : 'GET', url, headers, payload: JSON.stringify(scenario) });
      expect(res.statusCode, url).toBe(status);
      if (status === 401) expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  test('/healthz needs no token (readiness probes)', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  test('beyond loopback the server refuses to start without a token', async () => {
    const saved = process.env.FACTLINT_TOKEN;
    delete process.env.FACTLINT_TOKEN;
    try {
      for (const host of ['0.0.0.0', '::', '192.168.1.10']) {
        const e = await serveCommand({ host, port: '0' }).catch((err: unknown) => err);
        expect(e).toBeInstanceOf(InputError);
        expect((e as InputError).message).toBe(
          `--host: ${host} is reachable beyond this machine: a bearer token is required (--token-file FILE or FACTLINT_TOKEN)`,
        );
      }
    } finally {
      if (saved !== undefined) process.env.FACTLINT_TOKEN = saved;
    }
  });

  test.each([
    ['127.0.0.1', true],
    ['127.3.2.1', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.5', false],
    ['127.0.0.1.example.com', false],
  ] as const)('isLoopback(%s) is %s', (host, loopback) => expect(isLoopback(host)).toBe(loopback));

  test('tokens: from the environment, at least 16 characters, compared whole', () => {
    expect(readBearerToken(undefined, { FACTLINT_TOKEN: ` ${TOKEN}\n` })).toBe(TOKEN);
    expect(readBearerToken(undefined, {})).toBeUndefined();
    expect(() => readBearerToken(undefined, { FACTLINT_TOKEN: 'short' })).toThrow(
      'FACTLINT_TOKEN: a bearer token of at least 16 characters is expected, found 5',
    );
    expect(() => readBearerToken('/no/such/token-file')).toThrow(/^--token-file: cannot read \/no\/such\/token-file: ENOENT/);
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('GET /metrics: Prometheus text', () => {
  test('requests by route and status, a latency histogram, verdicts and severities', async () => {
    const fresh = await server();
    try {
      const contradicted = scenariosOf('quickstart.yaml').find((s) => s.id === 'quarterly-report-contradicted')!;
      await fresh.inject({ method: 'POST', url: '/v1/verify', ...json(contradicted) });
      await fresh.inject({ method: 'POST', url: '/v1/verify', ...json('{') });
      const res = await fresh.inject({ method: 'GET', url: '/metrics' });
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = res.body;
      expect(text).toContain('factlint_http_requests_total{method="POST",route="/v1/verify",status="200"} 1');
      expect(text).toContain('factlint_http_requests_total{method="POST",route="/v1/verify",status="400"} 1');
      expect(text).toContain('# TYPE factlint_http_request_duration_seconds histogram');
      expect(text).toContain('factlint_http_request_duration_seconds_bucket{route="/v1/verify",le="+Inf"} 2');
      expect(text).toContain('factlint_http_request_duration_seconds_count{route="/v1/verify"} 2');
      expect(text).toContain('factlint_verdicts_total{verdict="block"} 1');
      expect(text).toContain('factlint_scenarios_total{severity="high"} 1');
      expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
      // Every sample line is `name{labels} value` or `name value`.
      for (const line of text
        .trimEnd()
        .split('\n')
        .filter((l) => !l.startsWith('#')))
        expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? [\d.e+-]+$/);
    } finally {
      await fresh.close();
    }
  });
});

describe('the built command (a child process)', () => {
  const bin = join(repo, 'packages/cli/bin/factlint.cjs');
  async function start(args: string[]): Promise<{ child: ChildProcess; url: string; stderr: () => string }> {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), 20_000);
      child.stderr!.on('data', () => {
        const m = /listening on (http:\/\/\S+?);/.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
      child.once('exit', () => reject(new Error(`exited: ${stderr}`)));
    });
    return { child, url, stderr: () => stderr };
  }

  test('binds 127.0.0.1 by default; on SIGTERM a request in progress finishes, then it exits 0', async () => {
    const { child, url, stderr } = await start([]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const port = Number(new URL(url).port);
    const body = JSON.stringify({ id: 'x', locale: 'ja', answer: '売上高は120億円でした。', context: '売上高は120億円でした。' });
    // A request whose body is still arriving when SIGTERM comes.
    const inProgress = rawExchange(
      port,
      [
        { after: 0, data: HEAD(Buffer.byteLength(body), 'Connection: close\r\n') + body.slice(0, 5) },
        { after: 600, data: body.slice(5) },
      ],
      5000,
    );
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    const reply = await inProgress;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"verdict":"pass"');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(stderr()).toMatch(/SIGTERM: finishing requests in progress\nfactlint serve: stopped\n$/);
  });

  test('--host beyond loopback without a token: exit 2 with the reason, nothing listens', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--host', '0.0.0.0', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FACTLINT_TOKEN: '' },
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^factlint: (--host: 0\.0\.0\.0 is reachable beyond this machine|FACTLINT_TOKEN: a bearer token of at least 16)/,
    );
  });
});
