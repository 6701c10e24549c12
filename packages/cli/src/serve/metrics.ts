import type { ScenarioReport } from '@factlint/kernel';

/** Upper bounds of the latency histogram, in seconds: a warm answer takes well under a millisecond. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  buckets: number[];
  count: number;
  sum: number;
}

/**
 * The server's counters, written in the Prometheus text exposition format (version 0.0.4). Label
 * values come from a closed set (route patterns, status codes, verdicts), so the series stay few.
 */
export class ServerMetrics {
  private readonly requests = new Map<string, number>();
  private readonly latency = new Map<string, Histogram>();
  private readonly verdicts = new Map<string, number>();
  private readonly severities = new Map<string, number>();
  private readonly rejected = new Map<string, number>();
  inFlight = 0;

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    bump(this.requests, labels({ method, route, status: String(status) }));
    const key = labels({ route });
    let h = this.latency.get(key);
    if (!h) this.latency.set(key, (h = { buckets: LATENCY_BUCKETS.map(() => 0), count: 0, sum: 0 }));
    h.count++;
    h.sum += seconds;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]!) h.buckets[i]!++;
  }

  countReport(report: ScenarioReport): void {
    bump(this.verdicts, labels({ verdict: report.verdict ?? 'none' }));
    bump(this.severities, labels({ severity: report.severity }));
  }

  /** A request turned away before it was judged: `busy` (concurrency limit) or `unauthorized`. */
  countRejected(reason: 'busy' | 'unauthorized'): void {
    bump(this.rejected, labels({ reason }));
  }

  render(): string {
    const out: string[] = [];
    const family = (name: string, type: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    family('factlint_http_requests_total', 'counter', 'HTTP requests answered, by method, route and status code.');
    for (const [l, n] of this.requests) out.push(`factlint_http_requests_total{${l}} ${n}`);
    family('factlint_http_request_duration_seconds', 'histogram', 'Time from receiving a request to sending its response.');
    for (const [l, h] of this.latency) {
      LATENCY_BUCKETS.forEach((le, i) => void out.push(`factlint_http_request_duration_seconds_bucket{${l},le="${le}"} ${h.buckets[i]}`));
      out.push(`factlint_http_request_duration_seconds_bucket{${l},le="+Inf"} ${h.count}`);
      out.push(`factlint_http_request_duration_seconds_sum{${l}} ${h.sum}`);
      out.push(`factlint_http_request_duration_seconds_count{${l}} ${h.count}`);
    }
    family('factlint_verdicts_total', 'counter', 'Scenarios judged, by grounding verdict ("none" when the grounding judge did not run).');
    for (const [l, n] of this.verdicts) out.push(`factlint_verdicts_total{${l}} ${n}`);
    family('factlint_scenarios_total', 'counter', 'Scenarios judged, by scenario severity.');
    for (const [l, n] of this.severities) out.push(`factlint_scenarios_total{${l}} ${n}`);
    family('factlint_http_rejected_total', 'counter', 'Requests turned away before judging: busy (concurrency limit) or unauthorized.');
    for (const [l, n] of this.rejected) out.push(`factlint_http_rejected_total{${l}} ${n}`);
    family('factlint_http_requests_in_flight', 'gauge', 'Requests being received or judged now.');
    out.push(`factlint_http_requests_in_flight ${this.inFlight}`);
    const memory = process.memoryUsage();
    family('process_resident_memory_bytes', 'gauge', 'Resident set size of the server process.');
    out.push(`process_resident_memory_bytes ${memory.rss}`);
    family('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use.');
    out.push(`nodejs_heap_used_bytes ${memory.heapUsed}`);
    return `${out.join('\n')}\n`;
  }
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** `name="value"` pairs, values escaped as the exposition format asks. */
function labels(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',');
}
