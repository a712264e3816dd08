import { WAITLIST_MESSAGES } from '@app/contracts';
import { WaitlistController } from '../../src/modules/waitlist/waitlist.controller';
import { WaitlistService } from '../../src/modules/waitlist/waitlist.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(WaitlistController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<WaitlistService>;

  beforeAll(async () => {
    ctx = await controllerSetup(WaitlistController);
    sut = ctx.mock(WaitlistService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/waitlist', () => {
    const valid = { brand: 'coaching', date: '2027-01-12', email: 'wait@example.com' };

    it('rejects an unknown brand', async () => {
      const { status, body } = await ctx.request('POST', '/api/waitlist', { body: { ...valid, brand: 'acme' } });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(WAITLIST_MESSAGES.brandUnknown));
    });

    it('rejects a day that is not YYYY-MM-DD', async () => {
      const { status, body } = await ctx.request('POST', '/api/waitlist', { body: { ...valid, date: '12/01/2027' } });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(WAITLIST_MESSAGES.dayRequired));
      expect(sut.join).not.toHaveBeenCalled();
    });

    it('is public and joins with the parsed entry', async () => {
      sut.join.mockResolvedValue({ message: 'ok' });
      const { status, body } = await ctx.request('POST', '/api/waitlist', { body: valid });
      expect(status).toBe(202);
      expect(body).toEqual({ message: 'ok' });
      expect(sut.join).toHaveBeenCalledWith(valid);
    });
  });

  it('GET /api/waitlist/unsubscribe/:token reads the entry', async () => {
    sut.entryFor.mockResolvedValue({} as never);
    expect((await ctx.request('GET', '/api/waitlist/unsubscribe/tok')).status).toBe(200);
    expect(sut.entryFor).toHaveBeenCalledWith('tok');
  });

  it('POST /api/waitlist/unsubscribe/:token leaves', async () => {
    sut.leave.mockResolvedValue({ message: 'bye' });
    expect((await ctx.request('POST', '/api/waitlist/unsubscribe/tok')).status).toBe(200);
    expect(sut.leave).toHaveBeenCalledWith('tok');
  });
});
