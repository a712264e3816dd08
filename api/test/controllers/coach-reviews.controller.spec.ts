import { CoachReviewsController } from '../../src/modules/reviews/coach-reviews.controller';
import { ReviewsService } from '../../src/modules/reviews/reviews.service';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe(CoachReviewsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<ReviewsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachReviewsController);
    sut = ctx.mock(ReviewsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/reviews'],
      ['POST', `/api/coach/reviews/${ID}/approve`],
      ['POST', `/api/coach/reviews/${ID}/reject`],
    ],
  );

  it('GET /api/coach/reviews rejects an unknown status and passes a known one', async () => {
    const refused = await ctx.request('GET', '/api/coach/reviews?status=hidden', { headers: asAdmin });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(badRequest('status must be one of pending, approved, rejected'));
    sut.listForModeration.mockResolvedValue([]);
    expect((await ctx.request('GET', '/api/coach/reviews?status=pending', { headers: asAdmin })).status).toBe(200);
    expect(sut.listForModeration).toHaveBeenCalledWith('pending');
  });

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ])('POST /api/coach/reviews/:id/%s moderates to %s', async (action, outcome) => {
    sut.moderate.mockResolvedValue({} as never);
    const { status } = await ctx.request('POST', `/api/coach/reviews/${ID}/${action}`, { headers: asAdmin });
    expect(status).toBe(200);
    expect(sut.moderate).toHaveBeenCalledWith(ID, outcome);
  });

  it('refuses a review id that is not a UUID', async () => {
    const { status, body } = await ctx.request('POST', '/api/coach/reviews/12/approve', { headers: asAdmin });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Invalid review id: expected a UUID' });
    expect(sut.moderate).not.toHaveBeenCalled();
  });
});
