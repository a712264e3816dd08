import { CoachContactController } from '../../src/modules/contact/coach-contact.controller';
import { ContactService } from '../../src/modules/contact/contact.service';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe(CoachContactController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<ContactService>;

  beforeAll(async () => {
    ctx = await controllerSetup(CoachContactController);
    sut = ctx.mock(ContactService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/coach/contact-messages'],
      ['PATCH', `/api/coach/contact-messages/${ID}`],
    ],
  );

  describe('GET /api/coach/contact-messages', () => {
    it('passes the status filter', async () => {
      sut.list.mockResolvedValue([]);
      const { status } = await ctx.request('GET', '/api/coach/contact-messages?status=unread', { headers: asAdmin });
      expect(status).toBe(200);
      expect(sut.list).toHaveBeenCalledWith('unread');
    });

    it('rejects an unknown status', async () => {
      const { status, body } = await ctx.request('GET', '/api/coach/contact-messages?status=spam', {
        headers: asAdmin,
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('status must be one of unread, handled'));
    });
  });

  describe('PATCH /api/coach/contact-messages/:id', () => {
    it('rejects an id that is not a UUID', async () => {
      const { status, body } = await ctx.request('PATCH', '/api/coach/contact-messages/42', {
        headers: asAdmin,
        body: { status: 'handled' },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid message id: expected a UUID' });
    });

    it('rejects an unknown status', async () => {
      const { status, body } = await ctx.request('PATCH', `/api/coach/contact-messages/${ID}`, {
        headers: asAdmin,
        body: { status: 'spam' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Status must be unread or handled'));
    });

    it('sets the status', async () => {
      sut.setStatus.mockResolvedValue({} as never);
      const { status } = await ctx.request('PATCH', `/api/coach/contact-messages/${ID}`, {
        headers: asAdmin,
        body: { status: 'handled' },
      });
      expect(status).toBe(200);
      expect(sut.setStatus).toHaveBeenCalledWith(ID, 'handled');
    });
  });
});
