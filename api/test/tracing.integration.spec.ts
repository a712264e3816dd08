import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { bookingForm } from './factories/booking.factory';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { OtlpReceiver, type ReceivedSpan } from './helpers/otlp-receiver';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { until } from './helpers/until';

const SERVER = 2;

/**
 * Issue 35 item 2, end to end: the real API process (main.ts, so tracing starts before anything it instruments
 * loads) exporting to an OTLP/HTTP receiver in this process. Stopping the process (SIGTERM) flushes the spans still
 * buffered, so once it has exited the receiver holds everything.
 */
interface Site {
  database: TestDatabase;
  api: ApiProcess;
  outboxDir: string;
}

async function startSite(env: Record<string, string>): Promise<Site> {
  const database = await createTestDatabase();
  const outboxDir = await mkdtemp(join(tmpdir(), 'tracing-outbox-'));
  const api = await startApiProcess({
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    SERVE_STATIC: 'false',
    ADMIN_PASSWORD: 'tracing-test-admin',
    RATE_LIMIT_MULTIPLIER: '100',
    OUTBOX_DIR: outboxDir,
    ...env,
  });
  return { database, api, outboxDir };
}

async function stopSite(site: Site | undefined): Promise<void> {
  await site?.api.stop();
  await site?.database.drop();
  if (site) await rm(site.outboxDir, { recursive: true, force: true });
}

async function query<T>(site: Site, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: site.database.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Visit {
  bookingId: string;
  manageToken: string;
  event: { id: string; traceparent: string | null };
  failure: { status: number; body: Record<string, unknown> };
}

/**
 * A booking, once its event is handled and its e-mails sent; then a real server fault: the review table is gone from
 * under the running API (as after a botched migration), so the review summary's SQL fails with a 500.
 */
async function bookThenBreak(site: Site): Promise<Visit> {
  // Twice: the second is answered from memory before the framework (HotReads), with its own access line.
  await (await fetch(`${site.api.baseUrl}/api/time-slots`)).arrayBuffer();
  const slots = (await (await fetch(`${site.api.baseUrl}/api/time-slots`)).json()) as { id: string }[];
  const response = await fetch(`${site.api.baseUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingForm({ timeSlotId: slots[0].id })),
  });
  expect(response.status).toBe(201);
  const { id: bookingId, manageToken } = (await response.json()) as { id: string; manageToken: string };
  expect((await fetch(`${site.api.baseUrl}/api/manage/${encodeURIComponent(manageToken)}`)).status).toBe(200);
  type EventRow = { id: string; status: string; traceparent: string | null };
  const [event] = await until(
    () =>
      query<EventRow>(
        site,
        `SELECT id::text, status, traceparent FROM domain_event WHERE type = 'booking.created' AND payload->>'bookingId' = $1`,
        [bookingId],
      ),
    (rows) => rows[0]?.status === 'done',
    30_000,
  );
  expect(event?.status).toBe('done');
  const mails = await until(
    () => query<{ status: string }>(site, 'SELECT status FROM mail_outbox'),
    (rows) => rows.length > 0 && rows.every((row) => row.status === 'sent'),
    30_000,
  );
  expect(mails.map((row) => row.status)).toContain('sent');
  expect(mails.every((row) => row.status === 'sent')).toBe(true);

  await query(site, 'ALTER TABLE review RENAME TO review_moved_away');
  const failed = await fetch(`${site.api.baseUrl}/api/psychic-reviews/summary`);
  return {
    bookingId,
    manageToken,
    event: { id: event.id, traceparent: event.traceparent },
    failure: { status: failed.status, body: (await failed.json()) as Record<string, unknown> },
  };
}

/** The access-log lines (pino-http's, one per answered request; a 5xx is "request errored") the process wrote. */
type AccessLogLine = { req: { id?: number; method: string; url: string }; traceId?: string };

function accessLines(output: string): AccessLogLine[] {
  return output
    .split('\n')
    .filter((line) => /"msg":"request (completed|errored)"/.test(line))
    .map((line) => JSON.parse(line) as AccessLogLine);
}

function serverSpans(spans: ReceivedSpan[], method: string, path: string): ReceivedSpan[] {
  return spans.filter(
    (s) =>
      s.kind === SERVER &&
      (s.attributes['http.method'] ?? s.attributes['http.request.method']) === method &&
      String(s.attributes['http.target'] ?? s.attributes['url.path']).split('?')[0] === path,
  );
}

const serverSpan = (spans: ReceivedSpan[], method: string, path: string) => serverSpans(spans, method, path)[0];

/** True when `span` is `ancestor` or descends from it through parent span ids within its trace. */
function descendsFrom(spans: ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  for (let at: ReceivedSpan | undefined = span; at;) {
    if (at.spanId === ancestor.spanId) return true;
    const parentId: string | undefined = at.parentSpanId;
    at = parentId ? spans.find((s) => s.traceId === span.traceId && s.spanId === parentId) : undefined;
  }
  return false;
}

const statement = (span: ReceivedSpan) => String(span.attributes['db.statement'] ?? span.attributes['db.query.text']);

describe('OpenTelemetry traces (integration, real API process, OTLP receiver in the test)', () => {
  const receiver = new OtlpReceiver();
  let site: Site | undefined;

  afterAll(async () => {
    await stopSite(site);
    await receiver.stop();
  });

  it('follows one booking from HTTP through its SQL to the outbox, and names the trace in the log and a 500', async () => {
    const endpoint = await receiver.start();
    site = await startSite({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    const visit = await bookThenBreak(site);
    await site.api.stop(); // SIGTERM: the graceful stop flushes the span processor
    const { spans } = receiver;
    const output = site.api.output();

    expect([...receiver.services]).toEqual(['coaching-api']);
    expect([...receiver.contentTypes]).toEqual(['application/json']);
    expect(new Set(spans.map((s) => s.scope))).toEqual(
      new Set(['@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-pg', 'coaching-api']),
    );

    const booking = serverSpan(spans, 'POST', '/api/bookings');
    expect(booking).toBeDefined();
    expect(booking.name).toBe('POST /api/bookings');
    expect(booking.attributes['http.route']).toBe('/api/bookings');
    const trace = spans.filter((s) => s.traceId === booking.traceId);
    const inserts = trace.filter((s) => statement(s).startsWith('INSERT INTO booking'));
    expect(inserts.length).toBeGreaterThan(0);
    for (const insert of inserts) expect(descendsFrom(spans, insert, booking)).toBe(true);

    // The event row carries the request's trace context; its handling is a span of that very trace.
    expect(visit.event.traceparent).toMatch(new RegExp(`^00-${booking.traceId}-[0-9a-f]{16}-01$`));
    const handled = trace.find(
      (s) => s.name === 'outbox event booking.created' && s.attributes['outbox.event.id'] === visit.event.id,
    );
    expect(handled).toBeDefined();
    expect(descendsFrom(spans, handled!, booking)).toBe(true);
    expect(trace.some((s) => statement(s).startsWith('UPDATE domain_event') && descendsFrom(spans, s, handled!))).toBe(
      true,
    );
    // The e-mails it wrote went out in a batch span linked to the event's span.
    const delivered = spans.filter((s) => s.name === 'outbox mail batch');
    expect(
      delivered.some((s) => s.links.some((l) => l.traceId === booking.traceId && l.spanId === handled!.spanId)),
    ).toBe(true);

    const logged = accessLines(output).filter((l) => l.req.method === 'POST' && l.req.url === '/api/bookings');
    expect(logged.map((l) => l.traceId)).toEqual([booking.traceId]);
    expect(accessLines(output).every((l) => /^[0-9a-f]{32}$/.test(l.traceId ?? ''))).toBe(true);

    // The manage link's token is redacted from the URL attributes, as in the access log.
    expect(serverSpan(spans, 'GET', '/api/manage/[redacted]')?.name).toBe('GET /api/manage/:token');
    expect(JSON.stringify(spans)).not.toContain(visit.manageToken);

    // The read answered from memory (its line has no request id: pino-http never saw it) is traced and logged too.
    const fromMemory = accessLines(output).filter((l) => l.req.url === '/api/time-slots' && l.req.id === undefined);
    expect(fromMemory).toHaveLength(1);
    const slotReads = serverSpans(spans, 'GET', '/api/time-slots');
    expect(slotReads.map((s) => s.traceId)).toContain(fromMemory[0].traceId);

    const failing = serverSpan(spans, 'GET', '/api/psychic-reviews/summary');
    expect(visit.failure.status).toBe(500);
    expect(visit.failure.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
      traceId: failing.traceId,
    });
    const failedLine = accessLines(output).find((l) => l.req.url === '/api/psychic-reviews/summary');
    expect(failedLine?.traceId).toBe(failing.traceId);
  }, 180_000);
});

describe('without an OTLP endpoint (integration, real API process)', () => {
  const receiver = new OtlpReceiver();
  let site: Site | undefined;

  afterAll(async () => {
    await stopSite(site);
    await receiver.stop();
  });

  it('starts no tracing: nothing exported, no trace context stored, no traceId in the log or a 500', async () => {
    await receiver.start();
    // The other OTel settings alone start nothing.
    site = await startSite({ OTEL_SERVICE_NAME: 'coaching-api-untraced', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    const visit = await bookThenBreak(site);
    await site.api.stop();
    const output = site.api.output();

    expect(receiver.spans).toEqual([]);
    expect(visit.event.traceparent).toBeNull();
    expect(await query(site, 'SELECT id FROM mail_outbox WHERE traceparent IS NOT NULL')).toEqual([]);
    expect(visit.failure).toEqual({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    const lines = accessLines(output);
    expect(lines.some((l) => l.req.url === '/api/bookings')).toBe(true);
    expect(output).not.toContain('traceId');
    expect(output).not.toContain('Tracing to');
  }, 180_000);
});
