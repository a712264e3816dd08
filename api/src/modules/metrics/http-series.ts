/** Upper bounds (seconds) of the request-duration buckets: from a cached read to a request that times out. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** One method × route template × status: its count, summed duration and per-bucket (not cumulative) counts. */
interface Series {
  method: string;
  route: string;
  status: number;
  count: number;
  sum: number;
  buckets: number[];
}

const REQUESTS = {
  name: 'app_http_requests_total',
  help: 'HTTP requests answered, by method, route template ("unmatched" when no route matched) and status code',
};
const DURATION = {
  name: 'app_http_request_duration_seconds',
  help: 'Time from the request arriving to its response sent, by method, route template and status class',
};

/**
 * app_http_requests_total and app_http_request_duration_seconds, kept in plain numbers.
 *
 * prom-client's own inc()/observe() build and hash a label string on every call; the API's hot path was tuned
 * request by request (issue 20), so a request costs here a Map lookup, a short scan and three additions, and no
 * allocation once its series exists. The exposition text is written from these numbers only when Prometheus scrapes
 * (MetricsListener appends it to the registry's).
 */
export class HttpSeries {
  /** route template → its series (a route sees a handful of method × status pairs: a short scan). */
  private readonly routes = new Map<string, Series[]>();

  observe(method: string, route: string, status: number, seconds: number): void {
    let list = this.routes.get(route);
    if (!list) this.routes.set(route, (list = []));
    let series: Series | undefined;
    for (const candidate of list) {
      if (candidate.status === status && candidate.method === method) {
        series = candidate;
        break;
      }
    }
    if (!series) {
      series = {
        method,
        route,
        status,
        count: 0,
        sum: 0,
        buckets: new Array<number>(HTTP_DURATION_BUCKETS.length + 1).fill(0),
      };
      list.push(series);
    }
    let bucket = 0;
    while (bucket < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[bucket]) bucket++;
    series.count += 1;
    series.sum += seconds;
    series.buckets[bucket] += 1;
  }

  /** Both metrics in Prometheus' text format (version 0.0.4), each with its HELP and TYPE even when still empty. */
  exposition(): string {
    const lines = [`# HELP ${REQUESTS.name} ${REQUESTS.help}`, `# TYPE ${REQUESTS.name} counter`];
    const byClass = new Map<string, { labels: string; count: number; sum: number; buckets: number[] }>();
    for (const list of this.routes.values()) {
      for (const s of list) {
        const common = `method="${escape(s.method)}",route="${escape(s.route)}"`;
        lines.push(`${REQUESTS.name}{${common},status="${s.status}"} ${s.count}`);
        const labels = `${common},status_class="${Math.floor(s.status / 100)}xx"`;
        let merged = byClass.get(labels);
        if (!merged) byClass.set(labels, (merged = { labels, count: 0, sum: 0, buckets: s.buckets.map(() => 0) }));
        merged.count += s.count;
        merged.sum += s.sum;
        s.buckets.forEach((n, i) => (merged.buckets[i] += n));
      }
    }
    lines.push(`# HELP ${DURATION.name} ${DURATION.help}`, `# TYPE ${DURATION.name} histogram`);
    for (const { labels, count, sum, buckets } of byClass.values()) {
      let cumulative = 0;
      HTTP_DURATION_BUCKETS.forEach((le, i) => {
        cumulative += buckets[i];
        lines.push(`${DURATION.name}_bucket{${labels},le="${le}"} ${cumulative}`);
      });
      lines.push(`${DURATION.name}_bucket{${labels},le="+Inf"} ${count}`);
      lines.push(`${DURATION.name}_sum{${labels}} ${sum}`, `${DURATION.name}_count{${labels}} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** A label value as the text format needs it (a route template is a path: this is for the odd backslash). */
function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
