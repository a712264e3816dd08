import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { contactForm } from './factories/people.factory';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { startTestApp, type TestApp } from './helpers/test-app';

const REFUSED = 'no-such-mailbox@example.com';

/**
 * Issue 32 item 5: one recipient the mail server refuses never holds up the others. The refused message waits for
 * its own retries; every other message, older or newer, goes out in the same pass, once.
 */
describe('a refused recipient does not block the outbox (integration)', () => {
  let sut: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink(0, (recipient) => recipient === REFUSED);
    // Workers driven by DomainEvents.idle() only, so every attempt is one the test made.
    sut = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      EVENT_POLL_INTERVAL_MS: '0',
      MAIL_POLL_INTERVAL_MS: '0',
    });
  });

  afterAll(async () => {
    await sut?.close();
    await sink?.close();
  });

  const rows = (): Promise<Array<{ to_address: string; status: string; attempts: number; last_error: string }>> =>
    sut.app
      .get(DataSource)
      .query(`SELECT to_address, status, attempts, last_error FROM mail_outbox WHERE type = 'contact-acknowledgement'`);

  it('sends everyone else at once while the refused message waits for its retry', async () => {
    // The refused message is the oldest, so it is claimed first in the batch.
    for (const email of [REFUSED, 'first@example.com', 'second@example.com', 'third@example.com']) {
      await sut.http
        .post('/api/contact')
        .send(contactForm({ email, subject: `From ${email}` }))
        .expect(201);
    }
    await sut.app.get(DomainEvents).idle();

    const byAddress = Object.fromEntries((await rows()).map((r) => [r.to_address, r]));
    expect(byAddress[REFUSED]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(byAddress[REFUSED].last_error).toMatch(/550|mailbox unavailable/);
    for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
      expect(byAddress[email]).toMatchObject({ status: 'sent', attempts: 1 });
    }

    // The coach's copies (one per message) and three acknowledgements went out; nothing to the refused address.
    const received = await Promise.all(sink.messages.map((raw) => simpleParser(raw)));
    const acks = received.filter((m) => m.headers.get('x-app-message-type') === 'contact-acknowledgement');
    expect(acks.map((m) => m.subject).sort()).toEqual([
      'We received your message: From first@example.com',
      'We received your message: From second@example.com',
      'We received your message: From third@example.com',
    ]);
    expect(received.filter((m) => m.headers.get('x-app-message-type') === 'coach-contact-message')).toHaveLength(4);

    // Its retry comes due: it fails alone again; nothing already sent goes out twice.
    const before = sink.messages.length;
    await sut.app.get(DataSource).query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);
    await sut.app.get(DomainEvents).idle();
    expect(sink.messages).toHaveLength(before);
    expect((await rows()).find((r) => r.to_address === REFUSED)).toMatchObject({ status: 'pending', attempts: 2 });
  });
});
