import { ErrorCode, SUBSCRIPTION_START_MESSAGES, VALIDATION_MESSAGES } from '@app/contracts';
import { SubscriberAccessService } from '../../src/modules/subscriptions/access/subscriber-access.service';
import { SubscriptionMessagesService } from '../../src/modules/subscriptions/subscription-messages.service';
import { SubscriptionsController } from '../../src/modules/subscriptions/subscriptions.controller';
import { SubscriptionsService } from '../../src/modules/subscriptions/subscriptions.service';
import { subscriptionForm } from '../factories/people.factory';
import { asAdmin, authRequired, badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe(SubscriptionsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<SubscriptionsService>;
  let messages: jest.Mocked<SubscriptionMessagesService>;
  let access: jest.Mocked<SubscriberAccessService>;
  const signIn = () => access.sessionFor.mockResolvedValue({ email: 'ada@example.com' } as never);

  beforeAll(async () => {
    ctx = await controllerSetup(SubscriptionsController);
    sut = ctx.mock(SubscriptionsService);
    messages = ctx.mock(SubscriptionMessagesService);
    access = ctx.mock(SubscriberAccessService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/subscriptions', () => {
    it('rejects a plan that is not one', async () => {
      const { status, body } = await ctx.request('POST', '/api/subscriptions', {
        body: subscriptionForm({ planType: 'gold' }),
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please select a subscription plan'));
      expect(sut.start).not.toHaveBeenCalled();
    });

    it('is public and answers the same 202 for every address', async () => {
      sut.start.mockResolvedValue(undefined);
      const { status, body } = await ctx.request('POST', '/api/subscriptions', { body: subscriptionForm() });
      expect(status).toBe(202);
      expect(body).toEqual({ message: SUBSCRIPTION_START_MESSAGES.accepted });
      expect(sut.start).toHaveBeenCalledWith(expect.objectContaining({ planType: 'standard' }), expect.any(String));
    });
  });

  describe('GET /api/subscriptions', () => {
    it('is an admin route', async () => {
      const { status, body } = await ctx.request('GET', '/api/subscriptions');
      expect(status).toBe(401);
      expect(body).toEqual(authRequired);
    });

    it('rejects a lookup address that is not one', async () => {
      const { body } = await ctx.request('GET', '/api/subscriptions?email=ada', { headers: asAdmin });
      expect(body).toEqual(badRequest(VALIDATION_MESSAGES.emailInvalid));
    });

    it('lists one address or everyone', async () => {
      sut.listAll.mockResolvedValue([]);
      sut.listForEmail.mockResolvedValue([]);
      await ctx.request('GET', '/api/subscriptions', { headers: asAdmin });
      expect(sut.listAll).toHaveBeenCalled();
      await ctx.request('GET', '/api/subscriptions?email=ada@example.com', { headers: asAdmin });
      expect(sut.listForEmail).toHaveBeenCalledWith('ada@example.com');
    });
  });

  describe("a plan's messages (the subscriber's session)", () => {
    it.each([
      ['GET', `/api/subscriptions/${ID}/messages`],
      ['POST', `/api/subscriptions/${ID}/messages`],
      ['POST', `/api/subscriptions/${ID}/video-requests`],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const { status, body } = await ctx.request(method, url, method === 'GET' ? {} : { body: { question: 'Hi?' } });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: ErrorCode.SUBSCRIBER_SIGN_IN_REQUIRED });
      expect(messages.list).not.toHaveBeenCalled();
      expect(messages.ask).not.toHaveBeenCalled();
    });

    it("checks the plan is the session's before anything else", async () => {
      signIn();
      messages.list.mockResolvedValue([]);
      await ctx.request('GET', `/api/subscriptions/${ID}/messages`);
      expect(access.assertVisible).toHaveBeenCalledWith({ email: 'ada@example.com' }, ID);
      expect(messages.list).toHaveBeenCalledWith(ID);
    });

    it('rejects an empty question', async () => {
      signIn();
      const { status, body } = await ctx.request('POST', `/api/subscriptions/${ID}/messages`, {
        body: { question: '  ' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please enter your question'));
    });

    it('asks a question or a video by the same rule', async () => {
      signIn();
      messages.ask.mockResolvedValue({} as never);
      await ctx.request('POST', `/api/subscriptions/${ID}/messages`, { body: { question: ' Why? ' } });
      expect(messages.ask).toHaveBeenCalledWith(ID, 'Why?', 'question');
      await ctx.request('POST', `/api/subscriptions/${ID}/video-requests`, { body: { question: 'A video' } });
      expect(messages.ask).toHaveBeenCalledWith(ID, 'A video', 'video_request');
    });
  });
});
