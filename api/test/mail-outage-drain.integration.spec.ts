import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { MAIL_PROBE_MS } from '../src/modules/notifications/outbox/mail.worker';
import { contactForm } from './factories/people.factory';
import { closedPort, startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/**
 * Issue 32 item 5: after a long SMTP outage every waiting message is an hour of back-off away from its next try.
 * Once the server is back the outbox must not wait that hour: a probe every MAIL_PROBE_MS finds it back and sends
 * everything at once. While it is still down, probing costs no message any of its attempts.
 */
describe('the outbox drains within a minute of SMTP returning (integration)', () => {
  let sut: TestApp;
  let port: number;
  let sink: SmtpSink | undefined;
  const started = Date.now();
  const at = (ms: number) => setNow(sut, new Date(started + ms).toISOString());

  beforeAll(async () => {
    port = await closedPort();
    sut = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EVENT_POLL_INTERVAL_MS: '0',
      MAIL_POLL_INTERVAL_MS: '0',
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
    await sink?.close();
  });

  const rows = (): Promise<Array<{ id: string; status: string; attempts: number; wait_s: number }>> =>
    sut.app.get(DataSource).query(
      `SELECT id, status, attempts, extract(epoch FROM next_attempt_at - now())::float AS wait_s
           FROM mail_outbox ORDER BY id`,
    );

  it('probes while the server is down without using up retries, and sends everything once it is back', async () => {
    at(0);
    for (const email of ['one@example.com', 'two@example.com']) {
      await sut.http.post('/api/contact').send(contactForm({ email })).expect(201);
    }
    await sut.app.get(DomainEvents).idle();
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual(Array(4).fill(['pending', 1]));

    // Hours into the outage: eight failed attempts each, the next an hour away (the back-off's ceiling).
    await sut.app
      .get(DataSource)
      .query(`UPDATE mail_outbox SET attempts = 8, next_attempt_at = now() + interval '1 hour'`);

    // Still down at the next probe: nothing changes but the error.
    at(MAIL_PROBE_MS + 1000);
    await sut.app.get(DomainEvents).idle();
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 8 });
      expect(row.wait_s).toBeGreaterThan(3500);
    }

    // The server returns; within one probe interval every message is sent, once.
    sink = await startSmtpSink(port);
    at(2 * MAIL_PROBE_MS + 2000);
    await sut.app.get(DomainEvents).idle();
    expect((await rows()).map((r) => r.status)).toEqual(Array(4).fill('sent'));
    expect(sink.messages).toHaveLength(4);
    expect(MAIL_PROBE_MS + 1000).toBeLessThan(60_000);

    at(4 * MAIL_PROBE_MS);
    await sut.app.get(DomainEvents).idle();
    expect(sink.messages).toHaveLength(4);
  });

  it('after a second outage with 200 messages on back-offs up to an hour, p99 from SMTP returning to sent is under 60 s', async () => {
    await sink!.close();
    const db = sut.app.get(DataSource);
    // This test's messages only (ids after these), so it stands on its own whatever the first one left behind.
    const [{ last, leftover }] = await db.query(
      `SELECT coalesce(max(id), 0)::bigint AS last, count(*) FILTER (WHERE status = 'pending')::int AS leftover
         FROM mail_outbox`,
    );
    const t1 = 10 * MAIL_PROBE_MS;
    at(t1);
    for (let i = 0; i < 100; i++) {
      await sut.http
        .post('/api/contact')
        .send(contactForm({ email: `outage${i}@example.com` }))
        .expect(201);
    }
    await sut.app.get(DomainEvents).idle();
    const waiting: Array<{ id: string }> = await db.query(
      `SELECT id FROM mail_outbox WHERE status = 'pending' AND id > $1`,
      [last],
    );
    expect(waiting).toHaveLength(200);
    // Each at its own point of the back-off: 1 … 8 failed attempts, the next try up to an hour away.
    await db.query(
      `UPDATE mail_outbox SET attempts = 1 + (id % 8), next_attempt_at = now() + (id % 60) * interval '1 minute'
        WHERE status = 'pending' AND id > $1`,
      [last],
    );

    // The server returns at an odd moment of the probe cycle; the clock walks on in 5-second steps.
    const back = t1 + 7 * 60_000 + 13_000;
    sink = await startSmtpSink(port);
    const delays = new Map<string, number>();
    for (let step = 0; step <= 120_000 && delays.size < waiting.length; step += 5000) {
      at(back + step);
      await sut.app.get(DomainEvents).idle();
      const sent: Array<{ id: string }> = await db.query(`SELECT id FROM mail_outbox WHERE status = 'sent'`);
      for (const { id } of sent) if (!delays.has(id) && waiting.some((w) => w.id === id)) delays.set(id, step);
    }
    expect(delays.size).toBe(waiting.length);
    const sorted = [...delays.values()].sort((a, b) => a - b);
    const p99 = sorted[Math.ceil(0.99 * sorted.length) - 1];
    expect(p99).toBeLessThan(60_000);
    // Each delivered once, to the server that came back.
    expect(sink.messages).toHaveLength(waiting.length + leftover);
  });
});
