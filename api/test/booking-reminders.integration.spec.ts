import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSessionWhen, type TimeSlotDto } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { Clock } from '../src/common/clock';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { MailerService } from '../src/modules/notifications/mailer/mailer.service';
import { ReminderWorker } from '../src/modules/notifications/reminders/reminder.job';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { book, slotsAhead } from './helpers/lifecycle';
import { readOutboxDir } from './helpers/outbox';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers/test-app';

const HOUR = 60 * 60 * 1000;
const at = (iso: string, offsetMs: number) => new Date(Date.parse(iso) + offsetMs);

/** Another API instance on the same database, as a second replica would be (its own pool, clock and outbox). */
async function replicaOf(first: TestApp, env: Record<string, string>): Promise<NestFastifyApplication> {
  const app = await createApp({
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
  await app.init();
  return app;
}

describe('reminders 24 hours and 1 hour ahead (integration)', () => {
  let first: TestApp;
  let second: NestFastifyApplication;
  let secondOutbox: string;
  let ahead: TimeSlotDto[];
  let next = 0;
  const take = (n: number) => ahead.slice(next, (next += n));

  beforeAll(async () => {
    first = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    secondOutbox = await mkdtemp(join(tmpdir(), 'outbox-replica-'));
    second = await replicaOf(first, { OUTBOX_DIR: secondOutbox });
    ahead = await slotsAhead(first, 'coaching', 30);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await rm(secondOutbox, { recursive: true, force: true });
  });

  /** Both instances' clocks at one instant. */
  const setBothClocks = (instant: Date) => {
    for (const app of [first.app, second])
      jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(instant));
  };
  /** Once every e-mail written so far is delivered, by whichever instance's mail worker claimed it. */
  const allMails = async () => {
    await first.app.get(DomainEvents).idle();
    return [...(await readOutboxDir(first.app.get(MailerService).outbox!)), ...(await readOutboxDir(secondOutbox))];
  };
  const runBoth = () => Promise.all([first.app.get(ReminderWorker).runOnce(), second.get(ReminderWorker).runOnce()]);
  const reminderRows = async (bookingId: string) =>
    first.app
      .get(DataSource)
      .query(`SELECT kind, status, attempts, send_at FROM booking_reminder WHERE booking_id = $1 ORDER BY kind`, [
        bookingId,
      ]);

  /** The reminders of new bookings are armed when their booking.created events are handled. */
  const settled = () => first.app.get(DomainEvents).idle();

  afterEach(() => jest.restoreAllMocks());

  it('sends each due reminder exactly once while two instances claim at the same moment', async () => {
    // More than one claim batch, all due at one instant: the last one's 24-hour mark, while the first is still hours away.
    const slots = take(12);
    const last = slots[slots.length - 1];
    expect(Date.parse(last.startTime) - Date.parse(slots[0].startTime)).toBeLessThan(22 * HOUR);
    const bookings = [];
    for (const [i, slot] of slots.entries()) {
      bookings.push(await book(first, bookingForm({ timeSlotId: slot.id, email: `remind${i}@example.com` })));
    }
    await settled();
    setBothClocks(at(last.startTime, -24 * HOUR + 60_000));

    const runs = await runBoth();
    expect(runs[0].sent + runs[1].sent).toBe(12);
    const again = await runBoth();
    expect(again[0].sent + again[1].sent).toBe(0);

    const reminders = (await allMails()).filter((m) => m.type === 'booking-reminder-24h');
    expect(reminders.map((m) => m.to).sort()).toEqual(bookings.map((b) => b.email).sort());
    const sample = reminders.find((m) => m.to === 'remind0@example.com')!;
    expect(sample.subject).toBe('Reminder: your coaching session is tomorrow (Strategic Decision Coaching)');
    expect(sample.text).toContain(formatSessionWhen(new Date(slots[0].startTime)));
    const chatLink = (b: Awaited<ReturnType<typeof book>>) =>
      `Open your chat session: http://localhost:3000/chat-session?session=${b.chat!.sessionId}&token=${b.chat!.token}`;
    expect(sample.text).toContain(chatLink(bookings[0]));
    expect(sample.text).toContain('Zelle: send $25 to coach@example.com');
    expect(await reminderRows(bookings[0].id)).toEqual([
      expect.objectContaining({ kind: '1h', status: 'pending' }),
      expect.objectContaining({ kind: '24h', status: 'sent', attempts: 1 }),
    ]);

    setBothClocks(at(slots[0].startTime, -HOUR + 60_000));
    const hourRuns = await runBoth();
    expect(hourRuns[0].sent + hourRuns[1].sent).toBe(1);
    const hourly = (await allMails()).filter((m) => m.type === 'booking-reminder-1h');
    expect(hourly.map((m) => m.to)).toEqual(['remind0@example.com']);
    expect(hourly[0].subject).toBe('Reminder: your coaching session starts in 1 hour (Strategic Decision Coaching)');
    // The 1-hour reminder carries the customer's own chat link (rebuilt from the session id).
    expect(hourly[0].text).toContain(chatLink(bookings[0]));
  });

  it('skips cancelled bookings and card holds that ran out, and follows a rescheduled booking to its new time', async () => {
    const [cancelled, moved] = take(2);
    const lunar = (await slotsAhead(first, 'lunar', 30))[0];
    const gone = await book(first, bookingForm({ timeSlotId: cancelled.id, email: 'gone@example.com' }));
    const unpaid = await book(
      first,
      psychicBookingForm({ timeSlotId: lunar.id, email: 'unpaid@example.com', paymentMethod: 'card' }),
    );
    const mover = await book(first, bookingForm({ timeSlotId: moved.id, email: 'mover@example.com' }));
    await settled();
    await first.http.post(`/api/manage/${gone.manageToken}/cancel`).expect(200);
    const later = ahead[ahead.length - 1];
    await first.http.post(`/api/manage/${mover.manageToken}/reschedule`).send({ timeSlotId: later.id }).expect(200);

    setBothClocks(at(lunar.startTime, -24 * HOUR + 60_000));
    await runBoth();
    setBothClocks(at(moved.startTime, -24 * HOUR + 60_000));
    await runBoth();
    const toThem = async () =>
      (await allMails()).filter(
        (m) =>
          m.type.startsWith('booking-reminder') &&
          ['gone@example.com', 'unpaid@example.com', 'mover@example.com'].includes(m.to),
      );
    expect(await toThem()).toEqual([]);
    expect(await reminderRows(gone.id)).toEqual([
      expect.objectContaining({ kind: '1h', status: 'skipped' }),
      expect.objectContaining({ kind: '24h', status: 'skipped' }),
    ]);
    // A card hold gets its reminders when it is paid; this one never was.
    expect(await reminderRows(unpaid.id)).toEqual([]);

    setBothClocks(at(later.startTime, -24 * HOUR + 60_000));
    await runBoth();
    const reminders = await toThem();
    expect(reminders.map((m) => m.to)).toEqual(['mover@example.com']);
    const [reminder] = reminders;
    expect(reminder.text).toContain(formatSessionWhen(new Date(later.startTime)));
  });

  it('writes a due reminder to the mail outbox while SMTP is down, so the outage delays it but does not lose it', async () => {
    const [slot] = take(1);
    const booking = await book(first, bookingForm({ timeSlotId: slot.id, email: 'retry@example.com' }));
    await settled();
    // A replica whose SMTP server refuses connections and whose mail worker is off: it only claims reminders.
    const broken = await replicaOf(first, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_INTERVAL_MS: '0' });
    try {
      const now = at(slot.startTime, -24 * HOUR + 60_000);
      jest.spyOn(broken.get(Clock), 'now').mockImplementation(() => new Date(now));
      const run = await broken.get(ReminderWorker).runOnce();
      expect(run).toMatchObject({ sent: 1, failed: 0 });
      const [, daily] = await reminderRows(booking.id);
      expect(daily).toMatchObject({ kind: '24h', status: 'sent', attempts: 1 });
      const queued = await first.app
        .get(DataSource)
        .query(
          `SELECT type, status FROM mail_outbox WHERE to_address = 'retry@example.com' AND type = 'booking-reminder-24h'`,
        );
      // Written once; the first instance's mail worker may already be delivering it.
      expect(queued).toEqual([
        { type: 'booking-reminder-24h', status: expect.stringMatching(/^(pending|sending|sent)$/) },
      ]);

      // Another instance, whose mail server is up, delivers it: once.
      expect(
        (await allMails()).filter((m) => m.to === 'retry@example.com' && m.type === 'booking-reminder-24h'),
      ).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
