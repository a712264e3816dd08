import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { ReminderWorker } from '../src/modules/notifications/reminders/reminder-worker';
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
