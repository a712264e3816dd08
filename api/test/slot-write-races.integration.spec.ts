import type { BrandId, TimeSlotDto } from '@app/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book } from './helpers/lifecycle';
import { availableSlots } from './helpers/slots';
import { outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/** Monday 2027-01-11, 00:30 ET: the whole week (Mon 11 … Sun 17) is in the window, 84 slots a brand. */
const NOW = '2027-01-11T05:30:00Z';
const RACERS = 50;

/**
 * Issue 32 item 1: check-then-insert races on every write path that takes a slot. Fifty requests at one slot at
 * once, through the public form, the coach's move, the customer's move and the coach moving a blacked-out day's
 * bookings while visitors book, and fifty waitlisted visitors answering the e-mail about one freed time: exactly one
 * 2xx, 49 clear 409s, and the database never holds a slot twice. (Subscription video requests take no slot.)
 */
describe('fifty requests at one slot, on every path that takes one (integration)', () => {
  let sut: TestApp;
  let authorization: string;
  let people = 0;
  const someone = () => `slot-racer${++people}@example.com`;

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    setNow(sut, NOW);
    authorization = await adminAuthorization(sut);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await sut?.close();
  });

  /** Free slots of a brand at least 30 hours after NOW (past the customers' 24-hour limit), soonest first. */
  const ahead = async (brand: BrandId): Promise<TimeSlotDto[]> => {
    const limit = Date.parse(NOW) + 30 * 60 * 60 * 1000;
    return (await availableSlots(sut, brand)).filter((s) => Date.parse(s.startTime) >= limit);
  };
  const form = (brand: BrandId, timeSlotId: string) =>
    (brand === 'coaching' ? bookingForm : psychicBookingForm)({ timeSlotId, email: someone() });
  const coachMove = (bookingId: string, timeSlotId: string) =>
    sut.http
      .post(`/api/coach/bookings/${bookingId}/reschedule`)
      .set('Authorization', authorization)
      .send({ timeSlotId });

  /** Slots held by more than one live booking anywhere: the invariant every race below must keep. */
  const doublyHeld = async () =>
    sut.app.get(DataSource).query(
      `SELECT time_slot_id, count(*)::int AS live FROM booking
        WHERE status IN ('confirmed', 'pending_payment') GROUP BY time_slot_id HAVING count(*) > 1`,
    );
  const liveOn = async (slotId: string): Promise<number> =>
    (
      await sut.app
        .get(DataSource)
        .query(
          `SELECT count(*)::int AS n FROM booking WHERE time_slot_id = $1 AND status IN ('confirmed', 'pending_payment')`,
          [slotId],
        )
    )[0].n;

  /** Exactly one 2xx, every other answer the slot-taken 409 with its stable code; then the database's word. */
  async function expectOneWinner(answers: Response[], target: string): Promise<Response> {
    const ok = answers.filter((r) => r.status >= 200 && r.status < 300);
    const refused = answers.filter((r) => r.status === 409);
    expect({ ok: ok.length, refused: refused.length }).toEqual({ ok: 1, refused: RACERS - 1 });
    for (const r of refused) expect(r.body).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN' });
    expect(await doublyHeld()).toEqual([]);
    expect(await liveOn(target)).toBe(1);
    return ok[0];
  }

  let coachingRacers: Array<{ id: string; manageToken: string }> = [];
  let coachingTargets: TimeSlotDto[] = [];

  it('public form: 50 visitors (paying off-site or by card) book one slot', async () => {
    const slots = await ahead('coaching');
    // The last slot of the week for this race; the 50 movers below start on the first 50, two targets follow.
    const target = slots[slots.length - 1];
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        sut.http
          .post('/api/bookings')
          .send(bookingForm({ timeSlotId: target.id, email: someone(), paymentMethod: i % 2 ? 'card' : 'zelle' })),
      ),
    );
    expect((await expectOneWinner(answers, target.id)).status).toBe(201);

    coachingTargets = slots.slice(RACERS, RACERS + 2);
    coachingRacers = [];
    for (const slot of slots.slice(0, RACERS)) coachingRacers.push(await book(sut, form('coaching', slot.id)));
  });

  it('coach console: 50 bookings moved into one slot at once', async () => {
    const [target] = coachingTargets;
    const answers = await Promise.all(coachingRacers.map((b) => coachMove(b.id, target.id)));
    expect((await expectOneWinner(answers, target.id)).status).toBe(200);
  });

  it('manage link: 50 customers move their bookings into one slot at once', async () => {
    const [, target] = coachingTargets;
    const answers = await Promise.all(
      coachingRacers.map((b) =>
        sut.http.post(`/api/manage/${b.manageToken}/reschedule`).send({ timeSlotId: target.id }),
      ),
    );
    expect((await expectOneWinner(answers, target.id)).status).toBe(200);
    // Every booking still holds exactly one slot: the losers kept theirs.
    const [{ n }] = await sut.app
      .get(DataSource)
      .query(`SELECT count(DISTINCT time_slot_id)::int AS n FROM booking WHERE id = ANY($1) AND status = 'confirmed'`, [
        coachingRacers.map((b) => b.id),
      ]);
    expect(n).toBe(RACERS);
  });

  it('waitlist: 50 visitors told of one freed time book it at once; the winner leaves the list, the others still wait', async () => {
    const slots = await ahead('coaching');
    const target = slots[RACERS + 2];
    const holder = await book(sut, form('coaching', target.id));
    const waiters = Array.from({ length: RACERS }, () => someone());
    for (const email of waiters)
      await sut.http.post('/api/waitlist').send({ brand: 'coaching', date: target.date, email }).expect(202);
    await sut.http.post(`/api/manage/${holder.manageToken}/cancel`).expect(200);
    const told = (await outboxOf(sut)).filter((m) => m.type === 'waitlist-time-open' && waiters.includes(m.to));
    expect(told.map((m) => m.to).sort()).toEqual([...waiters].sort());

    const answers = await Promise.all(
      waiters.map((email) => sut.http.post('/api/bookings').send(bookingForm({ timeSlotId: target.id, email }))),
    );
    const winner = await expectOneWinner(answers, target.id);
    expect(winner.status).toBe(201);
    await outboxOf(sut); // booking.created is handled: the winner has what they waited for.
    const waiting: Array<{ email: string }> = await sut.app
      .get(DataSource)
      .query(`SELECT email FROM waitlist_entry WHERE brand = 'coaching' AND date = $1 AND email = ANY($2)`, [
        target.date,
        waiters,
      ]);
    expect(waiting.map((w) => w.email).sort()).toEqual(
      waiters.filter((email) => email !== (winner.body as { email: string }).email).sort(),
    );
  });

  it("blackout move: the coach moves a blacked-out day's bookings into one slot while visitors book it", async () => {
    const slots = await ahead('lunar');
    const day = slots[0].date;
    const onDay = slots.filter((s) => s.date === day);
    const stranded = [];
    for (const slot of onDay) stranded.push(await book(sut, form('lunar', slot.id)));
    await sut.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', authorization)
      .send({ date: day, brand: 'lunar' })
      .expect(201);

    const target = slots[slots.length - 1];
    const answers = await Promise.all([
      ...stranded.map((b) => coachMove(b.id, target.id)),
      ...Array.from({ length: RACERS - stranded.length }, () =>
        sut.http.post('/api/bookings').send(form('lunar', target.id)),
      ),
    ]);
    expect(stranded.length).toBeGreaterThanOrEqual(10);
    await expectOneWinner(answers, target.id);
  });
});
