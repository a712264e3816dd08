import { ErrorCode, SUBSCRIBER_ACCESS_MESSAGES } from '@app/contracts';
import { CoachSubscribersService } from '../../src/modules/subscriptions/coach-subscribers.service';
import { SubscriberAccessController } from '../../src/modules/subscriptions/access/subscriber-access.controller';
import { SubscriberAccessService } from '../../src/modules/subscriptions/access/subscriber-access.service';
import { SubscriberCookies } from '../../src/modules/subscriptions/access/subscriber-cookies.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const SESSION = { email: 'ada@example.com' };

describe(SubscriberAccessController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<SubscriberAccessService>;

  beforeAll(async () => {
    ctx = await controllerSetup(SubscriberAccessController);
    sut = ctx.mock(SubscriberAccessService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/subscriptions/sign-in-links', () => {
    it('rejects a request without an address', async () => {
      const { status, body } = await ctx.request('POST', '/api/subscriptions/sign-in-links', { body: {} });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please enter your email address'));
      expect(sut.requestLink).not.toHaveBeenCalled();
    });

    it('answers the same 202 whether or not the address has a plan', async () => {
      sut.requestLink.mockResolvedValue(undefined);
      const { status, body } = await ctx.request('POST', '/api/subscriptions/sign-in-links', {
        body: { email: 'ada@example.com' },
      });
      expect(status).toBe(202);
      expect(body).toEqual({ message: SUBSCRIBER_ACCESS_MESSAGES.linkSent });
      expect(sut.requestLink).toHaveBeenCalledWith('ada@example.com', expect.any(String));
    });
  });

  describe('POST /api/subscriptions/session', () => {
    it('rejects a link without its code', async () => {
      const { body } = await ctx.request('POST', '/api/subscriptions/session', { body: { token: ' ' } });
      expect(body).toEqual(badRequest(SUBSCRIBER_ACCESS_MESSAGES.tokenRequired));
      expect(sut.exchange).not.toHaveBeenCalled();
    });

    it('exchanges the token for a session cookie', async () => {
      sut.exchange.mockResolvedValue({ session: SESSION } as never);
      sut.mine.mockResolvedValue({ email: 'ada@example.com' } as never);
      const { status } = await ctx.request('POST', '/api/subscriptions/session', { body: { token: ' abc ' } });
      expect(status).toBe(200);
      expect(sut.exchange).toHaveBeenCalledWith('abc');
      expect(ctx.mock(SubscriberCookies).set).toHaveBeenCalled();
    });
  });

  describe('the session routes', () => {
    it.each([
      ['GET', '/api/subscriptions/mine'],
      ['POST', `/api/subscriptions/${ID}/cancel`],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const { status, body } = await ctx.request(method, url);
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: ErrorCode.SUBSCRIBER_SIGN_IN_REQUIRED });
      expect(ctx.mock(CoachSubscribersService).cancel).not.toHaveBeenCalled();
    });

    it("cancels the session's own plan as the subscriber", async () => {
      sut.sessionFor.mockResolvedValue(SESSION as never);
      sut.mine.mockResolvedValue({} as never);
      const { status } = await ctx.request('POST', `/api/subscriptions/${ID}/cancel`);
      expect(status).toBe(200);
      expect(sut.assertVisible).toHaveBeenCalledWith(SESSION, ID);
      expect(ctx.mock(CoachSubscribersService).cancel).toHaveBeenCalledWith(ID, {}, 'subscriber');
    });
  });

  it('DELETE /api/subscriptions/session signs out and clears the cookie', async () => {
    const { status } = await ctx.request('DELETE', '/api/subscriptions/session');
    expect(status).toBe(204);
    expect(ctx.mock(SubscriberCookies).clear).toHaveBeenCalled();
  });
});
