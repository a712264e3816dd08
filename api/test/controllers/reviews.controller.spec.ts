import { ReviewInvitationsService } from '../../src/modules/reviews/review-invitations.service';
import { ReviewsController } from '../../src/modules/reviews/reviews.controller';
import { ReviewsService } from '../../src/modules/reviews/reviews.service';
import { reviewForm } from '../factories/people.factory';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(ReviewsController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<ReviewsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(ReviewsController);
    sut = ctx.mock(ReviewsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  it('GET /api/psychic-reviews and /summary are public', async () => {
    sut.listApproved.mockResolvedValue([]);
    sut.summary.mockResolvedValue({ count: 0 } as never);
    expect((await ctx.request('GET', '/api/psychic-reviews')).status).toBe(200);
    expect((await ctx.request('GET', '/api/psychic-reviews/summary')).body).toEqual({ count: 0 });
  });

  it('GET /api/psychic-reviews/invitation hands the token to the invitations, unchecked here', async () => {
    ctx.mock(ReviewInvitationsService).describe.mockResolvedValue({} as never);
    const { status, headers } = await ctx.request('GET', '/api/psychic-reviews/invitation?token=abc');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(ctx.mock(ReviewInvitationsService).describe).toHaveBeenCalledWith('abc');
  });

  describe('POST /api/psychic-reviews', () => {
    it('rejects a rating outside 1 to 5', async () => {
      const { status, body } = await ctx.request('POST', '/api/psychic-reviews', { body: reviewForm({ rating: 6 }) });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please select a rating from 1 to 5'));
      expect(sut.submit).not.toHaveBeenCalled();
    });

    it('rejects a review shorter than 10 characters', async () => {
      const { status, body } = await ctx.request('POST', '/api/psychic-reviews', {
        body: reviewForm({ reviewText: 'Too short' }),
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Review must be at least 10 characters'));
    });

    it('submits the parsed review (the rating cast to a number)', async () => {
      sut.submit.mockResolvedValue({} as never);
      const { status } = await ctx.request('POST', '/api/psychic-reviews', { body: reviewForm({ rating: '4' }) });
      expect(status).toBe(201);
      expect(sut.submit).toHaveBeenCalledWith(expect.objectContaining({ rating: 4, serviceId: 'love-reading' }));
    });
  });
});
