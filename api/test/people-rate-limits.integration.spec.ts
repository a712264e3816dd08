import { RATE_LIMIT_MESSAGE } from '@app/contracts';
import { RATE_LIMITS } from '../src/common/rate-limit';
import { contactForm, reviewForm, subscriptionForm } from './factories/people.factory';
import { startTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The real limits (multiplier 1): each public write and the e-mail lookup answer 429 once a client exceeds them. */
describe('rate limits of the subscription, review and contact routes (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  type Send = () => Promise<{ status: number; body: unknown }>;

  /** `limit` requests get one of the `allowed` statuses, the next one 429 with the shared message. */
  async function expectLimited(limit: number, send: Send, allowed: number[]) {
    for (let i = 0; i < limit; i += 1) expect(allowed).toContain((await send()).status);
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE });
  }

  it('limits contact messages', async () => {
    await expectLimited(RATE_LIMITS.contact.limit, () => sut.http.post('/api/contact').send(contactForm()), [201]);
  });

  it('limits review submissions', async () => {
    await expectLimited(
      RATE_LIMITS.reviews.limit,
      () => sut.http.post('/api/psychic-reviews').send(reviewForm()),
      [201],
    );
  });

  it('limits e-mail lookups of subscriptions (401 to anyone but the admin since issue 15)', async () => {
    await expectLimited(
      RATE_LIMITS.subscriptionLookups.limit,
      () => sut.http.get('/api/subscriptions').query({ email: 'probe@example.com' }),
      [401],
    );
  });

  it('limits sign-in link requests', async () => {
    let n = 0;
    await expectLimited(
      RATE_LIMITS.subscriberSignInLinks.limit,
      () => {
        n += 1;
        return sut.http.post('/api/subscriptions/sign-in-links').send({ email: `probe-${n}@example.com` });
      },
      [202],
    );
  });

  it('limits new subscriptions', async () => {
    let n = 0;
    // A new address each time, so each start creates a plan (the answer is 202 either way).
    await expectLimited(
      RATE_LIMITS.subscriptionCreates.limit,
      () => {
        n += 1;
        return sut.http.post('/api/subscriptions').send(subscriptionForm({ customerEmail: `limit-${n}@example.com` }));
      },
      [202],
    );
  });

  it.each(['messages', 'video-requests'])('limits POST /api/subscriptions/:id/%s before any lookup', async (route) => {
    await expectLimited(
      RATE_LIMITS.subscriptionMessages.limit,
      () => sut.http.post(`/api/subscriptions/${UNKNOWN_ID}/${route}`).send({ question: 'Hi?' }),
      // Without a subscriber session the answer is 401 (issue 15); the budget is spent all the same.
      [401],
    );
  });

  it('does not limit the public review list, which pages refetch on focus', async () => {
    for (let i = 0; i < RATE_LIMITS.reviews.limit + 5; i += 1) await sut.http.get('/api/psychic-reviews').expect(200);
  });
});
