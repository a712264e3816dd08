import { paymentReference, SUBSCRIPTION_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { squarePaymentBody } from './factories/payment.factory';
import { reviewForm, subscriptionForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { onlyMail, outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';
import { SubscriberSessions } from './helpers/subscriber-session';

/** Subscriber sessions by subscription id: each new plan signs its creator in for that plan (issue 15). */
const sessions = new SubscriberSessions();
const cookieFor = sessions.cookieFor;

const SITE = 'https://book.example.com';

describe('subscription, question and review e-mails (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestApp({ PUBLIC_URL: SITE, REMINDER_POLL_INTERVAL_MS: '0' });
    admin = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const subscribe = (overrides: Record<string, unknown>) => sessions.start(sut, subscriptionForm(overrides));

  it('welcomes a new subscriber with the plan, how to pay and the dashboard link, and tells the coach', async () => {
    const subscription = await subscribe({ customerEmail: 'plan@example.com', paymentMethod: 'paypal' });
    const mails = await outboxOf(sut);

    const welcome = onlyMail(mails, 'subscription-confirmation', 'plan@example.com');
    expect(welcome.subject).toBe('Welcome to Standard Coaching: your plan is reserved');
    expect(welcome.mail.from?.value[0].address).toBe('coach@example.com');
    expect(welcome.text).toContain('Hi Ada,');
    expect(welcome.text).toContain('Price: $22/month');
    expect(welcome.text).toContain('- 2 chat questions per day');
    expect(welcome.text).toContain(SUBSCRIPTION_MESSAGES.activatesOnPayment);
    expect(welcome.text).toContain('Pay with PayPal: https://www.paypal.com/paypalme/lifecoach');
    expect(welcome.text).toContain(`Open your subscription: ${SITE}/subscriptions`);
    expect(welcome.ics).toBeUndefined();

    const coach = onlyMail(mails, 'coach-new-subscription', 'coach@example.com');
    expect(coach.subject).toBe('[Life Coaching] New subscription: Ada Lovelace, Standard Coaching ($22/month)');
    expect(coach.replyTo).toBe('plan@example.com');
    expect(coach.text).toContain('Payment: PayPal, awaiting payment');

    const card = await subscribe({
      customerEmail: 'plan.card@example.com',
      planType: 'premium',
      paymentMethod: 'credit-card',
    });
    const cardWelcome = onlyMail(await outboxOf(sut), 'subscription-confirmation', 'plan.card@example.com');
    expect(cardWelcome.text).toContain('- 2 personal video sessions per month');
    expect(cardWelcome.text).toContain(
      `Pay $44 by card: ${SITE}/square-payment?serviceId=subscription&price=44&serviceName=Premium%20Coaching&plan=premium&subscriptionId=${card.id}`,
    );
    expect(subscription.id).not.toBe(card.id);
  });

  it('e-mails the coach each subscriber question, with who asked and on which plan', async () => {
    const subscription = await subscribe({ customerEmail: 'asker@example.com', customerName: 'Grace Hopper' });
    await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(200);
    await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .set('Cookie', cookieFor(subscription.id))
      .send({ question: 'How do I stop procrastinating on my thesis?' })
      .expect(201);

    const note = onlyMail(await outboxOf(sut), 'coach-subscriber-question', 'coach@example.com');
    expect(note.subject).toBe('[Life Coaching] New question from Grace Hopper (Standard Coaching)');
    expect(note.replyTo).toBe('asker@example.com');
    expect(note.text).toContain('> How do I stop procrastinating on my thesis?');
    expect(note.text).toContain(`Open the coach console: ${SITE}/coach`);
  });

  it('asks the Lunar Light coach to moderate each new review', async () => {
    await sut.http
      .post('/api/psychic-reviews')
      .send(reviewForm({ rating: 4 }))
      .expect(201);

    const note = onlyMail(await outboxOf(sut), 'coach-new-review', 'readings@example.com');
    expect(note.subject).toBe('[Lunar Light] New review to moderate: 4/5 from Nina P.');
    expect(note.replyTo).toBe('nina@example.com');
    expect(note.text).toContain('Reading: Love Reading');
    expect(note.text).toContain('Rating: ★★★★☆ (4/5)');
    expect(note.text).toContain('> Warm, precise and kind. She saw what I could not.');
    expect(note.text).toContain('It stays hidden until you approve it.');
  });

  it('tells the subscriber the plan is active, and what they can do now, once the coach records the payment', async () => {
    const subscription = await subscribe({ customerEmail: 'active@example.com', planType: 'premium' });
    await sut.http
      .post(`/api/coach/subscriptions/${subscription.id}/mark-paid`)
      .set('Authorization', admin)
      .expect(200);

    const active = onlyMail(await outboxOf(sut), 'subscription-activated', 'active@example.com');
    expect(active.subject).toBe('Your Premium Coaching plan is active');
    expect(active.text).toContain('We received your payment of $44, and your plan is active from today.');
    expect(active.text).toContain('Status: Active');
    expect(active.text).toContain('- 2 personal video sessions per month');
    expect(active.text).toContain(`Open your subscription: ${SITE}/subscriptions`);
  });

  it('activates a plan paid by card and sends the receipt for exactly that plan', async () => {
    const plan = await subscribe({
      customerEmail: 'plan.paid@example.com',
      planType: 'premium',
      paymentMethod: 'credit-card',
    });
    const paid = await sut.http
      .post('/api/square-payment')
      .send(
        squarePaymentBody({
          serviceId: 'subscription',
          serviceName: 'Premium Coaching',
          plan: 'premium',
          subscriptionId: plan.id,
          customer: { email: 'plan.paid@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '' },
        }),
      )
      .expect(201);
    const mails = await outboxOf(sut);

    const receipt = onlyMail(mails, 'payment-receipt', 'plan.paid@example.com');
    expect(receipt.subject).toBe(
      `Receipt ${paymentReference(paid.body.paymentId)}: Payment received — your Premium Coaching plan is active`,
    );
    expect(receipt.text).toContain('Amount: $44');
    expect(receipt.text).toContain('For: Premium Coaching plan, first month');
    expect(onlyMail(mails, 'subscription-activated', 'plan.paid@example.com').text).toContain(
      'Your card payment of $44 went through',
    );
  });

  it('sends a general card payment a receipt that says exactly that, never a booking', async () => {
    const paid = await sut.http
      .post('/api/square-payment')
      .send(
        squarePaymentBody({
          customer: { email: 'general@example.com', firstName: 'Pat', lastName: 'Payer', phone: '' },
        }),
      )
      .expect(201);

    const receipt = onlyMail(await outboxOf(sut), 'payment-receipt', 'general@example.com');
    const reference = paymentReference(paid.body.paymentId);
    expect(receipt.subject).toBe(`Receipt ${reference}: Payment received — $25 general payment`);
    expect(receipt.mail.from?.value[0].address).toBe('coach@example.com');
    expect(receipt.text).toContain('Hi Pat,');
    expect(receipt.text).toContain('Paid with: Visa ending in 4242');
    expect(receipt.text).toContain('For: General payment (not tied to a session)');
    for (const part of [receipt.subject, receipt.text, receipt.html])
      expect(part).not.toMatch(/booked|session is confirmed/i);
  });

  it("writes a Lunar Light general payment's receipt in Lunar Light's voice and look", async () => {
    await sut.http
      .post('/api/square-payment')
      .send(
        squarePaymentBody({
          brand: 'lunar',
          customer: { email: 'lunar.payer@example.com', firstName: 'Selene', lastName: 'Moon', phone: '' },
        }),
      )
      .expect(201);

    const receipt = onlyMail(await outboxOf(sut), 'payment-receipt', 'lunar.payer@example.com');
    expect(receipt.subject).toMatch(/^🌙 Receipt PAY-[0-9A-F]{8}: Payment received — \$25 general payment$/);
    expect(receipt.mail.from?.value[0]).toEqual({ name: 'Lunar Light', address: 'readings@example.com' });
    expect(receipt.text).toContain('Dear Selene,');
    expect(receipt.text).toContain('With light and gratitude,');
    expect(receipt.html).toContain('#16132f');
    expect(receipt.text).toContain('If this payment was meant for a reading, reply to this e-mail.');
  });

  it('tells the customer when a card payment was refunded, and why', async () => {
    const paid = await sut.http
      .post('/api/square-payment')
      .send(
        squarePaymentBody({
          customer: { email: 'refund.me@example.com', firstName: 'Rita', lastName: 'Refund', phone: '' },
        }),
      )
      .expect(201);
    const reason = 'The time you paid for was taken after your hold ran out, so nothing was booked.';
    await sut.app
      .get(DataSource)
      .transaction((manager) =>
        sut.app.get(DomainEvents).publish(manager, 'payment.refunded', { paymentId: paid.body.paymentId, reason }),
      );

    const refund = onlyMail(await outboxOf(sut), 'payment-refunded', 'refund.me@example.com');
    expect(refund.subject).toBe(`Your payment of $25 was refunded (${paymentReference(paid.body.paymentId)})`);
    expect(refund.text).toContain('Hi Rita,');
    expect(refund.text).toContain(reason);
    expect(refund.text).toContain('We refunded the full $25 to your card.');
  });
});
