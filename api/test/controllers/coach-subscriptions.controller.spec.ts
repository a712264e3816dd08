import { CoachSubscribersService } from '../../src/modules/subscriptions/coach-subscribers.service';
import { CoachSubscriptionsController } from '../../src/modules/subscriptions/coach-subscriptions.controller';
import { SubscriptionMessagesService } from '../../src/modules/subscriptions/subscription-messages.service';
import { SubscriptionsService } from '../../src/modules/subscriptions/subscriptions.service';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe(CoachSubscriptionsController.name, () => {
  let ctx: ControllerContext;
  let subscribers: jest.Mocked<CoachSubscribersService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachSubscriptionsController);
    subscribers = ctx.mock(CoachSubscribersService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/questions'],
      ['POST', `/api/coach/questions/${ID}/answer`],
      ['POST', `/api/coach/subscriptions/${ID}/mark-paid`],
      ['GET', '/api/coach/subscriptions'],
      ['POST', `/api/coach/subscriptions/${ID}/cancel`],
      ['POST', `/api/coach/subscriptions/${ID}/renewal`],
    ],
  );

  it('GET /api/coach/questions passes the answered filter', async () => {
    const messages = ctx.mock(SubscriptionMessagesService);
    messages.coachQueue.mockResolvedValue([]);
    expect((await ctx.request('GET', '/api/coach/questions?answered=true', { headers: asAdmin })).status).toBe(200);
    expect(messages.coachQueue).toHaveBeenCalledWith(true);
  });

  describe('POST /api/coach/questions/:id/answer', () => {
    it('rejects an empty response', async () => {
      const { status, body } = await ctx.request('POST', `/api/coach/questions/${ID}/answer`, {
        headers: asAdmin,
        body: { response: '' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please enter a response'));
    });

    it('answers with the trimmed text', async () => {
      const messages = ctx.mock(SubscriptionMessagesService);
      messages.answer.mockResolvedValue({} as never);
      await ctx.request('POST', `/api/coach/questions/${ID}/answer`, { headers: asAdmin, body: { response: ' Yes ' } });
      expect(messages.answer).toHaveBeenCalledWith(ID, 'Yes');
    });
  });

  it('POST /api/coach/subscriptions/:id/mark-paid activates the plan by the coach', async () => {
    const subscriptions = ctx.mock(SubscriptionsService);
    subscriptions.activate.mockResolvedValue({} as never);
    await ctx.request('POST', `/api/coach/subscriptions/${ID}/mark-paid`, { headers: asAdmin });
    expect(subscriptions.activate).toHaveBeenCalledWith(ID, 'coach');
  });

  it('refuses a subscription id that is not a UUID', async () => {
    const { status, body } = await ctx.request('POST', '/api/coach/subscriptions/7/cancel', { headers: asAdmin });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Invalid subscription id: expected a UUID' });
    expect(subscribers.cancel).not.toHaveBeenCalled();
  });

  it('GET /api/coach/subscriptions rejects an unknown status', async () => {
    const { body } = await ctx.request('GET', '/api/coach/subscriptions?status=gone', { headers: asAdmin });
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(subscribers.list).not.toHaveBeenCalled();
  });

  it('POST /api/coach/subscriptions/:id/renewal rejects an unknown payment method and renews with a known one', async () => {
    const refused = await ctx.request('POST', `/api/coach/subscriptions/${ID}/renewal`, {
      headers: asAdmin,
      body: { paymentMethod: 'gold' },
    });
    expect(refused.status).toBe(400);
    subscribers.renew.mockResolvedValue({} as never);
    await ctx.request('POST', `/api/coach/subscriptions/${ID}/renewal`, {
      headers: asAdmin,
      body: { paymentMethod: 'zelle', note: ' May ' },
    });
    expect(subscribers.renew).toHaveBeenCalledWith(ID, { paymentMethod: 'zelle', note: 'May' });
  });
});
