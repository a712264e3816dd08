import { SUBSCRIPTION_MESSAGES, type SubscriptionDto } from '@app/contracts';
import { reviewForm, subscriptionForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { onlyMail, outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';

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

  const subscribe = async (overrides: Record<string, unknown>) =>
    (await sut.http.post('/api/subscriptions').send(subscriptionForm(overrides)).expect(201)).body as SubscriptionDto;

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

    const card = await subscribe({ customerEmail: 'plan.card@example.com', planType: 'premium', paymentMethod: 'credit-card' });
    const cardWelcome = onlyMail(await outboxOf(sut), 'subscription-confirmation', 'plan.card@example.com');
    expect(cardWelcome.text).toContain('- 2 personal video sessions per month');
    expect(cardWelcome.text).toContain(
      `Pay $44 by card: ${SITE}/square-payment?serviceId=subscription&price=44&serviceName=Premium%20Coaching&plan=premium&subscriptionId=${card.id}`,
    );
    expect(subscription.id).not.toBe(card.id);
  });

  it("e-mails the coach each subscriber question, with who asked and on which plan", async () => {
    const subscription = await subscribe({ customerEmail: 'asker@example.com', customerName: 'Grace Hopper' });
    await sut.http.post(`/api/coach/subscriptions/${subscription.id}/mark-paid`).set('Authorization', admin).expect(200);
    await sut.http
      .post(`/api/subscriptions/${subscription.id}/messages`)
      .send({ question: 'How do I stop procrastinating on my thesis?' })
      .expect(201);

    const note = onlyMail(await outboxOf(sut), 'coach-subscriber-question', 'coach@example.com');
    expect(note.subject).toBe('[Life Coaching] New question from Grace Hopper (Standard Coaching)');
    expect(note.replyTo).toBe('asker@example.com');
    expect(note.text).toContain('> How do I stop procrastinating on my thesis?');
    expect(note.text).toContain(`Open the coach console: ${SITE}/coach`);
  });

  it('asks the Lunar Light coach to moderate each new review', async () => {
    await sut.http.post('/api/psychic-reviews').send(reviewForm({ rating: 4 })).expect(201);

    const note = onlyMail(await outboxOf(sut), 'coach-new-review', 'readings@example.com');
    expect(note.subject).toBe('[Lunar Light] New review to moderate: 4/5 from Nina P.');
    expect(note.replyTo).toBe('nina@example.com');
    expect(note.text).toContain('Reading: Love Reading');
    expect(note.text).toContain('Rating: ★★★★☆ (4/5)');
    expect(note.text).toContain('> Warm, precise and kind. She saw what I could not.');
    expect(note.text).toContain('It stays hidden until you approve it.');
  });
});
