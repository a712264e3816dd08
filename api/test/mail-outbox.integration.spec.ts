import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { MailerService } from '../src/modules/notifications/mailer/mailer.service';
import { EventDispatcher } from '../src/modules/notifications/outbox/event-dispatcher.worker';
import { MailWorker } from '../src/modules/notifications/outbox/mail.worker';
import { contactForm } from './factories/people.factory';
import { readOutboxDir } from './helpers/outbox';
import { closedPort, startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers/test-app';

interface MailRow {
  id: string;
  type: string;
  status: string;
  attempts: number;
  message_id: string;
  last_error: string | null;
  /** Seconds from now until the next attempt. */
  wait_s: number;
}

/** Every stored e-mail of the app (each describe has its own database). */
const mailRows = (app: TestApp): Promise<MailRow[]> =>
  app.app.get(DataSource).query(
    `SELECT id, type, status, attempts, message_id, last_error,
            extract(epoch FROM next_attempt_at - now())::float AS wait_s
       FROM mail_outbox ORDER BY id`,
  );

/** The back-off running out, without waiting for it: every retry of these rows is due now. */
const makeDue = (app: TestApp) =>
  app.app.get(DataSource).query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);

describe('no e-mail is lost: an SMTP outage delays mail, then it is delivered once (integration)', () => {
  let sut: TestApp;
  let port: number;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    port = await closedPort();
    // Workers driven by DomainEvents.idle() only, so every attempt in this test is one the test made.
    sut = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EVENT_POLL_INTERVAL_MS: '0',
      MAIL_POLL_INTERVAL_MS: '0',
    });
  });

  afterAll(async () => {
    await sut?.close();
    await sink?.close();
  });

  it('keeps both contact e-mails through two failed attempts with growing back-off, then delivers each exactly once', async () => {
    await sut.http
      .post('/api/contact')
      .send(contactForm({ email: 'outage@example.com', subject: 'Outage check' }))
      .expect(201);

    await sut.app.get(DomainEvents).idle();
    let rows = await mailRows(sut);
    expect(rows.map((r) => [r.type, r.status, r.attempts])).toEqual([
      ['coach-contact-message', 'pending', 1],
      ['contact-acknowledgement', 'pending', 1],
    ]);
    for (const row of rows) {
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.wait_s).toBeGreaterThan(25);
      expect(row.wait_s).toBeLessThanOrEqual(30);
    }

    await makeDue(sut);
    await sut.app.get(DomainEvents).idle();
    rows = await mailRows(sut);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 2],
      ['pending', 2],
    ]);
    for (const row of rows) expect(row.wait_s).toBeGreaterThan(55);

    // The mail server comes back on the same address.
    sink = await startSmtpSink(port);
    await makeDue(sut);
    await sut.app.get(DomainEvents).idle();
    rows = await mailRows(sut);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
    ]);
    expect(sink.messages).toHaveLength(2);
    const received = await Promise.all(sink.messages.map((raw) => simpleParser(raw)));
    expect(received.map((m) => m.messageId).sort()).toEqual(rows.map((r) => r.message_id).sort());
    const ack = received.find((m) => m.headers.get('x-app-message-type') === 'contact-acknowledgement')!;
    expect(ack.subject).toBe('We received your message: Outage check');
    expect(ack.text).toContain("We'll get back to you within 24 hours.");

    // Nothing is due any more: draining again sends nothing twice.
    await sut.app.get(DomainEvents).idle();
    expect(sink.messages).toHaveLength(2);
  });
});

describe('delivery across instances and crashed senders (integration)', () => {
  let first: TestApp;
  let second: NestFastifyApplication;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, EVENT_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' };
    first = await startTestApp(env);
    second = await createApp({
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SERVE_STATIC: 'false',
        DATABASE_URL: first.database.url,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        REMINDER_POLL_INTERVAL_MS: '0',
        ...env,
      },
    });
    await second.init();
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sink?.close();
  });

  it('handles each event once and delivers each e-mail once while two instances work the same outboxes', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `crowd${i}@example.com`);
    for (const email of emails) {
      await first.http
        .post('/api/contact')
        .send(contactForm({ email, subject: `Crowd message ${email}` }))
        .expect(201);
    }
    const apps = [first.app, second];
    const handled = await Promise.all(apps.map((app) => app.get(EventDispatcher).run()));
    expect(handled[0] + handled[1]).toBe(emails.length);
    const attempted = await Promise.all(apps.map((app) => app.get(MailWorker).run()));
    expect(attempted[0] + attempted[1]).toBe(emails.length * 2);
    await first.app.get(DomainEvents).idle();

    const received = await Promise.all(sink.messages.map((raw) => simpleParser(raw)));
    const acks = received.filter((m) => m.headers.get('x-app-message-type') === 'contact-acknowledgement');
    expect(acks.map((m) => (Array.isArray(m.to) ? '' : m.to?.value[0].address)).sort()).toEqual([...emails].sort());
    const ids = received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(emails.length * 2);
  });

  it('re-delivers a message whose sender died mid-send once its lease ran out, and leaves a live lease alone', async () => {
    const db = first.app.get(DataSource);
    const mail = {
      type: 'contact-acknowledgement' as const,
      from: { name: 'Life Coaching', address: 'coach@example.com' },
      text: 'Hello',
      html: '<p>Hello</p>',
    };
    const [dead, busy] = await db.transaction(async (manager) => [
      await first.app
        .get(MailerService)
        .enqueue(manager, { ...mail, to: { name: 'Dead', address: 'dead@example.com' }, subject: 'Lease ran out' }),
      await first.app
        .get(MailerService)
        .enqueue(manager, { ...mail, to: { name: 'Busy', address: 'busy@example.com' }, subject: 'Lease still held' }),
    ]);
    // As a sender that claimed both and then was killed would leave them: one lease over, one still running.
    await db.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = 1, lease_token = gen_random_uuid(),
              lease_until = CASE WHEN message_id = $1 THEN now() - interval '1 second' ELSE now() + interval '1 hour' END
        WHERE message_id IN ($1, $2)`,
      [dead, busy],
    );

    const before = sink.messages.length;
    expect(await second.get(MailWorker).run()).toBe(1);
    const fresh = await Promise.all(sink.messages.slice(before).map((raw) => simpleParser(raw)));
    expect(fresh.map((m) => m.messageId)).toEqual([dead]);
    const rows: Array<{ message_id: string; status: string; attempts: number }> = await db.query(
      `SELECT message_id, status, attempts FROM mail_outbox WHERE message_id IN ($1, $2) ORDER BY id`,
      [dead, busy],
    );
    expect(rows).toEqual([
      { message_id: dead, status: 'sent', attempts: 2 },
      { message_id: busy, status: 'sending', attempts: 1 },
    ]);
    // Its (pretend) sender would finish it; here it would keep idle() waiting for the lease.
    await db.query(`DELETE FROM mail_outbox WHERE message_id = $1`, [busy]);
  });

  it('retries an event whose handler failed, rolling back the e-mails it had written, and gives each e-mail once', async () => {
    const events = first.app.get(DomainEvents);
    let failures = 1;
    const off = events.on('contact.received', async () => {
      if (failures-- > 0) throw new Error('handler hiccup');
    });
    try {
      await first.http
        .post('/api/contact')
        .send(contactForm({ email: 'flaky@example.com' }))
        .expect(201);
      expect(await first.app.get(EventDispatcher).run()).toBe(1);
      const db = first.app.get(DataSource);
      const [event] = await db.query(
        `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float AS wait_s
           FROM domain_event WHERE type = 'contact.received' ORDER BY id DESC LIMIT 1`,
      );
      expect(event).toMatchObject({ status: 'pending', attempts: 1, last_error: 'handler hiccup' });
      expect(event.wait_s).toBeGreaterThan(25);
      // The other handler's two e-mails were written in the same transaction: rolled back with it.
      expect(await db.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'flaky@example.com'`)).toEqual([]);

      await db.query(`UPDATE domain_event SET next_attempt_at = now() WHERE status = 'pending'`);
      await events.idle();
      const rows = await db.query(`SELECT type, status FROM mail_outbox WHERE to_address = 'flaky@example.com'`);
      expect(rows).toEqual([{ type: 'contact-acknowledgement', status: 'sent' }]);
      const [done] = await db.query(
        `SELECT status, attempts FROM domain_event WHERE type = 'contact.received' ORDER BY id DESC LIMIT 1`,
      );
      expect(done).toEqual({ status: 'done', attempts: 2 });
    } finally {
      off();
    }
  });
});

describe('the .eml outbox (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ EVENT_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('writes each stored message as one .eml file, byte for byte, with a stable Message-ID', async () => {
    await sut.http
      .post('/api/contact')
      .send(contactForm({ email: 'eml@example.com' }))
      .expect(201);
    await sut.app.get(DomainEvents).idle();
    const files = (await readOutboxDir(sut.app.get(MailerService).outbox!)).filter((m) => m.to === 'eml@example.com');
    expect(files).toHaveLength(1);
    const [stored] = await sut.app
      .get(DataSource)
      .query(`SELECT message_id, raw FROM mail_outbox WHERE to_address = 'eml@example.com'`);
    expect(files[0].messageId).toBe(stored.message_id);
    const fromRaw = await simpleParser(stored.raw as Buffer);
    expect(files[0].text).toBe(fromRaw.text);
  });
});
