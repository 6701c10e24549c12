import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { main } from '../packages/cli/src/main.js';

const repo = new URL('..', import.meta.url).pathname;
const bin = join(repo, 'packages/cli/bin/factlint.cjs');

// Parsed manifests are plain data; the tests check their shape.
// biome-ignore lint/suspicious/noExplicitAny: the tests walk arbitrary manifest fields.
type Doc = any;
function manifests(file: string): Doc[] {
  const docs = parseAllDocuments(readFileSync(join(repo, 'deploy/k8s', file), 'utf8'));
  for (const d of docs) expect(d.errors, file).toEqual([]);
  return docs.map((d) => d.toJS());
}

describe('deploy/k8s/rejudge-job.yaml: an Indexed Job, one shard per completion index', () => {
  const [job] = manifests('rejudge-job.yaml');
  const container = job.spec.template.spec.containers[0];
  const args: string[] = container.args;

  test('it parses as one batch/v1 Job in Indexed mode, and N of --shard is `completions`', () => {
    expect(manifests('rejudge-job.yaml')).toHaveLength(1);
    expect(job).toMatchObject({
      apiVersion: 'batch/v1',
      kind: 'Job',
      spec: { completionMode: 'Indexed', template: { spec: { restartPolicy: 'Never' } } },
    });
    const shard = args[args.indexOf('--shard') + 1];
    expect(shard).toBe(`$(JOB_COMPLETION_INDEX)/${job.spec.completions}`);
    expect(args).toContain('--resume');
    expect(args[args.indexOf('--out') + 1]).toContain('$(JOB_COMPLETION_INDEX)');
    expect(container.env).toContainEqual({
      name: 'JOB_COMPLETION_INDEX',
      valueFrom: { fieldRef: { fieldPath: "metadata.annotations['batch.kubernetes.io/job-completion-index']" } },
    });
  });

  test("its arguments, run for every index as Kubernetes would, give one unsharded run's output", async () => {
    const data = mkdtempSync(join(tmpdir(), 'factlint-job-'));
    mkdirSync(join(data, 'out'));
    mkdirSync(join(data, 'scenarios'));
    copyFileSync(join(repo, 'examples/quickstart.yaml'), join(data, 'scenarios/quickstart.yaml'));
    const lines = Array.from({ length: 40 }, (_, i) =>
      JSON.stringify({
        scenario_id: i % 2 ? 'quarterly-report-contradicted' : 'grunnbelop-samtale',
        conversation: [
          {
            role: 'assistant',
            content: i % 2 ? `Revenue was $${100 + i}.0 million.` : `Grunnbeløpet er ${i % 4 ? '136 549' : '130 160'} kroner.`,
          },
        ],
      }),
    );
    writeFileSync(join(data, 'transcripts.jsonl'), `${lines.join('\n')}\n`);
    const quiet = [
      vi.spyOn(process.stderr, 'write').mockImplementation(() => true),
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true),
    ];
    try {
      let concatenated = '';
      for (let index = 0; index < job.spec.completions; index++) {
        const expanded = args.map((a) => a.replaceAll('$(JOB_COMPLETION_INDEX)', String(index)).replaceAll('/data', data));
        expect(await main(['node', 'factlint', ...expanded, '--threads', '0'])).toBe(1);
        concatenated += readFileSync(join(data, `out/part-${index}.jsonl`), 'utf8');
      }
      expect(
        await main([
          'node',
          'factlint',
          'rejudge',
          join(data, 'transcripts.jsonl'),
          '--scenarios',
          join(data, 'scenarios'),
          '--threads',
          '0',
          '--out',
          join(data, 'whole.jsonl'),
        ]),
      ).toBe(1);
      const timeless = (text: string) =>
        text
          .trimEnd()
          .split('\n')
          .map((l) => ({ ...JSON.parse(l), latency_ms: 0 }));
      expect(timeless(concatenated)).toEqual(timeless(readFileSync(join(data, 'whole.jsonl'), 'utf8')));
    } finally {
      for (const s of quiet) s.mockRestore();
    }
  });
});

describe('deploy/k8s/serve.yaml: a stateless Deployment and its Service', () => {
  const [deployment, service] = manifests('serve.yaml');
  const pod = deployment.spec.template;
  const container = pod.spec.containers[0];

  test('a Deployment scaled by replicas, readiness on /healthz, a Service that selects its pods', () => {
    expect(deployment).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
    expect(deployment.spec.replicas).toBeGreaterThan(1);
    expect(deployment.spec.selector.matchLabels).toEqual(pod.metadata.labels);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.ports).toContainEqual({ name: 'http', containerPort: Number(container.args[container.args.indexOf('--port') + 1]) });
    expect(container.volumeMounts ?? []).not.toContainEqual(expect.objectContaining({ readOnly: false })); // no state written
    expect(service).toMatchObject({ apiVersion: 'v1', kind: 'Service', spec: { selector: pod.metadata.labels } });
    expect(service.spec.ports[0].targetPort).toBe('http');
  });

  test('it listens beyond loopback, so it names a token file from a Secret', () => {
    const args: string[] = container.args;
    expect(args[args.indexOf('--host') + 1]).toBe('0.0.0.0');
    const tokenFile = args[args.indexOf('--token-file') + 1]!;
    const mount = container.volumeMounts.find((m: Doc) => tokenFile.startsWith(`${m.mountPath}/`));
    const volume = pod.spec.volumes.find((v: Doc) => v.name === mount.name);
    expect(volume.secret.items).toContainEqual({ key: 'token', path: tokenFile.slice(mount.mountPath.length + 1) });
  });

  test('its arguments start the server (on loopback here, with a token file) and /healthz answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'factlint-serve-'));
    writeFileSync(join(dir, 'token'), 'k8s-manifest-test-token-0123456789\n');
    const args = (container.args as string[]).map((a) =>
      a === '0.0.0.0' ? '127.0.0.1' : a === '8787' ? '0' : a.replace('/var/run/factlint', dir),
    );
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr!.on('data', (d) => {
        stderr += d.toString();
        const m = /listening on (http:\/\/\S+?) \(bearer token required\)/.exec(stderr);
        if (m) resolve(m[1]!);
      });
      child.once('exit', () => reject(new Error(stderr)));
    });
    try {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/v1/packs`)).status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
