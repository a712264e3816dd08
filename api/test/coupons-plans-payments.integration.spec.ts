import { COUPON_MESSAGES, SUBSCRIPTION_START_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { bookingForm } from './factories/booking.factory';
import { createPaymentBody, squarePaymentBody } from './factories/payment.factory';
import { subscriptionForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { createCoupon } from './helpers/coupons';
import { onlyMail, outboxOf } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const NOW = '2027-01-11T15:00:00Z';

describe('coupons on plans, checkout and receipts (integration)', () => {
  let sut: TestApp;
  let authorization: string;
  let db: DataSource;
  let slots: TimeSlotDto[];

  const subscribe = (body: Record<string, unknown>) => sut.http.post('/api/subscriptions').send(body);
  const planOf = async (email: string) =>
    (
      await db.query(
        `SELECT id, price, coupon_code, discount_cents FROM subscription WHERE customer_email = $1
          ORDER BY created_at DESC LIMIT 1`,
        [email],
      )
    )[0] as { id: string; price: number; coupon_code: string | null; discount_cents: number } | undefined;
  const liveUses = async (code: string): Promise<number> =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM coupon_redemption r JOIN coupon c ON c.id = r.coupon_id
          WHERE c.code = $1 AND r.released_at IS NULL`,
        [code],
      )
    )[0].n;

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
    db = sut.app.get(DataSource);
    setNow(sut, NOW);
    slots = await availableSlots(sut, 'coaching');
    await createCoupon(sut, authorization, { code: 'PREMIUM25', kind: 'percent', value: 25, planType: 'premium' });
    await createCoupon(sut, authorization, { code: 'COACH10', kind: 'fixed', value: 10, brand: 'coaching' });
    await createCoupon(sut, authorization, { code: 'LUNARONLY', kind: 'percent', value: 10, brand: 'lunar' });
    await createCoupon(sut, authorization, { code: 'ONEPLAN', kind: 'percent', value: 10, maxUses: 1 });
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  describe('plans', () => {
    it('takes the discount off the first month only; the quote, welcome e-mail and card payment show it', async () => {
      const accepted = await subscribe(
        subscriptionForm({ customerEmail: 'plan@example.com', planType: 'premium', couponCode: 'premium25' }),
      ).expect(202);
      expect(accepted.body).toEqual({ message: SUBSCRIPTION_START_MESSAGES.accepted });
      const plan = await planOf('plan@example.com');
      expect(plan).toMatchObject({ price: 4400, coupon_code: 'PREMIUM25', discount_cents: 1100 });

      const quote = await sut.http.get('/api/payments/quote').query({ subscriptionId: plan!.id }).expect(200);
      expect(quote.body).toMatchObject({
        amountCents: 3300,
        coupon: { code: 'PREMIUM25', description: '25% off', discountCents: 1100 },
      });

      const welcome = onlyMail(await outboxOf(sut), 'subscription-confirmation', 'plan@example.com');
      expect(welcome.text).toContain('$44/month');
      expect(welcome.text).toContain('Discount (Code PREMIUM25: 25% off)');
      expect(welcome.text).toContain('−$11 on the first month');

      // Paid by card: $33 charged (whatever the page says), the receipt and its e-mail show the code.
      const paid = await sut.http
        .post('/api/square-payment')
        .send(squarePaymentBody({ serviceId: 'subscription', plan: 'premium', subscriptionId: plan!.id, amount: 1 }))
        .expect(201);
      const [payment] = await db.query('SELECT amount_cents FROM payment WHERE id = $1', [paid.body.paymentId]);
      expect(payment.amount_cents).toBe(3300);
      const receipt = await sut.http.get(`/api/payments/${paid.body.paymentId}`).expect(200);
      expect(receipt.body).toMatchObject({
        amountCents: 3300,
        coupon: { code: 'PREMIUM25', description: '25% off', discountCents: 1100 },
      });
      const mail = onlyMail(await outboxOf(sut), 'payment-receipt', 'payer@example.com');
      expect(mail.text).toContain('Discount (Code PREMIUM25: 25% off)');
      expect(mail.text).toContain('−$11');
      expect(mail.text).toContain('$33');
      const activated = onlyMail(await outboxOf(sut), 'subscription-activated', 'plan@example.com');
      expect(activated.text).toContain('Your card payment of $33 went through');
      // Once active, the plan's months are at full price again.
      const [active] = await db.query('SELECT status, price FROM subscription WHERE id = $1', [plan!.id]);
      expect(active).toEqual({ status: 'active', price: 4400 });
    });

    it('refuses a code that is wrong for anyone with 4xx, before reading anything about the address', async () => {
      for (const email of ['plan@example.com', 'nobody@example.com']) {
        const invalid = await subscribe(subscriptionForm({ customerEmail: email, couponCode: 'NOPE-NOPE' }));
        expect([invalid.status, invalid.body.code]).toEqual([400, 'COUPON_INVALID']);
        const other = await subscribe(subscriptionForm({ customerEmail: email, couponCode: 'LUNARONLY' }));
        expect([other.status, other.body.message]).toEqual([400, COUPON_MESSAGES.codeNotApplicable]);
        const wrongPlan = await subscribe(
          subscriptionForm({ customerEmail: email, planType: 'standard', couponCode: 'PREMIUM25' }),
        );
        expect(wrongPlan.body).toMatchObject({ code: 'COUPON_NOT_APPLICABLE' });
      }
      expect(await planOf('nobody@example.com')).toBeUndefined();
    });

    it('a code this address already used does not change the answer: full price, and the e-mail says why', async () => {
      await subscribe(subscriptionForm({ customerEmail: 'twice@example.com', couponCode: 'COACH10' })).expect(202);
      expect(await planOf('twice@example.com')).toMatchObject({ coupon_code: 'COACH10', discount_cents: 1000 });
      // The same address, another plan: the same 202 and words as anyone gets.
      const again = await subscribe(
        subscriptionForm({ customerEmail: 'TWICE@example.com', planType: 'premium', couponCode: 'COACH10' }),
      ).expect(202);
      expect(again.body).toEqual({ message: SUBSCRIPTION_START_MESSAGES.accepted });
      const premium = (
        await db.query(`SELECT price, coupon_code, discount_cents FROM subscription WHERE plan_type = 'premium'
          AND lower(customer_email) = 'twice@example.com'`)
      )[0];
      expect(premium).toEqual({ price: 4400, coupon_code: null, discount_cents: 0 });
      const mails = (await outboxOf(sut)).filter(
        (m) => m.type === 'subscription-confirmation' && m.to.toLowerCase() === 'twice@example.com',
      );
      expect(mails).toHaveLength(2);
      expect(mails.some((m) => m.text.includes(`Code COACH10: ${COUPON_MESSAGES.codeAlreadyUsed}`))).toBe(true);
    });

    it('gives the use back when a pending plan is cancelled; a used-up code is refused with 409', async () => {
      await subscribe(subscriptionForm({ customerEmail: 'first@example.com', couponCode: 'ONEPLAN' })).expect(202);
      const usedUp = await subscribe(subscriptionForm({ customerEmail: 'second@example.com', couponCode: 'ONEPLAN' }));
      expect([usedUp.status, usedUp.body.message]).toEqual([409, COUPON_MESSAGES.codeUsedUp]);

      const plan = await planOf('first@example.com');
      await sut.http
        .post(`/api/coach/subscriptions/${plan!.id}/cancel`)
        .set('Authorization', authorization)
        .send({})
        .expect(200);
      await sut.app.get(DomainEvents).idle();
      expect(await liveUses('ONEPLAN')).toBe(0);
      await subscribe(subscriptionForm({ customerEmail: 'second@example.com', couponCode: 'ONEPLAN' })).expect(202);
      expect(await planOf('second@example.com')).toMatchObject({ coupon_code: 'ONEPLAN', discount_cents: 220 });
    });
  });

  describe('/checkout', () => {
    it('refuses a code on a general payment, with its words, and charges nothing', async () => {
      const response = await sut.http
        .post('/api/square/create-payment')
        .send(createPaymentBody({ serviceId: 'general', couponCode: 'COACH10', card: squarePaymentBody().card }));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'COUPON_NOT_APPLICABLE',
        message: COUPON_MESSAGES.codeNotForGeneral,
      });
      expect((await db.query('SELECT count(*)::int AS n FROM payment WHERE purpose = $1', ['general']))[0].n).toBe(0);
    });

    it("charges a booking's stored discounted amount, whatever amount the page sends; the receipt shows the code", async () => {
      const booking = await sut.http
        .post('/api/bookings')
        .send(
          bookingForm({
            timeSlotId: slots[3].id,
            email: 'checkout@example.com',
            paymentMethod: 'card',
            couponCode: 'COACH10',
          }),
        )
        .expect(201);
      expect(booking.body).toMatchObject({ amount: 1500, status: 'pending_payment' });
      const quote = await sut.http.get('/api/payments/quote').query({ bookingId: booking.body.id }).expect(200);
      expect(quote.body).toMatchObject({ amountCents: 1500, coupon: { code: 'COACH10', discountCents: 1000 } });

      // Another code than the booking's: refused, nothing charged.
      const other = await sut.http
        .post('/api/square/create-payment')
        .send(
          createPaymentBody({ bookingId: booking.body.id, couponCode: 'PREMIUM25', card: squarePaymentBody().card }),
        );
      expect(other.body).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', message: COUPON_MESSAGES.codeAfterOrder });

      const paid = await sut.http
        .post('/api/square/create-payment')
        .send(
          createPaymentBody({
            bookingId: booking.body.id,
            amount: 1,
            couponCode: 'coach10',
            card: squarePaymentBody().card,
            customerInfo: { name: 'Pat Payer', email: 'checkout@example.com' },
          }),
        )
        .expect(201);
      const [payment] = await db.query('SELECT amount_cents, coupon_code FROM payment WHERE id = $1', [
        paid.body.paymentId,
      ]);
      expect(payment).toEqual({ amount_cents: 1500, coupon_code: 'COACH10' });
      const receipt = await sut.http.get(`/api/payments/${paid.body.paymentId}`).expect(200);
      expect(receipt.body).toMatchObject({ amountCents: 1500, coupon: { code: 'COACH10', discountCents: 1000 } });
      const mail = onlyMail(await outboxOf(sut), 'payment-receipt', 'checkout@example.com');
      expect(mail.text).toContain('Discount (Code COACH10: $10 off)');
      expect(mail.text).toMatch(/Amount\W+\$15/);
      // The use stays taken: the booking was paid.
      expect(await liveUses('COACH10')).toBe(2);
    });

    it('a lapsed hold paid after all takes its use again; if the last use went meanwhile, the charge is refunded', async () => {
      await createCoupon(sut, authorization, { code: 'REVIVE', kind: 'percent', value: 20, maxUses: 1 });
      const pay = (bookingId: string, email: string) =>
        sut.http.post('/api/square/create-payment').send(
          createPaymentBody({
            bookingId,
            card: squarePaymentBody().card,
            customerInfo: { name: 'Pat Payer', email },
          }),
        );
      const hold = async (slot: TimeSlotDto, email: string) =>
        (
          await sut.http
            .post('/api/bookings')
            .send(bookingForm({ timeSlotId: slot.id, email, paymentMethod: 'card', couponCode: 'REVIVE' }))
            .expect(201)
        ).body as { id: string; amount: number };

      // Lapsed, given back, then paid with nobody else on the code: the use is held again.
      const first = await hold(slots[10], 'late@example.com');
      setNow(sut, '2027-01-11T15:16:00Z');
      await sut.app.get(BookingHoldsService).sweep();
      await sut.app.get(DomainEvents).idle();
      expect(await liveUses('REVIVE')).toBe(0);
      await pay(first.id, 'late@example.com').expect(201);
      await sut.app.get(DomainEvents).idle();
      expect(await liveUses('REVIVE')).toBe(1);
      const [paid] = await db.query('SELECT amount_cents, status FROM payment WHERE booking_id = $1', [first.id]);
      expect(paid).toEqual({ amount_cents: 2000, status: 'approved' });

      // Lapsed, given back, and the last use taken by someone else: the late payment is refunded, not kept.
      await db.query(`UPDATE coupon SET max_uses = 2 WHERE code = 'REVIVE'`);
      setNow(sut, NOW);
      const second = await hold(slots[11], 'slow@example.com');
      setNow(sut, '2027-01-11T15:16:00Z');
      await sut.app.get(BookingHoldsService).sweep();
      await sut.app.get(DomainEvents).idle();
      await hold(slots[12], 'quick@example.com');
      const refused = await pay(second.id, 'slow@example.com');
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.body.message).toContain(COUPON_MESSAGES.codeUsedUp.replace(/\.$/, ''));
      const [refunded] = await db.query('SELECT status FROM payment WHERE booking_id = $1', [second.id]);
      expect(refunded.status).toBe('refunded');
      expect(await liveUses('REVIVE')).toBe(2);
    });

    it('a payment without a coupon answers no coupon field (quote and receipt unchanged)', async () => {
      const quote = await sut.http.get('/api/payments/quote').query({ purpose: 'general' }).expect(200);
      expect(quote.body.coupon).toBeUndefined();
    });
  });

  it('limits quotes per client (20 a minute) so codes cannot be guessed cheaply', async () => {
    const limited = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const r = await limited.http
          .get('/api/coupons/quote')
          .query({ code: `GUESS${i}`, serviceId: 'strategic-decision' });
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
