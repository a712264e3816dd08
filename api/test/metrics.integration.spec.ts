import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DemoChatRoomDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { RATE_LIMITS } from '../src/common/rate-limit';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { MetricsListener } from '../src/modules/metrics/metrics.listener';
import { LiveReleases } from '../src/modules/releases/live-releases.service';
import { ReleasePublisher } from '../src/modules/releases/release-publisher.service';
import { REMINDER_OVERDUE_MS } from '../src/modules/metrics/scrape-gauges.service';
import { bookingForm } from './factories/booking.factory';
import { adminCookieSession } from './helpers/admin-session';
import { contactForm } from './factories/people.factory';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { book, slotsAhead } from './helpers/lifecycle';
import { startSecondTestApp, startTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

/** How many TCP servers this process listens with (ports, not connections). */
const listeningServers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;

/** A port nothing listens on right now (the kernel's pick, released again). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const before = listeningServers();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // Its handle goes a moment after the close: wait for it, so listeningServers() counts only the app's.
  await until(
    async () => listeningServers(),
    (n) => n < before,
  );
  return port;
}

/** GET over plain HTTP, as Prometheus scrapes. */
function get(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The value of one sample line, `name{labels} value` (labels in the order given), or undefined if absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const [, labelText = ''] = /^[^{ ]+(?:\{(.*)\})? /.exec(line) ?? [];
    const present = labelText.split(/,(?=[a-z_]+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/** A remote's build as `rspack build` leaves it, small (as in releases.integration.spec.ts). */
function fakeBuild(root: string, label: string): string {
  const dist = mkdtempSync(join(root, 'dist-'));
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ id: 'mfe_lunar', label }),
    'remoteEntry.js': `/* ${label} */`,
    'server/remoteEntry.js': `module.exports = ${JSON.stringify(label)}`,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

describe('Prometheus metrics on METRICS_PORT (integration)', () => {
  let sut: TestApp;
  let port: number;
  const root = mkdtempSync(join(tmpdir(), 'metrics-releases-'));
  const scrape = async () => {
    const answer = await get(port, '/metrics');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    port = await freePort();
    const before = listeningServers();
    // Workers off: what the booking leaves in the outboxes stays there until the test drains it.
    sut = await startTestApp({
      METRICS_PORT: String(port),
      METRICS_HOST: '127.0.0.1',
      RATE_LIMIT_MULTIPLIER: '1',
      EVENT_POLL_INTERVAL_MS: '0',
      MAIL_POLL_INTERVAL_MS: '0',
      REMINDER_POLL_INTERVAL_MS: '0',
      RELEASES_DIR: join(root, 'releases'),
    });
    // The public port and the metrics port.
    expect(listeningServers() - before).toBe(2);
  });

  afterAll(async () => {
    await sut?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('counts requests by route template and status, never by the URL', async () => {
    const [slot] = await slotsAhead(sut, 'coaching', 30);
    const booking = await book(sut, bookingForm({ timeSlotId: slot.id }));
    await sut.http.get(`/api/manage/${booking.manageToken}`).expect(200);
    await sut.http.get('/api/manage/not-a-real-token').expect(404);
    await sut.http.get('/api/no-such-route').expect(404);

    const text = await scrape();
    expect(sample(text, 'app_http_requests_total', { method: 'POST', route: '/api/bookings', status: '201' })).toBe(1);
    expect(sample(text, 'app_http_requests_total', { method: 'GET', route: '/api/manage/:token', status: '200' })).toBe(
      1,
    );
    expect(sample(text, 'app_http_requests_total', { method: 'GET', route: '/api/manage/:token', status: '404' })).toBe(
      1,
    );
    expect(sample(text, 'app_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // The duration histogram by status class: every request in its +Inf bucket and its count.
    const booked = { method: 'POST', route: '/api/bookings', status_class: '2xx' };
    expect(sample(text, 'app_http_request_duration_seconds_count', booked)).toBe(1);
    expect(sample(text, 'app_http_request_duration_seconds_bucket', { ...booked, le: '+Inf' })).toBe(1);
    expect(sample(text, 'app_http_request_duration_seconds_sum', booked)).toBeGreaterThan(0);
    expect(sample(text, 'app_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBe(
      1,
    );
    // No token, no id: the labels hold templates only.
    expect(text).not.toContain(booking.manageToken);
    expect(text).not.toContain('not-a-real-token');
    expect(text).not.toContain('no-such-route');
  });

  it('counts the reads answered from memory (before fastify) like the others, under their route', async () => {
    const services = { method: 'GET', route: '/api/services', status: '200' };
    const before = sample(await scrape(), 'app_http_requests_total', services) ?? 0;
    // The first goes through the framework (and lets HotReads learn its headers); the next ones come from memory.
    for (let i = 0; i < 3; i += 1) await sut.http.get('/api/services').expect(200);
    const text = await scrape();
    expect(sample(text, 'app_http_requests_total', services)).toBe(before + 3);
    expect(sample(text, 'app_http_request_duration_seconds_count', { route: '/api/services' })).toBe(before + 3);
  });

  it('answers 404 for /metrics on the public port: metrics are on their own listener only', async () => {
    await sut.http.get('/metrics').expect(404);
    await sut.http.get('/api/metrics').expect(404);
    const other = await get(port, '/');
    expect(other.status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'app_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(3);
  });

  it('shows the outboxes, the reminders and the pool, read from the database at scrape time', async () => {
    // The booking's events and e-mails wait: the workers are off.
    let text = await scrape();
    expect(sample(text, 'app_outbox_pending', { outbox: 'event' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'app_outbox_oldest_pending_age_seconds', { outbox: 'event' })).toBeGreaterThan(0);
    expect(sample(text, 'app_outbox_pending', { outbox: 'mail' })).toEqual(expect.any(Number));
    const total = sample(text, 'app_db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'app_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total!);
    expect(sample(text, 'app_db_pool_connections', { state: 'waiting' })).toBe(0);

    // Handled and delivered (to the outbox folder): the events armed the booking's reminders, all in the future.
    await sut.app.get(DomainEvents).idle();
    text = await scrape();
    expect(sample(text, 'app_outbox_pending', { outbox: 'event' })).toBe(0);
    expect(sample(text, 'app_outbox_pending', { outbox: 'mail' })).toBe(0);
    expect(sample(text, 'app_outbox_oldest_pending_age_seconds', { outbox: 'mail' })).toBe(0);
    expect(sample(text, 'app_reminders_due')).toBe(0);

    // One reminder's time passed long ago and nobody sent it (the reminder worker is off).
    const [{ count }] = await sut.app.get(DataSource).query<Array<{ count: number }>>(
      `WITH moved AS (UPDATE booking_reminder SET send_at = now() - $1 * interval '1 millisecond'
                         WHERE id = (SELECT id FROM booking_reminder WHERE status = 'pending' ORDER BY id LIMIT 1)
                         RETURNING 1)
         SELECT count(*)::int AS count FROM moved`,
      [REMINDER_OVERDUE_MS * 2],
    );
    expect(count).toBe(1);
    text = await scrape();
    expect(sample(text, 'app_reminders_due')).toBe(1);
    expect(sample(text, 'app_reminders_overdue')).toBe(1);
  });

  it('counts rate-limit refusals by bucket, with every bucket present from the start', async () => {
    let text = await scrape();
    for (const bucket of Object.keys(RATE_LIMITS))
      expect(sample(text, 'app_rate_limit_refusals_total', { bucket })).toBe(0);
    for (let i = 0; i < RATE_LIMITS.contact.limit; i += 1) await sut.http.post('/api/contact').send(contactForm());
    await sut.http.post('/api/contact').send(contactForm()).expect(429);
    text = await scrape();
    expect(sample(text, 'app_rate_limit_refusals_total', { bucket: 'contact' })).toBe(1);
    expect(sample(text, 'app_rate_limit_refusals_total', { bucket: 'bookings' })).toBe(0);
    expect(sample(text, 'app_http_requests_total', { method: 'POST', route: '/api/contact', status: '429' })).toBe(1);
  });

  it('counts chat sockets while they are open and their frames both ways', async () => {
    const room = (await sut.http.post('/api/chat-sessions/demo').send({}).expect(201)).body as DemoChatRoomDto;
    const client = await ChatWsClient.connect(chatUrlOf(sut.app.getHttpServer()));
    try {
      await client.join({
        sessionId: room.sessionId,
        token: room.token,
        userId: 'u1',
        userName: 'U',
        userType: 'client',
      });
      const text = await scrape();
      expect(sample(text, 'app_ws_connections')).toBe(1);
      expect(sample(text, 'app_ws_messages_total', { direction: 'in' })).toBe(1);
      expect(sample(text, 'app_ws_messages_total', { direction: 'out' })).toBe(client.frames.length);
    } finally {
      client.close();
    }
    const closed = await until(scrape, (text) => sample(text, 'app_ws_connections') === 0);
    expect(sample(closed, 'app_ws_connections')).toBe(0);
  });

  it('names the release each remote serves, and its canary', async () => {
    const publish = (label: string, makeLive: boolean) =>
      sut.app.get(ReleasePublisher).publish('mfe_lunar', fakeBuild(root, label), {
        actor: 'test',
        makeLive,
        shellManifest: null,
        gate: 'warn',
      });
    const live = await publish('live-one', true);
    const canary = await publish('canary-one', false);
    const admin = await adminCookieSession(sut);
    await sut.http
      .post('/api/releases/mfe_lunar/canary')
      .set(admin.writeHeaders)
      .send({ releaseId: canary.releaseId, share: 10 })
      .expect(200);
    await sut.app.get(LiveReleases).refresh();
    const text = await scrape();
    expect(sample(text, 'app_remote_release_info', { remote: 'mfe_lunar', role: 'live' })).toBe(1);
    expect(text).toContain(`app_remote_release_info{remote="mfe_lunar",release="${live.releaseId}",role="live"} 1`);
    expect(text).toContain(`app_remote_release_info{remote="mfe_lunar",release="${canary.releaseId}",role="canary"} 1`);
  });

  it('includes the Node defaults (event-loop delay percentiles among them) under the app_ prefix', async () => {
    const text = await scrape();
    expect(sample(text, 'app_nodejs_eventloop_lag_p99_seconds')).toEqual(expect.any(Number));
    expect(sample(text, 'app_process_cpu_seconds_total')).toEqual(expect.any(Number));
    expect(text).toContain('# TYPE app_http_request_duration_seconds histogram');
  });

  it('opens no listener at all without METRICS_PORT', async () => {
    const before = listeningServers();
    const plain = await startSecondTestApp(sut);
    try {
      // Only its public port.
      expect(listeningServers() - before).toBe(1);
      expect(plain.app.get(MetricsListener).port()).toBeNull();
      await plain.http.get('/metrics').expect(404);
    } finally {
      await plain.close();
    }
  });
});

describe('server render metrics when the API serves the site (integration)', () => {
  let sut: TestApp;
  let port: number;
  const staticRoot = mkdtempSync(join(tmpdir(), 'metrics-static-'));

  /**
   * A stand-in for the shell's built renderer (shell/dist/server/render.js): it answers every page, and for /slow
   * says what render.tsx says when a render runs out of time and the page goes out client-rendered.
   */
  beforeAll(async () => {
    const files: Record<string, string> = {
      'shell/dist/index.html': '<!doctype html><title>shell</title><div id="root"></div>',
      'shell/dist/server/render.js': `
        exports.createRenderer = (options) => ({
          warm: async () => {},
          setRemotes: () => {},
          setCanaries: () => {},
          close: async () => {},
          render: async (request, res) => {
            if (request.url === '/slow') {
              options.onFallback('render_timeout');
              options.log.warn('Server render of /slow fell back to client rendering: rendering took longer than 300 ms');
            }
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end('<p>' + request.url + '</p>');
          },
        });`,
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(staticRoot, path)), { recursive: true });
      writeFileSync(join(staticRoot, path), content);
    }
    port = await freePort();
    sut = await startTestApp({
      SERVE_STATIC: 'true',
      STATIC_ROOT: staticRoot,
      RENDER_TIMEOUT_MS: '2000',
      METRICS_PORT: String(port),
      METRICS_HOST: '127.0.0.1',
    });
  });

  afterAll(async () => {
    await sut?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('times the pages it renders and counts the fallbacks by reason; the pages count as requests of their route', async () => {
    expect((await sut.http.get('/').expect(200)).text).toBe('<p>/</p>');
    expect((await sut.http.get('/slow').expect(200)).text).toBe('<p>/slow</p>');
    const { status, body: text } = await get(port, '/metrics');
    expect(status).toBe(200);
    expect(sample(text, 'app_render_duration_seconds_count')).toBe(2);
    expect(sample(text, 'app_render_fallbacks_total', { reason: 'render_timeout' })).toBe(1);
    expect(sample(text, 'app_render_fallbacks_total', { reason: 'render_error' })).toBe(0);
    // The static site's catch-all route, under its template: the page paths are not labels.
    expect(sample(text, 'app_http_requests_total', { method: 'GET', route: '/*', status: '200' })).toBe(2);
    expect(text).not.toContain('route="/slow"');
  });

  it('answers 404 for /metrics on the public port even though it serves every other path as a page', async () => {
    await sut.http.get('/metrics').expect(404);
    await sut.http.get('/metrics?format=prometheus').expect(404);
    await sut.http.get('/lunar-light').expect(200);
  });
});
