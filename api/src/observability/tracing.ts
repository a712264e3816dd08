import type { IncomingMessage } from 'node:http';
import { loggableUrl } from '@app/contracts';
import {
  type Context,
  context,
  defaultTextMapGetter,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { tracing, type TracingHooks } from './tracing-hooks';

const DEFAULT_SERVICE_NAME = 'coaching-api';

/** Probes and scrapes would be most of the traces and say nothing (the access log skips health probes too). */
function ignoredRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  return url.startsWith('/api/health') || url === '/metrics';
}

/**
 * The URL attributes as the access log writes them: the manage link's token and the query string's tokens
 * redacted (these attributes override the instrumentation's own).
 */
function redactedUrl(request: IncomingMessage) {
  const url = loggableUrl(request.url ?? '/');
  return {
    'http.target': url,
    'http.url': `http://${request.headers.host ?? 'localhost'}${url}`,
    'url.path': url.split('?')[0],
  };
}

function contextOf(traceparent: string | null): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter) : ROOT_CONTEXT;
}

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Starts OpenTelemetry tracing to the OTLP/HTTP endpoint of the standard variables (the exporter reads
 * OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT, _HEADERS, _TIMEOUT and OTEL_BSP_* itself): incoming and outgoing HTTP,
 * PostgreSQL statements under a request or an outbox span, and the outbox workers (tracing-hooks.ts). No Nest
 * instrumentation: @opentelemetry/instrumentation-nestjs-core (0.70.0, and 0.71.0, the latest) patches @nestjs/core
 * >=4 <12 only and makes no span on Nest 12; the server span is named by its route instead (nameServerSpan).
 */
function startTracing(env: Record<string, string | undefined>): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer provider, AsyncLocalStorage context and W3C trace-context propagation (incoming traceparent).
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: ignoredRequest, startIncomingSpanHook: redactedUrl }),
      // requireParentSpan: the outbox workers' polls would otherwise be a trace each, every second. No bound values:
      // they carry names and e-mail addresses.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  const tracer = trace.getTracer('coaching-api');

  const hooks: TracingHooks = {
    traceId: () => trace.getActiveSpan()?.spanContext().traceId,
    traceparent: () => {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent ?? null;
    },
    eventSpan: (event, work) =>
      tracer.startActiveSpan(
        `outbox event ${event.type}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'postgresql',
            'outbox.event.id': event.id,
            'outbox.event.type': event.type,
          },
        },
        contextOf(event.traceparent),
        (span) => inSpan(span, work),
      ),
    mailBatchSpan: (traceparents, work) => {
      const links: Link[] = traceparents.flatMap((traceparent) => {
        const parent = traceparent ? trace.getSpanContext(contextOf(traceparent)) : undefined;
        return parent ? [{ context: parent }] : [];
      });
      return tracer.startActiveSpan(
        'outbox mail batch',
        { kind: SpanKind.CONSUMER, links, attributes: { 'outbox.mail.count': traceparents.length } },
        ROOT_CONTEXT,
        (span) => inSpan(span, work),
      );
    },
    nameServerSpan: (method, route) => {
      const span = trace.getActiveSpan();
      span?.updateName(`${method} ${route}`);
      span?.setAttribute('http.route', route);
    },
    flush: () => provider.forceFlush(),
  };
  tracing.hooks = hooks;
}

// Loaded only by tracing-bootstrap.ts, and only with an OTLP endpoint configured: loading it starts tracing.
startTracing(process.env);
