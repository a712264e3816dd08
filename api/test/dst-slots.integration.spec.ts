import { formatSessionWhen, type TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { buildSessionInvite } from '../src/modules/notifications/calendar/session-invite';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book } from './helpers/lifecycle';
import { parseIcs } from './helpers/ics';
import { onlyMail, outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const HOUR = 60 * 60 * 1000;
const ET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/** The ET wall clock of an instant, read by the platform's time-zone database (not by the app's own helpers). */
function wallClock(instant: Date) {
  const p = Object.fromEntries(ET.formatToParts(instant).map((x) => [x.type, x.value]));
  const month = String(new Date(`${p.month} 1, 2000`).getMonth() + 1).padStart(2, '0');
  return {
    date: `${p.year}-${month}-${p.day.padStart(2, '0')}`,
    time: `${p.hour}:${p.minute} ${p.dayPeriod}`,
    /** As the e-mails say it: "Sunday, March 8, 2026 at 3:00 AM EDT". */
    sentence: `${p.weekday}, ${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`,
  };
}

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T12:00:00Z`); d <= Date.parse(`${to}T12:00:00Z`); d += 24 * HOUR) {
    out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
};

/**
 * Issue 32 item 3: every slot the generator makes around both 2026 clock changes in America/New_York, with the
 * coach open around the clock so the skipped and repeated night hours are in play. The app's Clock walks day by
 * day; each slot's label must be the ET wall clock of its stored instant, and a booking's e-mail, invite and
 * reminders must all come from that one instant.
 */
describe('slots across daylight-saving changes (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    setNow(sut, '2026-02-28T17:00:00Z');
    const authorization = await adminAuthorization(sut);
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '24:00' }));
    await sut.http
      .put('/api/coach/hours/coaching')
      .set('Authorization', authorization)
      .send({ days: allDay })
      .expect(200);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
  });

  /** Walks the clock through the days (midday ET); returns every slot offered on the way and every stored one. */
  async function walk(from: string, to: string) {
    const offered = new Map<string, TimeSlotDto>();
    for (const day of days(from, to)) {
      setNow(sut, `${day}T17:00:00Z`);
      for (const slot of await availableSlots(sut, 'coaching')) offered.set(slot.id, slot);
    }
    const stored: Array<{ id: string; starts_at: Date; date: string; time: string }> = await sut.app
      .get(DataSource)
      .query(
        `SELECT id, starts_at, date::text AS date, time FROM time_slot
          WHERE brand = 'coaching' AND date BETWEEN $1 AND $2 ORDER BY starts_at`,
        [from, to],
      );
    return { offered: [...offered.values()].filter((s) => s.date >= from && s.date <= to), stored };
  }

  /** The invite the e-mails attach, built from one stored instant (the same builder the e-mails use). */
  const inviteStart = (startsAt: Date) =>
    parseIcs(
      buildSessionInvite({
        uid: 'dst@example.com',
        sequence: 0,
        method: 'REQUEST',
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR / 2),
        title: 'Session',
        description: 'Session',
        organizer: { name: 'Coach', address: 'coach@example.com' },
        attendee: { name: 'Ada', address: 'ada@example.com' },
      }),
    ).start;

  function expectLabelsTrue(walked: Awaited<ReturnType<typeof walk>>) {
    for (const row of walked.stored) {
      const instant = new Date(row.starts_at);
      const wall = wallClock(instant);
      expect({ id: row.id, date: row.date, time: row.time }).toEqual({ id: row.id, date: wall.date, time: wall.time });
      // Every slot, not only the booked ones below: the e-mails' words and the invite's DTSTART are this instant.
      expect({ id: row.id, when: formatSessionWhen(instant) }).toEqual({ id: row.id, when: wall.sentence });
      expect({ id: row.id, start: inviteStart(instant).toISOString() }).toEqual({
        id: row.id,
        start: instant.toISOString(),
      });
    }
    for (const slot of walked.offered) {
      const wall = wallClock(new Date(slot.startTime));
      expect({ id: slot.id, date: slot.date, time: slot.time }).toEqual({ id: slot.id, ...wall, sentence: undefined });
    }
    // One slot per instant and one per label: nothing generated twice on any walk of the clock.
    const instants = walked.stored.map((r) => new Date(r.starts_at).getTime());
    expect(new Set(instants).size).toBe(instants.length);
    expect(new Set(walked.stored.map((r) => `${r.date} ${r.time}`)).size).toBe(instants.length);
  }

  it('spring forward (2026-03-01 … 15): labels are the ET wall clock; nothing in the skipped 2 AM hour', async () => {
    const walked = await walk('2026-03-01', '2026-03-15');
    expectLabelsTrue(walked);
    const eighth = walked.stored.filter((r) => r.date === '2026-03-08');
    // 23 hours that day: 46 half-hour slots, none labelled 2:00 or 2:30 AM.
    expect(eighth).toHaveLength(46);
    expect(eighth.filter((r) => /^2:\d\d AM$/.test(r.time))).toEqual([]);
    expect(walked.stored.filter((r) => r.date !== '2026-03-08').length).toBe(14 * 48);
    expect(walked.offered.length).toBeGreaterThan(0);
  });

  it('fall back (2026-10-25 … 11-08): the repeated 1 AM hour is offered once, at its first (EDT) occurrence', async () => {
    const walked = await walk('2026-10-25', '2026-11-08');
    expectLabelsTrue(walked);
    const first = walked.stored.filter((r) => r.date === '2026-11-01');
    expect(first).toHaveLength(48);
    const repeated = first.filter((r) => /^1:\d\d AM$/.test(r.time));
    expect(repeated.map((r) => new Date(r.starts_at).toISOString())).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
    ]);
    expect(walked.stored.filter((r) => r.date !== '2026-11-01').length).toBe(14 * 48);
  });

  it.each([
    ['2026-03-06T17:00:00Z', '2026-03-08', ['1:30 AM', '3:00 AM', '11:30 PM']],
    ['2026-03-06T17:00:00Z', '2026-03-09', ['12:00 AM', '2:00 AM']],
    ['2026-10-30T16:00:00Z', '2026-11-01', ['12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM']],
    ['2026-10-30T16:00:00Z', '2026-11-02', ['1:00 AM']],
  ])('now %s, bookings on %s: e-mail, invite and reminders all from the stored instant', async (now, date, times) => {
    setNow(sut, now);
    const slots = (await availableSlots(sut, 'coaching')).filter((s) => s.date === date && times.includes(s.time));
    expect(slots.map((s) => s.time).sort()).toEqual([...times].sort());
    for (const slot of slots) {
      const email = `dst-${date}-${slot.time.replace(/\W/g, '')}@example.com`;
      const booking = await book(sut, bookingForm({ timeSlotId: slot.id, email }));
      const [stored] = await sut.app
        .get(DataSource)
        .query(`SELECT s.starts_at FROM booking b JOIN time_slot s ON s.id = b.time_slot_id WHERE b.id = $1`, [
          booking.id,
        ]);
      const instant = new Date(stored.starts_at);
      expect(instant.toISOString()).toBe(slot.startTime);

      const mail = onlyMail(await outboxOf(sut), 'booking-confirmation', email);
      expect(mail.text).toContain(wallClock(instant).sentence);
      expect(parseIcs(mail.ics!).start.toISOString()).toBe(instant.toISOString());

      const reminders: Array<{ kind: string; send_at: Date }> = await sut.app
        .get(DataSource)
        .query(`SELECT kind, send_at FROM booking_reminder WHERE booking_id = $1 ORDER BY kind`, [booking.id]);
      expect(reminders.map((r) => [r.kind, instant.getTime() - new Date(r.send_at).getTime()])).toEqual([
        ['1h', HOUR],
        ['24h', 24 * HOUR],
      ]);
    }
  });
});
