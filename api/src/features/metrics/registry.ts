/**
 * The few Prometheus metrics the API keeps in memory, written in the text exposition format (version 0.0.4) by
 * hand: counters and one latency histogram per route, no library. Labels are route patterns (never paths with
 * ids or query strings), so their number is bounded by the routes and no personal data reaches a scrape.
 */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteSeries {
  method: string;
  route: string;
  statusClass: string;
  count: number;
  sum: number;
  buckets: number[];
}

export class RequestMetrics {
  private readonly series = new Map<string, RouteSeries>();

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const key = `${method} ${route} ${statusClass}`;
    let series = this.series.get(key);
    if (!series) {
      series = { method, route, statusClass, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]) series.buckets[i] += 1;
  }

  render(): string[] {
    const lines = ['# HELP http_requests_total Requests answered, by method, route pattern and status class.', '# TYPE http_requests_total counter'];
    const all = [...this.series.values()];
    for (const s of all) lines.push(`http_requests_total{${labels(s)}} ${s.count}`);
    lines.push('# HELP http_request_duration_seconds Time to answer, by method, route pattern and status class.', '# TYPE http_request_duration_seconds histogram');
    for (const s of all) {
      LATENCY_BUCKETS.forEach((le, i) => lines.push(`http_request_duration_seconds_bucket{${labels(s)},le="${le}"} ${s.buckets[i]}`));
      lines.push(`http_request_duration_seconds_bucket{${labels(s)},le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels(s)}} ${s.sum.toFixed(6)}`);
      lines.push(`http_request_duration_seconds_count{${labels(s)}} ${s.count}`);
    }
    return lines;
  }
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (s: RouteSeries) => `method="${escape(s.method)}",route="${escape(s.route)}",status="${s.statusClass}"`;

/** One gauge, with its help and type lines; a null value is left out (unknown rather than 0). */
export function gauge(name: string, help: string, values: Array<[labels: Record<string, string>, value: number | null]>): string[] {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`];
  for (const [set, value] of values) {
    if (value === null || !Number.isFinite(value)) continue;
    const text = Object.entries(set)
      .map(([k, v]) => `${k}="${escape(v)}"`)
      .join(',');
    lines.push(`${name}${text ? `{${text}}` : ''} ${value}`);
  }
  return lines;
}
