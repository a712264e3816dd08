import { type BookingDto, type CoachCouponDto, COUPON_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { bookingForm, coachingPagePayload, psychicBookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { createCoupon } from './helpers/coupons';
import { onlyMail, outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/** Monday 2027-01-11, 10:00 AM ET: a week of free slots ahead. */
const NOW = '2027-01-11T15:00:00Z';

describe('coupons on bookings (integration)', () => {
  let sut: TestApp;
  let authorization: string;
  let db: DataSource;
  let coaching: TimeSlotDto[];
  let lunar: TimeSlotDto[];

  /** Each test books its own slots: a fresh one per call. */
  const nextSlot = (brand: 'coaching' | 'lunar' = 'coaching') => {
    const slot = (brand === 'coaching' ? coaching : lunar).shift();
    if (!slot) throw new Error(`out of ${brand} slots`);
    return slot.id;
  };
  /** The latest free coaching slot: days ahead, so a moved clock or the 24-hour change policy leaves it open. */
  const lastSlot = () => {
    const slot = coaching.pop();
    if (!slot) throw new Error('out of coaching slots');
    return slot.id;
  };
  const post = (body: Record<string, unknown>) => sut.http.post('/api/bookings').send(body);
  const coupon = (body: Record<string, unknown>) => createCoupon(sut, authorization, body);
  const liveUses = async (code: string): Promise<number> => {
    const [row] = await db.query(
      `SELECT count(r.id)::int AS n FROM coupon c LEFT JOIN coupon_redemption r ON r.coupon_id = c.id
         AND r.released_at IS NULL WHERE c.code = $1`,
      [code],
    );
    return row.n as number;
  };
  const consoleUses = async (code: string) =>
    (
      (await sut.http.get('/api/coach/coupons').set('Authorization', authorization).expect(200))
        .body as CoachCouponDto[]
    ).find((c) => c.code === code)?.uses;

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
    db = sut.app.get(DataSource);
    setNow(sut, NOW);
    coaching = await availableSlots(sut, 'coaching');
    lunar = await availableSlots(sut, 'lunar');
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  it('prices a booking with a percent code, stores and answers the coupon, and the confirmation shows it', async () => {
    await coupon({ code: 'SPRING20', kind: 'percent', value: 20 });
    const response = await post(
      bookingForm({ timeSlotId: nextSlot(), email: 'pct@example.com', couponCode: ' spring20 ' }),
    ).expect(201);
    const booking = response.body as BookingDto;
    expect(booking).toMatchObject({
      amount: 2000,
      status: 'confirmed',
      paymentStatus: 'awaiting',
      coupon: { code: 'SPRING20', description: '20% off', discountCents: 500 },
    });
    const [row] = await db.query(
      'SELECT amount_cents, coupon_code, coupon_description, discount_cents FROM booking WHERE id = $1',
      [booking.id],
    );
    expect(row).toEqual({
      amount_cents: 2000,
      coupon_code: 'SPRING20',
      coupon_description: '20% off',
      discount_cents: 500,
    });
    const [use] = await db.query('SELECT email, booking_id, discount_cents FROM coupon_redemption');
    expect(use).toEqual({ email: 'pct@example.com', booking_id: booking.id, discount_cents: 500 });

    const mail = onlyMail(await outboxOf(sut), 'booking-confirmation', 'pct@example.com');
    expect(mail.text).toContain('$25');
    expect(mail.text).toContain(`${COUPON_MESSAGES.discountLine} (Code SPRING20: 20% off)`);
    expect(mail.text).toContain('−$5');
    expect(mail.text).toMatch(/Total\W+\$20/);
    expect(mail.text).toContain('$20');
    const coachMail = (await outboxOf(sut)).find(
      (m) => m.type === 'coach-new-booking' && m.text.includes('pct@example.com'),
    );
    expect(coachMail?.text).toContain('SPRING20 (20% off): −$5 off $25');
  });

  it('a booking without a code answers coupon null and the list price', async () => {
    const response = await post(bookingForm({ timeSlotId: nextSlot(), email: 'plain@example.com' })).expect(201);
    expect(response.body).toMatchObject({ amount: 2500, coupon: null });
    // A blank code is no code.
    const blank = await post(bookingForm({ timeSlotId: nextSlot(), email: 'blank@example.com', couponCode: '  ' }));
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ amount: 2500, coupon: null });
  });

  it('takes a fixed amount off a Lunar card booking (held for the discounted price), from the /booking page too', async () => {
    await coupon({ code: 'LUNAR5', kind: 'fixed', value: 5, brand: 'lunar', oncePerEmail: false });
    const held = await post(
      psychicBookingForm({ timeSlotId: nextSlot('lunar'), paymentMethod: 'card', couponCode: 'LUNAR5' }),
    ).expect(201);
    const [{ price }] = await db.query(`SELECT price FROM service WHERE id = 'three-card-tarot'`);
    expect(held.body).toMatchObject({
      status: 'pending_payment',
      amount: price - 500,
      coupon: { code: 'LUNAR5', description: '$5 off', discountCents: 500 },
    });

    await coupon({ code: 'PAGE10', kind: 'percent', value: 10, serviceId: 'personal-development' });
    const page = await post(coachingPagePayload({ timeSlotId: nextSlot(), couponCode: 'page10' })).expect(201);
    const [{ price: pagePrice }] = await db.query(`SELECT price FROM service WHERE id = 'personal-development'`);
    expect(page.body).toMatchObject({
      amount: pagePrice - Math.round(pagePrice / 10),
      coupon: { code: 'PAGE10', discountCents: Math.round(pagePrice / 10) },
    });
  });

  it('100% off: a card booking is confirmed at once, nothing to pay', async () => {
    await coupon({ code: 'FREE100', kind: 'percent', value: 100 });
    const free = await post(
      bookingForm({ timeSlotId: nextSlot(), email: 'free@example.com', paymentMethod: 'card', couponCode: 'FREE100' }),
    ).expect(201);
    expect(free.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'not_required',
      amount: 0,
      holdExpiresAt: null,
      coupon: { code: 'FREE100', discountCents: 2500 },
    });
  });

  it('ignores a price, amount or discount the client sends', async () => {
    await coupon({ code: 'TAMPER', kind: 'percent', value: 10, oncePerEmail: false });
    const response = await post(
      bookingForm({
        timeSlotId: nextSlot(),
        email: 'tamper@example.com',
        couponCode: 'TAMPER',
        amount: 1,
        amountCents: 1,
        price: 1,
        discountCents: 2499,
        coupon: { code: 'TAMPER', discountCents: 2499 },
      }),
    ).expect(201);
    expect(response.body).toMatchObject({ amount: 2250, coupon: { discountCents: 250 } });
    const [row] = await db.query('SELECT amount_cents, discount_cents FROM booking WHERE id = $1', [response.body.id]);
    expect(row).toEqual({ amount_cents: 2250, discount_cents: 250 });
  });

  it('refuses a bad code with its words and books nothing: invalid, expired, not applicable, malformed', async () => {
    await coupon({ code: 'TAROTONLY', kind: 'percent', value: 10, serviceId: 'three-card-tarot' });
    await coupon({ code: 'SHORTLIVED', kind: 'percent', value: 10, expiresOn: '2027-01-11' });
    const before = (await db.query('SELECT count(*)::int AS n FROM booking'))[0].n;
    const slot = lastSlot();
    const cases: Array<[string, number, string, string]> = [
      ['NOSUCHCODE', 400, 'COUPON_INVALID', COUPON_MESSAGES.codeInvalid],
      ['TAROTONLY', 400, 'COUPON_NOT_APPLICABLE', COUPON_MESSAGES.codeNotApplicable],
      ['bad code!', 400, 'VALIDATION_FAILED', COUPON_MESSAGES.codeInvalid],
      ['X'.repeat(100_000), 400, 'VALIDATION_FAILED', COUPON_MESSAGES.codeInvalid],
    ];
    for (const [code, status, errorCode, message] of cases) {
      const response = await post(bookingForm({ timeSlotId: slot, email: 'bad@example.com', couponCode: code }));
      expect([response.status, response.body.code]).toEqual([status, errorCode]);
      expect(response.body.errors?.couponCode ?? response.body.message).toBe(message);
    }
    for (const code of [42, { $ne: null }, ['A', 'B'], 'NUL\u0000CODE']) {
      const response = await post(bookingForm({ timeSlotId: slot, email: 'bad@example.com', couponCode: code }));
      expect(response.status).toBe(400);
    }
    // The last day was today (ET): at midnight the code has expired.
    setNow(sut, '2027-01-12T05:00:00Z');
    const expired = await post(bookingForm({ timeSlotId: slot, email: 'bad@example.com', couponCode: 'SHORTLIVED' }));
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'COUPON_EXPIRED', message: COUPON_MESSAGES.codeExpired });
    expect((await db.query('SELECT count(*)::int AS n FROM booking'))[0].n).toBe(before);
    // And the slot is still free for a booking without the code.
    await post(bookingForm({ timeSlotId: slot, email: 'bad@example.com' })).expect(201);
  });

  it('once per e-mail address (any case): the second booking is 409 COUPON_ALREADY_USED; another address may', async () => {
    await coupon({ code: 'ONCE', kind: 'percent', value: 10 });
    await post(bookingForm({ timeSlotId: nextSlot(), email: 'Once@Example.com', couponCode: 'ONCE' })).expect(201);
    const again = await post(bookingForm({ timeSlotId: nextSlot(), email: 'once@example.COM', couponCode: 'ONCE' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'COUPON_ALREADY_USED', message: COUPON_MESSAGES.codeAlreadyUsed });
    await post(bookingForm({ timeSlotId: nextSlot(), email: 'other@example.com', couponCode: 'ONCE' })).expect(201);
    expect(await liveUses('ONCE')).toBe(2);
  });

  it('the database itself refuses a second live use of a once-per-address code by one address', async () => {
    const made = await coupon({ code: 'ONCE-DB', kind: 'percent', value: 10 });
    await post(bookingForm({ timeSlotId: nextSlot(), email: 'db@example.com', couponCode: 'ONCE-DB' })).expect(201);
    await expect(
      db.query(`INSERT INTO coupon_redemption (coupon_id, email, email_key, discount_cents) VALUES ($1, $2, $2, 0)`, [
        made.id,
        'db@example.com',
      ]),
    ).rejects.toThrow(/coupon_redemption_once_key/);
  });

  it('max uses: the uses run out with 409 COUPON_USED_UP, and the quote says so', async () => {
    await coupon({ code: 'TWOUSES', kind: 'percent', value: 10, maxUses: 2, oncePerEmail: false });
    for (const email of ['u1@example.com', 'u2@example.com']) {
      await post(bookingForm({ timeSlotId: nextSlot(), email, couponCode: 'TWOUSES' })).expect(201);
    }
    const third = await post(bookingForm({ timeSlotId: nextSlot(), email: 'u3@example.com', couponCode: 'TWOUSES' }));
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'COUPON_USED_UP', message: COUPON_MESSAGES.codeUsedUp });
    const quote = await sut.http
      .get('/api/coupons/quote')
      .query({ code: 'TWOUSES', serviceId: 'strategic-decision' })
      .expect(409);
    expect(quote.body).toMatchObject({ code: 'COUPON_USED_UP', message: COUPON_MESSAGES.codeUsedUp });
    expect(await consoleUses('TWOUSES')).toBe(2);
  });

  it('gives the use back when a card hold lapses unpaid', async () => {
    await coupon({ code: 'LAPSE', kind: 'percent', value: 10, maxUses: 1 });
    const held = await post(
      bookingForm({ timeSlotId: nextSlot(), email: 'lapse@example.com', paymentMethod: 'card', couponCode: 'LAPSE' }),
    ).expect(201);
    expect(held.body).toMatchObject({ status: 'pending_payment', amount: 2250 });
    await post(bookingForm({ timeSlotId: nextSlot(), email: 'wait@example.com', couponCode: 'LAPSE' })).expect(409);

    setNow(sut, '2027-01-11T15:16:00Z');
    await sut.app.get(BookingHoldsService).sweep();
    await sut.app.get(DomainEvents).idle();
    const [use] = await db.query('SELECT released_at FROM coupon_redemption WHERE booking_id = $1', [held.body.id]);
    expect(use.released_at).not.toBeNull();
    expect(await consoleUses('LAPSE')).toBe(0);
    // The same address may use it again (its first use was given back), and so the last use is taken.
    await post(bookingForm({ timeSlotId: nextSlot(), email: 'lapse@example.com', couponCode: 'LAPSE' })).expect(201);
    expect(await liveUses('LAPSE')).toBe(1);
  });

  it('gives the use back when the customer cancels', async () => {
    await coupon({ code: 'CANCEL1', kind: 'fixed', value: 10, maxUses: 1 });
    const booked = await post(
      bookingForm({ timeSlotId: lastSlot(), email: 'cancel@example.com', couponCode: 'CANCEL1' }),
    ).expect(201);
    expect(await liveUses('CANCEL1')).toBe(1);
    await sut.http.post(`/api/manage/${booked.body.manageToken}/cancel`).expect(200);
    await sut.app.get(DomainEvents).idle();
    expect(await liveUses('CANCEL1')).toBe(0);
    await post(bookingForm({ timeSlotId: nextSlot(), email: 'next@example.com', couponCode: 'CANCEL1' })).expect(201);
  });

  it('a deactivated code is refused as invalid; bookings made with it keep their discount', async () => {
    const made = await coupon({ code: 'RETIRED', kind: 'percent', value: 50, oncePerEmail: false });
    const kept = await post(
      bookingForm({ timeSlotId: nextSlot(), email: 'keep@example.com', couponCode: 'RETIRED' }),
    ).expect(201);
    await sut.http.post(`/api/coach/coupons/${made.id}/deactivate`).set('Authorization', authorization).expect(200);
    const refused = await post(
      bookingForm({ timeSlotId: nextSlot(), email: 'late@example.com', couponCode: 'RETIRED' }),
    );
    expect(refused.body).toMatchObject({ code: 'COUPON_INVALID' });
    const [row] = await db.query('SELECT amount_cents FROM booking WHERE id = $1', [kept.body.id]);
    expect(row.amount_cents).toBe(1250);
  });

  it('the last remaining use under 50 simultaneous bookings: exactly one 201, the rest 409 COUPON_USED_UP', async () => {
    const RACERS = 50;
    await coupon({ code: 'LASTONE', kind: 'percent', value: 100, maxUses: 1, oncePerEmail: false });
    const slots = Array.from({ length: RACERS }, () => nextSlot());
    const responses = await Promise.all(
      slots.map((timeSlotId, i) =>
        post(bookingForm({ timeSlotId, email: `racer${i}@example.com`, couponCode: 'LASTONE' })).then((r) => ({
          status: r.status,
          body: r.body as { code?: string },
        })),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.code === 'COUPON_USED_UP')).toHaveLength(RACERS - 1);
    expect(await liveUses('LASTONE')).toBe(1);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM booking WHERE coupon_code = 'LASTONE'`);
    expect(n).toBe(1);
  });
});
