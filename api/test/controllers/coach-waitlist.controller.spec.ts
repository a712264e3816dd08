import { CoachWaitlistController } from '../../src/modules/waitlist/coach-waitlist.controller';
import { WaitlistService } from '../../src/modules/waitlist/waitlist.service';
import { asAdmin, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

describe(CoachWaitlistController.name, () => {
  let ctx: ControllerContext;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachWaitlistController);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(() => ctx, [['GET', '/api/coach/waitlist']]);

  it('GET /api/coach/waitlist lists who waits for the admin', async () => {
    ctx.mock(WaitlistService).waiting.mockResolvedValue([]);
    const { status, body } = await ctx.request('GET', '/api/coach/waitlist', { headers: asAdmin });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
