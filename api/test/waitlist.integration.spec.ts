import {
  addDays,
  businessDate,
  type CoachWaitlistDayDto,
  CSRF_MESSAGES,
  RATE_LIMIT_MESSAGE,
  type TimeSlotDto,
  VALIDATION_MESSAGES,
  WAITLIST_MESSAGES,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { RATE_LIMITS } from '../src/common/rate-limit';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { WaitlistService } from '../src/modules/waitlist/waitlist.service';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book, slotsAhead } from './helpers/lifecycle';
import { onlyMail, type OutboxMail, outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const ORIGIN = 'https://book.example.com';

/** The URL a mail's text gives for a label ("Stop these e-mails: https://…"). */
function linkIn(mail: OutboxMail, label: string): URL {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in:\n${mail.text}`);
  return new URL(line.slice(label.length + 2));
}

describe('waitlist: "Tell me if a time opens" (integration)', () => {
  let sut: TestApp;
  let db: DataSource;
  /** Free coaching slots at least 30 hours ahead (a customer may still cancel them), by day. */
  let byDay: Map<string, TimeSlotDto[]>;
  let days: string[];

  beforeAll(async () => {
    sut = await startTestApp({ PUBLIC_URL: ORIGIN, REMINDER_POLL_INTERVAL_MS: '0' });
    db = sut.app.get(DataSource);
    byDay = new Map();
    for (const slot of await slotsAhead(sut, 'coaching', 30)) {
      byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
    }
    days = [...byDay.keys()];
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const join = (body: Record<string, unknown>) => sut.http.post('/api/waitlist').send(body);
  const entries = async (date: string) =>
    db.query<Array<{ brand: string; email: string; notified_at: Date | null }>>(
      `SELECT brand, email, notified_at FROM waitlist_entry WHERE date = $1 ORDER BY email`,
      [date],
    );
  const mailsOf = async (type: string) => (await outboxOf(sut)).filter((m) => m.type === type);
  /** The waitlist notices written since `before` (the outbox's file names are not in time order). */
  const noticesSince = async (before: OutboxMail[]) => {
    const seen = new Set(before.map((m) => m.file));
    return (await mailsOf('waitlist-time-open')).filter((m) => !seen.has(m.file));
  };

  it('answers 202 alike for a new and a known address: one row, one confirming e-mail with a way off the list', async () => {
    const date = days[0];
    const first = await join({ brand: 'coaching', date, email: 'wait.one@example.com' }).expect(202);
    const again = await join({ brand: 'coaching', date, email: '  Wait.One@Example.com ' }).expect(202);
    expect(first.body).toEqual({ message: WAITLIST_MESSAGES.joined });
    expect(again.body).toEqual(first.body);
    expect((await entries(date)).map((e) => e.email)).toEqual(['wait.one@example.com']);

    const confirm = onlyMail(await outboxOf(sut), 'waitlist-joined', 'wait.one@example.com');
    expect(confirm.subject).toContain("We'll tell you if a time opens on");
    expect(linkIn(confirm, 'See the times').href).toBe(`${ORIGIN}/booking?date=${date}`);
    const leave = linkIn(confirm, 'Stop these e-mails');
    expect(leave.pathname).toBe('/booking');
    expect(leave.searchParams.get('leave-waitlist')).toMatch(/^[\w-]{32}$/);
    // Mail clients offer the same page beside the sender (List-Unsubscribe).
    expect(confirm.mail.headers.get('list')).toEqual({ unsubscribe: { url: leave.href } });
  });

  it.each([
    ['email', { email: 'nobody@' }, VALIDATION_MESSAGES.emailInvalid],
    ['date', { date: '30/11/2026' }, WAITLIST_MESSAGES.dayRequired],
    ['date', { date: '2026-02-30' }, WAITLIST_MESSAGES.dayRequired],
    ['brand', { brand: 'tarot' }, WAITLIST_MESSAGES.brandUnknown],
  ])('refuses a bad %s with 400 and its message', async (field, change, message) => {
    const response = await join({ brand: 'coaching', date: days[0], email: 'bad@example.com', ...change }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: { [field]: message },
    });
  });

  it('refuses a day in the past or beyond the booking window with 400', async () => {
    const today = businessDate(new Date());
    for (const date of [addDays(today, -1), addDays(today, 7)]) {
      const response = await join({ brand: 'lunar', date, email: 'early@example.com' }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: WAITLIST_MESSAGES.dayOutsideWindow,
        errors: { date: WAITLIST_MESSAGES.dayOutsideWindow },
      });
    }
    expect(await db.query(`SELECT 1 FROM waitlist_entry WHERE email = 'early@example.com'`)).toEqual([]);
  });

  it('unsubscribes by the e-mailed token: the link names the day, leaving is idempotent, then the link is dead', async () => {
    const date = days[1];
    await join({ brand: 'lunar', date, email: 'leaver@example.com' }).expect(202);
    const token = linkIn(
      onlyMail(await outboxOf(sut), 'waitlist-joined', 'leaver@example.com'),
      'Stop these e-mails',
    ).searchParams.get('leave-waitlist')!;
    expect(
      linkIn(onlyMail(await outboxOf(sut), 'waitlist-joined', 'leaver@example.com'), 'Stop these e-mails').pathname,
    ).toBe('/lunar-booking');

    expect((await sut.http.get(`/api/waitlist/unsubscribe/${token}`).expect(200)).body).toEqual({
      brand: 'lunar',
      date,
    });
    const left = await sut.http.post(`/api/waitlist/unsubscribe/${token}`).expect(200);
    expect(left.body).toEqual({ message: WAITLIST_MESSAGES.left });
    await sut.http.post(`/api/waitlist/unsubscribe/${token}`).expect(200);
    const dead = await sut.http.get(`/api/waitlist/unsubscribe/${token}`).expect(404);
    expect(dead.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: WAITLIST_MESSAGES.linkInvalid });

    // A freed time that day reaches nobody who left.
    for (const email of ['gone.waiter@example.com', 'kept.waiter@example.com'])
      await join({ brand: 'coaching', date: days[0], email }).expect(202);
    const goneToken = linkIn(
      onlyMail(await outboxOf(sut), 'waitlist-joined', 'gone.waiter@example.com'),
      'Stop these e-mails',
    ).searchParams.get('leave-waitlist')!;
    await sut.http.post(`/api/waitlist/unsubscribe/${goneToken}`).expect(200);
    const [slot] = byDay.get(days[0])!;
    const held = await book(sut, bookingForm({ timeSlotId: slot.id, email: 'leaver.holder@example.com' }));
    const before = await mailsOf('waitlist-time-open');
    await sut.http.post(`/api/manage/${held.manageToken}/cancel`).expect(200);
    const told = (await noticesSince(before)).map((m) => m.to);
    expect(told).toContain('kept.waiter@example.com');
    expect(told).not.toContain('gone.waiter@example.com');

    // A token that no e-mail of ours carried names nothing: 404, as the page's GET.
    const stranger = await sut.http.post('/api/waitlist/unsubscribe/00000000-0000-1000-8000-000000000000').expect(404);
    expect(stranger.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: WAITLIST_MESSAGES.linkInvalid });

    // Joining again after leaving waits again, under the same link, with a new welcome.
    await join({ brand: 'lunar', date, email: 'leaver@example.com' }).expect(202);
    expect((await sut.http.get(`/api/waitlist/unsubscribe/${token}`).expect(200)).body).toEqual({
      brand: 'lunar',
      date,
    });
    expect((await outboxOf(sut)).filter((m) => m.to === 'leaver@example.com')).toHaveLength(2);
  });

  it('a cancellation on the day e-mails every waiter of that brand and day once, with a link that pre-selects the time', async () => {
    const date = days[2];
    const [first, second] = byDay.get(date)!;
    const taken = await book(sut, bookingForm({ timeSlotId: first.id, email: 'holder@example.com' }));
    const other = await book(sut, bookingForm({ timeSlotId: second.id, email: 'holder2@example.com' }));
    for (const [brand, day, email] of [
      ['coaching', date, 'a.waiter@example.com'],
      ['coaching', date, 'b.waiter@example.com'],
      ['coaching', days[3], 'other.day@example.com'],
      ['lunar', date, 'other.brand@example.com'],
    ]) {
      await join({ brand, date: day, email }).expect(202);
    }
    const before = await mailsOf('waitlist-time-open');

    await sut.http.post(`/api/manage/${taken.manageToken}/cancel`).expect(200);
    const told = await noticesSince(before);
    expect(told.map((m) => m.to).sort()).toEqual(['a.waiter@example.com', 'b.waiter@example.com']);
    for (const mail of told) {
      expect(mail.subject).toContain(`at ${first.time} (Eastern)`);
      expect(linkIn(mail, `Book ${first.time}`).href).toBe(`${ORIGIN}/booking?date=${date}&slot=${first.id}`);
      expect(linkIn(mail, WAITLIST_MESSAGES.leave).searchParams.get('leave-waitlist')).toMatch(/^[\w-]{32}$/);
    }
    expect((await entries(date)).filter((e) => e.brand === 'coaching').every((e) => e.notified_at)).toBe(true);

    // A second time freed within the gap is on the page the first link opens: no second e-mail.
    await sut.http.post(`/api/manage/${other.manageToken}/cancel`).expect(200);
    expect(await noticesSince(before)).toHaveLength(2);

    // A waiter who books on that day has what they waited for.
    await book(sut, bookingForm({ timeSlotId: first.id, email: 'A.Waiter@example.com' }));
    await outboxOf(sut);
    expect((await entries(date)).map((e) => e.email)).not.toContain('a.waiter@example.com');
  });

  it('a move away from a time frees it for that day’s waiters', async () => {
    const date = days[3];
    const [from, to] = byDay.get(date)!.slice(-2);
    const booking = await book(sut, bookingForm({ timeSlotId: from.id, email: 'mover@example.com' }));
    await outboxOf(sut);
    const before = await mailsOf('waitlist-time-open');
    await sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: to.id }).expect(200);
    const told = await noticesSince(before);
    expect(told.map((m) => m.to)).toEqual(['other.day@example.com']);
    expect(linkIn(told[0], `Book ${from.time}`).searchParams.get('slot')).toBe(from.id);
  });

  it('a lifted blackout frees its day for that brand’s waiters, with the first free time', async () => {
    const date = days[4];
    const admin = await adminAuthorization(sut);
    await sut.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', admin)
      .send({ date, brand: 'lunar' })
      .expect(201);
    await join({ brand: 'lunar', date, email: 'moon.waiter@example.com' }).expect(202);
    await join({ brand: 'coaching', date, email: 'sun.waiter@example.com' }).expect(202);
    const before = await mailsOf('waitlist-time-open');

    await sut.http.delete(`/api/coach/blackout-dates/${date}?brand=lunar`).set('Authorization', admin).expect(200);
    const told = await noticesSince(before);
    expect(told.map((m) => m.to)).toEqual(['moon.waiter@example.com']);
    const [firstFree] = (await availableSlots(sut, 'lunar')).filter((slot) => slot.date === date);
    expect(linkIn(told[0], `Book ${firstFree.time}`).href).toBe(
      `${ORIGIN}/lunar-booking?date=${date}&slot=${firstFree.id}`,
    );
  });

  it('wider weekly hours tell each day’s waiters of that brand of the first new time of their own day', async () => {
    const admin = await adminAuthorization(sut);
    const today = businessDate(new Date());
    const [day5, day6] = [addDays(today, 5), addDays(today, 6)];
    for (const [brand, date, email] of [
      ['lunar', day5, 'early.bird@example.com'],
      ['lunar', day6, 'early.owl@example.com'],
      ['coaching', day5, 'sun.early@example.com'],
    ])
      await join({ brand, date, email }).expect(202);
    const hours = (await sut.http.get('/api/coach/hours').set('Authorization', admin).expect(200)).body as Array<{
      brand: string;
      days: Array<{ weekday: number; open: string | null; close: string | null }>;
    }>;
    const week = hours.find((h) => h.brand === 'lunar')!.days;
    const earlier = (time: string | null) => time && `${String(Number(time.slice(0, 2)) - 1).padStart(2, '0')}:00`;
    const before = await mailsOf('waitlist-time-open');

    const put = (days: unknown) =>
      sut.http.put('/api/coach/hours/lunar').set('Authorization', admin).send({ days }).expect(200);
    expect((await put(week.map((d) => ({ ...d, open: earlier(d.open) })))).body.slotsAdded).toBeGreaterThan(0);
    const told = await noticesSince(before);
    // Every lunar waiter of the window hears (each day gained an earlier time); no coaching one does.
    expect(told.map((m) => m.to)).toEqual(expect.arrayContaining(['early.bird@example.com', 'early.owl@example.com']));
    expect(told.map((m) => m.to)).not.toContain('sun.early@example.com');
    expect(new Set(told.map((m) => m.to)).size).toBe(told.length);
    const lunar = await availableSlots(sut, 'lunar');
    for (const [date, email] of [
      [day5, 'early.bird@example.com'],
      [day6, 'early.owl@example.com'],
    ]) {
      const [first] = lunar.filter((slot) => slot.date === date);
      const mail = told.find((m) => m.to === email)!;
      expect(linkIn(mail, `Book ${first.time}`).searchParams.get('slot')).toBe(first.id);
    }
    await put(week);
  });

  it('an unpaid card hold that lapses frees its time for the day’s waiters (driven clock, the hold sweep)', async () => {
    const date = days[1];
    const [slot] = byDay.get(date)!.slice(-1);
    await book(sut, bookingForm({ timeSlotId: slot.id, email: 'card.holder@example.com', paymentMethod: 'square' }));
    await join({ brand: 'coaching', date, email: 'hold.waiter@example.com' }).expect(202);
    const before = await mailsOf('waitlist-time-open');

    setNow(sut, new Date(Date.now() + 16 * 60_000).toISOString());
    expect(await sut.app.get(BookingHoldsService).sweep()).toBeGreaterThanOrEqual(1);
    const told = await noticesSince(before);
    expect(told.map((m) => m.to)).toEqual(['hold.waiter@example.com']);
    expect(linkIn(told[0], `Book ${slot.time}`).searchParams.get('slot')).toBe(slot.id);
  });

  it('shows the coach who waits, per day and brand, soonest first, without those who left; admins only', async () => {
    await sut.http.get('/api/coach/waitlist').expect(401);
    const admin = await adminAuthorization(sut);
    const date = days[2];
    await join({ brand: 'lunar', date, email: 'coach.sees@example.com' }).expect(202);
    await join({ brand: 'lunar', date, email: 'coach.misses@example.com' }).expect(202);
    const token = linkIn(
      onlyMail(await outboxOf(sut), 'waitlist-joined', 'coach.misses@example.com'),
      'Stop these e-mails',
    ).searchParams.get('leave-waitlist')!;
    await sut.http.post(`/api/waitlist/unsubscribe/${token}`).expect(200);

    const answer = await sut.http.get('/api/coach/waitlist').set('Authorization', admin).expect(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const list = answer.body as CoachWaitlistDayDto[];
    const keys = list.map((d) => `${d.date} ${d.brand}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    const stored: Array<{ n: number }> = await db.query(
      `SELECT count(*)::int AS n FROM waitlist_entry WHERE left_at IS NULL AND date >= $1`,
      [businessDate(new Date())],
    );
    expect(list.flatMap((d) => d.people)).toHaveLength(stored[0].n);
    const day = list.find((d) => d.date === date && d.brand === 'lunar')!;
    const emails = day.people.map((p) => p.email);
    expect(emails).toContain('coach.sees@example.com');
    expect(emails).not.toContain('coach.misses@example.com');
    const seen = day.people.find((p) => p.email === 'coach.sees@example.com')!;
    expect(Number.isNaN(Date.parse(seen.since))).toBe(false);
  });

  it('ends entries when their day has passed (driven clock): swept, the link dead, the day refused', async () => {
    const date = days[1];
    await join({ brand: 'coaching', date, email: 'expiring@example.com' }).expect(202);
    const token = linkIn(
      onlyMail(await outboxOf(sut), 'waitlist-joined', 'expiring@example.com'),
      'Stop these e-mails',
    ).searchParams.get('leave-waitlist')!;
    await sut.http.get(`/api/waitlist/unsubscribe/${token}`).expect(200);

    setNow(sut, `${addDays(date, 1)}T17:00:00Z`);
    await sut.http.get(`/api/waitlist/unsubscribe/${token}`).expect(404);
    await join({ brand: 'coaching', date, email: 'late@example.com' }).expect(400);
    expect(await sut.app.get(WaitlistService).sweep()).toBeGreaterThan(0);
    const left: Array<{ date: string }> = await db.query(`SELECT date FROM waitlist_entry`);
    expect(left.every((row) => row.date > date)).toBe(true);
    expect(await db.query(`SELECT 1 FROM waitlist_entry WHERE email = 'expiring@example.com'`)).toEqual([]);
  });
});

/** The waitlist is a public write like the contact form: same-origin JSON only, and its own budget per client. */
describe('POST /api/waitlist: CSRF and rate limit (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const body = (n: number) => ({ brand: 'coaching', date: businessDate(new Date()), email: `w${n}@example.com` });

  it('refuses another origin and a form post, without storing anything', async () => {
    const foreign = await sut.http.post('/api/waitlist').set('Origin', 'https://evil.example').send(body(0));
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(CSRF_MESSAGES.foreignOrigin);
    const form = await sut.http.post('/api/waitlist').type('form').send(body(0));
    expect(form.status).toBe(415);
    expect(await sut.app.get(DataSource).query(`SELECT 1 FROM waitlist_entry`)).toEqual([]);
  });

  it(`answers 429 after ${RATE_LIMITS.waitlist.limit} joins a minute from one client`, async () => {
    for (let i = 1; i <= RATE_LIMITS.waitlist.limit; i += 1) {
      await sut.http.post('/api/waitlist').send(body(i)).expect(202);
    }
    const over = await sut.http.post('/api/waitlist').send(body(99)).expect(429);
    expect(over.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
  });
});
