import { TestersController } from '../../src/modules/testers/testers.controller';
import { TestersService } from '../../src/modules/testers/testers.service';
import { testerForm } from '../factories/people.factory';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

const ID = '7d7f5c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe(TestersController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<TestersService>;

  beforeAll(async () => {
    ctx = await controllerSetup(TestersController);
    sut = ctx.mock(TestersService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/testing-users'],
      ['POST', '/api/testing-users'],
      ['POST', '/api/testing-users/bulk'],
      ['PATCH', `/api/testing-users/${ID}/status`],
      ['DELETE', `/api/testing-users/${ID}`],
    ],
  );

  describe('POST /api/testing-users', () => {
    it('rejects a tester without an access level', async () => {
      const { status, body } = await ctx.request('POST', '/api/testing-users', {
        headers: asAdmin,
        body: testerForm({ accessLevel: '' }),
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please select an access level'));
      expect(sut.add).not.toHaveBeenCalled();
    });

    it('adds the parsed tester', async () => {
      sut.add.mockResolvedValue({} as never);
      const { status } = await ctx.request('POST', '/api/testing-users', { headers: asAdmin, body: testerForm() });
      expect(status).toBe(201);
      expect(sut.add).toHaveBeenCalledWith(expect.objectContaining({ email: testerForm().email }));
    });
  });

  describe('POST /api/testing-users/bulk', () => {
    it('rejects an empty list', async () => {
      const { status, body } = await ctx.request('POST', '/api/testing-users/bulk', {
        headers: asAdmin,
        body: { emails: [] },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('No valid emails found'));
    });

    it('rejects an entry that is not text', async () => {
      const { status, body } = await ctx.request('POST', '/api/testing-users/bulk', {
        headers: asAdmin,
        body: { emails: ['a@example.com', null] },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Each email must be text'));
    });

    it('hands the trimmed addresses on', async () => {
      sut.addMany.mockResolvedValue({} as never);
      await ctx.request('POST', '/api/testing-users/bulk', { headers: asAdmin, body: { emails: [' a@example.com '] } });
      expect(sut.addMany).toHaveBeenCalledWith(['a@example.com']);
    });
  });

  describe('PATCH /api/testing-users/:id/status', () => {
    it('rejects an id that is not a UUID', async () => {
      const { status, body } = await ctx.request('PATCH', '/api/testing-users/7/status', {
        headers: asAdmin,
        body: { status: 'active' },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'Invalid tester id: expected a UUID' });
    });

    it('rejects an unknown status', async () => {
      const { status, body } = await ctx.request('PATCH', `/api/testing-users/${ID}/status`, {
        headers: asAdmin,
        body: { status: 'asleep' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please select a status'));
    });
  });

  it('DELETE /api/testing-users/:id removes and answers 204', async () => {
    sut.remove.mockResolvedValue(undefined);
    const { status } = await ctx.request('DELETE', `/api/testing-users/${ID}`, { headers: asAdmin });
    expect(status).toBe(204);
    expect(sut.remove).toHaveBeenCalledWith(ID);
  });
});
