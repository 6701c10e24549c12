#!/usr/bin/env node
// Load benchmark for `factlint serve`, on 127.0.0.1 only: starts the built server in a child
// process on a free loopback port, warms it up, then sends N requests (default 100,000) to
// POST /v1/verify with autocannon, cycling through an English grounding answer, a Norwegian answer
// against declared facts and a Japanese grounding answer. Reports requests/s, latency p50/p99/max,
// errors, the server's RSS (start, peak, end) and the load average. Never run as a test.
//
//   npm run build && node scripts/bench-serve.mjs [--requests 100000] [--connections 8]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { readCommandLine } from './command-line.mjs';
import autocannon from 'autocannon';

const { values: args } = readCommandLine({
  options: {
    requests: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '3000' },
  },
});
const repo = new URL('../', import.meta.url).pathname;
const bin = join(repo, 'packages/cli/bin/factlint.cjs');

const scenarios = [
  {
    id: 'bench-en',
    locale: 'en',
    severity: 'high',
    context:
      'Acme Corp reported revenue of $120.0 million for the third quarter of 2026, up from $100.0 million a year earlier. The board approved a dividend of $0.45 per share on 14 October 2026.',
    answer:
      "Acme Corp's third-quarter revenue was $120.0 million, a 20% increase on the $100.0 million of the same quarter last year. The board approved a dividend of $0.45 per share on 4 October 2026.",
  },
  {
    id: 'bench-nb',
    locale: 'nb',
    severity: 'high',
    packs: ['domain-no-welfare'],
    facts: ['grunnbelop-2026', 'aap-maks-2026'],
    conversation: [
      { role: 'user', content: 'Jeg har lest at grunnbeløpet er 130 160 kroner. Stemmer det fortsatt?' },
      {
        role: 'assistant',
        content:
          '### Grunnbeløpet (G)\n- Fra 1. mai 2026 er grunnbeløpet **136 549 kroner**.\n- 130 160 kroner var satsen fra 1. mai 2025.\n\n**Arbeidsavklaringspenger:** Grunnlaget for AAP er høyst 6G, det vil si 819 294 kroner i året.',
      },
    ],
  },
  {
    id: 'bench-ja',
    locale: 'ja',
    context: '株式会社アクメの2026年度の売上高は120億円で、前年度の100億円から20%増加した。契約は2024-01-05に締結された。',
    answer: 'アクメの売上高は120億円で、前年度から20%増加しました。契約は2024-01-05に締結されました。',
  },
];

function rssKb(pid) {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const text = readFileSync(status, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function startServer() {
  const child = spawn(process.execPath, [bin, 'serve', '--host', '127.0.0.1', '--port', '0', '--max-concurrent', '1024'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => {
      stderr += d;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error(`the server exited: ${stderr}`)));
  });
  return { child, url };
}

function run(url, amount, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        amount,
        connections,
        requests: scenarios.map((s) => ({
          method: 'POST',
          path: '/v1/verify',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(s),
        })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

if (!existsSync(join(repo, 'packages/cli/dist/cli.js'))) {
  console.error('build first: npm run build');
  process.exit(2);
}
const { child, url } = await startServer();
const connections = Number(args.connections);
const requests = Number(args.requests);
try {
  await run(url, Number(args.warmup), connections);
  const before = rssKb(child.pid);
  const load = loadavg();
  let peakSampled = before?.rss ?? 0;
  const sampler = setInterval(() => (peakSampled = Math.max(peakSampled, rssKb(child.pid)?.rss ?? 0)), 250);
  const result = await run(url, requests, connections);
  clearInterval(sampler);
  const after = rssKb(child.pid);
  const loadAfter = loadavg();
  const mb = (kb) => (kb === undefined ? 'n/a' : `${(kb / 1024).toFixed(0)} MB`);
  console.log(
    `factlint serve on ${url}: ${result.requests.total.toLocaleString('en')} requests to POST /v1/verify over ${connections} connections (en, nb, ja scenarios in turn), ${availableParallelism()} cores`,
  );
  console.log(
    `  throughput  ${Math.round(result.requests.average).toLocaleString('en')} requests/s (mean over ${result.duration.toFixed(1)} s)`,
  );
  console.log(`  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  responses   2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(
    `  server RSS  ${mb(before?.rss)} before, ${mb(Math.max(peakSampled, after?.rss ?? 0))} peak during the run, ${mb(after?.rss)} after (process high-water mark ${mb(after?.peak)})`,
  );
  console.log(
    `  load avg    ${load.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after (1, 5, 15 min)`,
  );
} finally {
  child.kill('SIGTERM');
}
