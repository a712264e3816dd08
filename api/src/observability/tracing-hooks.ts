/**
 * What the rest of the API asks of tracing, with no OpenTelemetry import: `tracing.hooks` is null unless
 * OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) started the SDK (tracing-bootstrap.ts), so with tracing off
 * the request path pays one null check and no OpenTelemetry module is ever loaded.
 */
export interface TracingHooks {
  /** The trace id of the span active now (a request's server span), or undefined outside any span. */
  traceId(): string | undefined;
  /** The W3C `traceparent` of the span active now, stored with an outbox row so its handling joins the trace. */
  traceparent(): string | null;
  /** Runs `work` in a span for one domain event, a child of the trace that wrote it (its stored traceparent). */
  eventSpan<T>(event: { id: string; type: string; traceparent: string | null }, work: () => Promise<T>): Promise<T>;
  /** Runs `work` in a span for one batch of e-mails, linked to the trace each message was written in. */
  mailBatchSpan<T>(traceparents: (string | null)[], work: () => Promise<T>): Promise<T>;
  /** Names the request's server span by its route template (`POST /api/bookings`), never by its URL. */
  nameServerSpan(method: string, route: string): void;
  /** Exports the spans still buffered (at shutdown; tests). */
  flush(): Promise<void>;
}

export const tracing: { hooks: TracingHooks | null } = { hooks: null };

/** The OTLP endpoint tracing sends to, by the standard OpenTelemetry variables; undefined: tracing is off. */
export function tracingEndpoint(env: Record<string, string | undefined>): string | undefined {
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined;
}
