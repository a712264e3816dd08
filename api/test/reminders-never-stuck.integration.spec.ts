import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { BookingMailsService } from '../src/modules/notifications/booking-mails.service';
import { MAX_ATTEMPTS, ReminderWorker } from '../src/modules/notifications/reminders/reminder.job';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book, slotsAhead } from './helpers/lifecycle';
import { closedPort } from './helpers/smtp-sink';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const MINUTE = 60_000;
const STEP = 5 * MINUTE;

/**
 * Issue 32 item 5: with the mail server down the whole time, and bookings cancelled and moved on the way, the
 * clock walks in five-minute steps past every reminder's due time: no reminder is ever still pending five minutes
 * after it was due, and each ends sent, or skipped for a booking that no longer takes place.
 */
describe('no reminder left pending past its due time (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      REMINDER_POLL_INTERVAL_MS: '0',
      MAIL_POLL_INTERVAL_MS: '0',
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
  });

  const db = () => sut.app.get(DataSource);

  it('every due reminder leaves pending within five minutes, through an SMTP outage, cancellations and moves', async () => {
    const slots = (await slotsAhead(sut, 'coaching', 30)).slice(0, 14);
    const bookings = [];
    for (const [i, slot] of slots.slice(0, 10).entries()) {
      bookings.push(await book(sut, bookingForm({ timeSlotId: slot.id, email: `stuck${i}@example.com` })));
    }
    const authorization = await adminAuthorization(sut);
    await sut.http.post(`/api/manage/${bookings[1].manageToken}/cancel`).expect(200);
    await sut.http
      .post(`/api/coach/bookings/${bookings[2].id}/cancel`)
      .set('Authorization', authorization)
      .send({ reason: 'Clash' })
      .expect(200);
    await sut.http
      .post(`/api/manage/${bookings[3].manageToken}/reschedule`)
      .send({ timeSlotId: slots[12].id })
      .expect(200);
    await sut.http
      .post(`/api/coach/bookings/${bookings[4].id}/reschedule`)
      .set('Authorization', authorization)
      .send({ timeSlotId: slots[13].id })
      .expect(200);
    await sut.app.get(DomainEvents).idle();

    const [{ first, last }] = await db().query(
      `SELECT min(send_at) AS first, max(send_at) AS last FROM booking_reminder WHERE kind IN ('24h', '1h')`,
    );
    const end = new Date(last).getTime() + STEP;
    let steps = 0;
    for (let now = new Date(first).getTime() - STEP; now <= end; now += STEP, steps++) {
      setNow(sut, new Date(now).toISOString());
      await sut.app.get(ReminderWorker).runOnce();
      const stuck = await db().query(
        `SELECT booking_id, kind, send_at FROM booking_reminder WHERE status = 'pending' AND send_at < $1`,
        [new Date(now - STEP)],
      );
      expect({ at: new Date(now).toISOString(), stuck }).toEqual({ at: new Date(now).toISOString(), stuck: [] });
    }
    expect(steps).toBeGreaterThan(24 * 12);

    const ends: Array<{ email: string; kind: string; status: string }> = await db().query(
      `SELECT b.email, r.kind, r.status FROM booking_reminder r JOIN booking b ON b.id = r.booking_id
        WHERE r.kind IN ('24h', '1h') ORDER BY b.email, r.kind`,
    );
    for (const row of ends) {
      const cancelled = row.email === 'stuck1@example.com' || row.email === 'stuck2@example.com';
      expect({ ...row, status: row.status }).toEqual({ ...row, status: cancelled ? 'skipped' : 'sent' });
    }
    // The e-mails wait in the mail outbox for the server; none was lost to the outage.
    const [{ waiting }] = await db().query(
      `SELECT count(*)::int AS waiting FROM mail_outbox WHERE type LIKE 'booking-reminder-%' AND status = 'pending'`,
    );
    expect(waiting).toBe(ends.filter((r) => r.status === 'sent').length);
  });
});

/**
 * The other way a reminder can end: its e-mail cannot be written at all (a template or database error, not the mail
 * server). It is retried, but never past its due time plus five minutes: by then it has ended `failed`, and the
 * reminders of every other booking went out on time.
 */
describe('a reminder that cannot be written ends failed within five minutes of its due time (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
  });

  it('retries, then marks it failed before due + 5 min, while the others are sent', async () => {
    const db = sut.app.get(DataSource);
    const slots = (await slotsAhead(sut, 'coaching', 30)).slice(0, 3);
    const emails = ['broken@example.com', 'fine1@example.com', 'fine2@example.com'];
    for (const [i, slot] of slots.entries()) await book(sut, bookingForm({ timeSlotId: slot.id, email: emails[i] }));
    await sut.app.get(DomainEvents).idle();

    const mails = sut.app.get(BookingMailsService);
    const write = mails.reminder.bind(mails);
    jest.spyOn(mails, 'reminder').mockImplementation(async (manager, booking, kind) => {
      if (booking.email === 'broken@example.com') throw new Error('the reminder could not be composed');
      return write(manager, booking, kind);
    });

    // Each reminder's due time from its booking's start, so a retry that pushes send_at on cannot hide.
    const DUE = `s.starts_at - CASE r.kind WHEN '24h' THEN interval '24 hours' ELSE interval '1 hour' END`;
    const dues: Array<{ due: Date }> = await db.query(
      `SELECT DISTINCT ${DUE} AS due FROM booking_reminder r JOIN booking b ON b.id = r.booking_id
         JOIN time_slot s ON s.id = b.time_slot_id WHERE r.kind IN ('24h', '1h')`,
    );
    const steps = new Set<number>();
    for (const { due } of dues) {
      for (let t = new Date(due).getTime() - MINUTE; t <= new Date(due).getTime() + 10 * MINUTE; t += MINUTE)
        steps.add(t);
    }
    for (const now of [...steps].sort((a, b) => a - b)) {
      setNow(sut, new Date(now).toISOString());
      await sut.app.get(ReminderWorker).runOnce();
      const stuck = await db.query(
        `SELECT b.email, r.kind, r.attempts FROM booking_reminder r JOIN booking b ON b.id = r.booking_id
           JOIN time_slot s ON s.id = b.time_slot_id
          WHERE r.kind IN ('24h', '1h') AND r.status = 'pending' AND ${DUE} < $1`,
        [new Date(now - STEP)],
      );
      expect({ at: new Date(now).toISOString(), stuck }).toEqual({ at: new Date(now).toISOString(), stuck: [] });
    }

    const ends: Array<{ email: string; kind: string; status: string; attempts: number }> = await db.query(
      `SELECT b.email, r.kind, r.status, r.attempts FROM booking_reminder r JOIN booking b ON b.id = r.booking_id
        WHERE r.kind IN ('24h', '1h') ORDER BY b.email, r.kind`,
    );
    expect(ends).toEqual(
      [...emails]
        .sort()
        .flatMap((email) =>
          ['1h', '24h'].map((kind) =>
            email === 'broken@example.com'
              ? { email, kind, status: 'failed', attempts: MAX_ATTEMPTS }
              : { email, kind, status: 'sent', attempts: 1 },
          ),
        ),
    );
  });
});
