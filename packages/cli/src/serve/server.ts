import { Readable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  appendAll,
  formatIssue,
  InputError,
  ScenarioListFileSchema,
  ScenarioSchema,
  type InputIssue,
  type ScenarioReport,
  type StructuredDocument,
} from '@factlint/kernel';
import { Engine, type CallOptions, type EngineOptions } from '@factlint/pipeline';
import { placeIssues, scenariosInDocument, type LoadedScenario } from '../scenario-files.js';
import { VERSION } from '../version.js';
import { assertKnownPacks, operatorPacks, type NamedPackSource } from '../run-options.js';
import { bearerMatches } from './bearer-token.js';
import { ServerMetrics } from './metrics.js';
import { PackAccess } from './pack-access.js';
import { BODY, bodyDocument, registerBodyParsers } from './request-body.js';

export interface ServeOptions {
  /** Pack folders and npm packs to load at start, beside the shipped packs. */
  engine: EngineOptions;
  /** The operator's packs (applied to every request, with every pack given by folder), default policy and tolerances. */
  call: CallOptions;
  /** Where each of the operator's packs was named (`--packs`, a config), for the message when one is unknown. */
  named?: NamedPackSource[];
  /** Required as `Authorization: Bearer TOKEN` on every route but /healthz, when set. */
  token?: string;
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Time to receive a whole request (headers and body), in milliseconds; past it: 408. */
  requestTimeoutMs: number;
  /** Requests received or judged at once; past it: 503 with Retry-After. */
  maxConcurrent: number;
}

export { SERVE_DEFAULTS } from './defaults.js';

/** Routes that stay open to probes and scrapers: no admission limit; /healthz needs no token either. */
const PROBES = new Set(['/healthz', '/metrics']);

/**
 * The HTTP API of `factlint serve`. One engine for the process: packs load once at start, and the
 * engine resolves each (locale, packs, policy) combination once and keeps it, so a request pays only
 * for judging. Requests are plain data; the packs they may name are those the server loaded.
 */
export async function buildServer(options: ServeOptions): Promise<{ app: FastifyInstance; appliedPacks: string[] }> {
  const engine = new Engine(options.engine);
  assertKnownPacks(engine.catalog, options.named ?? []);
  const appliedPacks = operatorPacks(engine.catalog, options.engine, options.call);
  const operatorCall: CallOptions = { ...options.call, packs: appliedPacks };
  const access = new PackAccess(engine.catalog, appliedPacks);
  const metrics = new ServerMetrics();
  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimit,
    requestTimeout: options.requestTimeoutMs,
    // Node checks for requests past their timeout on this interval (30 s by default).
    http: {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: options.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(options.requestTimeoutMs / 4))),
    },
    return503OnClosing: true,
  });
  registerBodyParsers(app, options.bodyLimit);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (options.token && path !== '/healthz' && !bearerMatches(request.headers.authorization, options.token)) {
      metrics.countRejected('unauthorized');
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'a bearer token is required: Authorization: Bearer TOKEN' });
    }
    if (PROBES.has(path)) return;
    if (metrics.inFlight >= options.maxConcurrent) {
      metrics.countRejected('busy');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: `busy: ${options.maxConcurrent} requests are being served (--max-concurrent); retry` });
    }
    metrics.inFlight++;
    reply.raw.once('close', () => metrics.inFlight--);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => reply.code(statusOf(error)).send(errorBody(error, options.bodyLimit)));
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `no route ${request.method} ${request.url.split('?')[0]}` }));

  /** The request's call options: the operator's, with `?policy=` in place of the default policy. */
  const callFor = (query: unknown): CallOptions => {
    const policy = (query as { policy?: unknown } | undefined)?.policy;
    if (policy !== undefined && typeof policy !== 'string')
      throw new InputError([{ file: 'query', path: 'policy', message: 'expected one preset name' }]);
    const issues = access.checkPolicy(policy);
    if (issues.length) throw new InputError(issues);
    return policy === undefined ? operatorCall : { ...operatorCall, policy };
  };
  /**
   * Scenarios of a body, checked as a scenario file is, with the packs they name held to the
   * server's. With `configure`, every scenario's packs, facts and settings are resolved too, so a
   * batch reports every input error before judging any (as `verify` does for its files).
   */
  const readScenarios = (
    doc: StructuredDocument,
    schema: typeof ScenarioSchema | typeof ScenarioListFileSchema,
    call: CallOptions,
    configure: boolean,
  ): LoadedScenario[] => {
    const { scenarios, issues } = scenariosInDocument(doc, schema, new Map());
    // Packs sorted, so the order a client lists them in never makes a second cache entry.
    const loaded = scenarios.map((l) => ({
      ...l,
      scenario: l.scenario.packs ? { ...l.scenario, packs: [...new Set(l.scenario.packs)].sort() } : l.scenario,
    }));
    for (const [i, one] of loaded.entries()) {
      const refused = access.check(scenarios[i]!.scenario.packs, one.origin.file, one.origin.path);
      appendAll(issues, placeIssues(refused, scenarios[i]!));
      if (refused.length || !configure) continue;
      try {
        engine.configure(one.scenario, one.origin, call);
      } catch (e) {
        if (e instanceof InputError) appendAll(issues, placeIssues(e.issues, one));
        else throw e;
      }
    }
    if (issues.length) throw new InputError(issues);
    return loaded;
  };

  app.post('/v1/verify', async (request, reply) => {
    const call = callFor(request.query);
    // One scenario: engine.verify resolves it and throws the same input errors configure would.
    const [one] = readScenarios(bodyDocument(request.body), ScenarioSchema, call, false);
    let report: ScenarioReport;
    try {
      report = await engine.verify(one!.scenario, one!.origin, call);
    } catch (e) {
      throw e instanceof InputError ? new InputError(placeIssues(e.issues, one!)) : e;
    }
    metrics.countReport(report);
    return reply.type('application/json').send(JSON.stringify({ scenarios: [report] }));
  });

  app.post('/v1/verify/batch', async (request, reply) => {
    const call = callFor(request.query);
    const scenarios = readScenarios(bodyDocument(request.body), ScenarioListFileSchema, call, true);
    return reply.type('application/x-ndjson').send(Readable.from(reportLines(engine, scenarios, call, (r) => metrics.countReport(r))));
  });

  app.get('/v1/packs', async () => ({
    version: VERSION,
    locales: access.locales(),
    policies: access.policies(),
    default_policy: operatorCall.policy ?? 'balanced',
    packs: access.list(),
  }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/metrics', async (_request, reply) => reply.type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render()));
  return { app, appliedPacks };
}

/**
 * One JSON line per scenario, in order, judged one at a time; between two, the event loop serves
 * other requests. A client that goes away stops the stream, and with it the judging.
 */
async function* reportLines(
  engine: Engine,
  scenarios: LoadedScenario[],
  call: CallOptions,
  count: (r: ScenarioReport) => void,
): AsyncGenerator<string> {
  for (const { scenario, origin } of scenarios) {
    const report = await engine.verify(scenario, origin, call);
    count(report);
    yield `${JSON.stringify(report)}\n`;
    await yieldToEventLoop();
  }
}

function statusOf(error: FastifyError): number {
  if (error instanceof InputError) return 400;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/** Bad input as the CLI prints it (`request body:LINE:COL: PATH: what was expected`); never a stack. */
function errorBody(error: FastifyError, bodyLimit: number): { error: string; issues?: InputIssue[] } {
  if (error instanceof InputError) return { error: error.issues.map(formatIssue).join('\n'), issues: error.issues };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return { error: `${BODY}: more than ${bodyLimit} bytes; at most ${bodyLimit} are read (--body-limit)` };
  if (statusOf(error) < 500) return { error: error.message };
  process.stderr.write(`factlint serve: internal error: ${error.message}\n`);
  return { error: 'internal error in factlint (the server log has the message)' };
}
