import { subscriberStanding, type CoachSubscriberDto } from '@app/contracts';
import { stubApi, type StubReply } from '@app/web-kit/testing';

type Failure = { status: number; code: string; message: string };

/**
 * Test double of the Subscribers endpoints on web-kit's shared API stub: keeps the plans and changes them the way
 * the API does (filters by standing and search; cancel, renewal and mark-paid). `restore()` puts the real fetch back.
 */
export function fakeSubscribers(initial: CoachSubscriberDto[], options: { failRenewal?: Failure } = {}) {
  const plans = initial.map((p) => ({ ...p, history: [...p.history] }));
  const write = (change: (plan: CoachSubscriberDto, body: Record<string, unknown>) => void, failure?: Failure) =>
    ((request) => {
      if (failure)
        return {
          status: failure.status,
          body: { statusCode: failure.status, code: failure.code, message: failure.message },
        };
      const id = decodeURIComponent(request.path.split('/')[4]);
      const plan = plans.find((p) => p.id === id)!;
      change(plan, (request.body ?? {}) as Record<string, unknown>);
      plan.standing = subscriberStanding(plan.status);
      return { body: plan };
    }) satisfies StubReply;
  const routes: Record<string, StubReply> = {
    'GET /api/coach/subscriptions': ({ query }) => ({
      body: plans.filter(
        (p) =>
          (query.status === 'all' || p.standing === query.status) &&
          (!query.q || `${p.customerName} ${p.customerEmail}`.toLowerCase().includes(query.q.toLowerCase())),
      ),
    }),
  };
  for (const p of plans) {
    const base = `POST /api/coach/subscriptions/${p.id}`;
    routes[`${base}/cancel`] = write((plan, body) => {
      plan.status = 'cancelled';
      plan.cancelledAt = '2026-03-14T19:00:00.000Z';
      plan.history.unshift({
        action: 'cancelled',
        actor: 'coach',
        at: plan.cancelledAt,
        amountCents: null,
        paidThrough: null,
        paymentMethod: null,
        detail: (body.reason as string | undefined) ?? null,
      });
    });
    routes[`${base}/renewal`] = write((plan) => {
      plan.status = 'active';
      plan.expiresAt = '2026-05-01T15:00:00.000Z';
    }, options.failRenewal);
    routes[`${base}/mark-paid`] = write((plan) => {
      plan.status = 'active';
      plan.activatedAt = '2026-03-14T19:00:00.000Z';
    });
  }
  const api = stubApi(routes);
  return {
    plans,
    requests: api.calls,
    posted: api.posted,
    restore: api.restore,
  };
}

export function coachSubscriber(overrides: Partial<CoachSubscriberDto> = {}): CoachSubscriberDto {
  return {
    id: 'sub-1',
    customerName: 'Grace Hopper',
    customerEmail: 'grace@example.com',
    customerPhone: '555-0100',
    planType: 'premium',
    price: 4400,
    paymentMethod: 'zelle',
    status: 'active',
    standing: 'active',
    questionsUsedToday: 1,
    questionsAllowedPerDay: 3,
    videosThisMonth: 0,
    videosAllowedPerMonth: 2,
    lastResetDate: '2026-03-14',
    lastVideoDate: null,
    createdAt: '2026-03-01T15:00:00.000Z',
    activatedAt: '2026-03-01T15:00:00.000Z',
    expiresAt: '2026-04-01T15:00:00.000Z',
    cancelledAt: null,
    history: [
      {
        action: 'activated',
        actor: 'coach',
        at: '2026-03-01T15:00:00.000Z',
        amountCents: 4400,
        paidThrough: '2026-04-01T15:00:00.000Z',
        paymentMethod: 'zelle',
        detail: null,
      },
    ],
    ...overrides,
  };
}
