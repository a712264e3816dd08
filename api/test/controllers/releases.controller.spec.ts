import { LiveReleases } from '../../src/modules/releases/live-releases.service';
import { ReleaseRegistry } from '../../src/modules/releases/release-registry.service';
import { ReleasesController } from '../../src/modules/releases/releases.controller';
import { asAdmin, badRequest, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

const RELEASE = '0123456789ab';
const SHARE_MESSAGE = 'The share is a whole percent from 1 to 99';

describe(ReleasesController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<ReleaseRegistry>;

  beforeAll(async () => {
    ctx = await controllerSetup(ReleasesController);
    sut = ctx.mock(ReleaseRegistry);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ctx.reset();
    sut.overview.mockResolvedValue({ remotes: [] } as never);
  });

  itNeedsTheAdmin(
    () => ctx,
    [
      ['GET', '/api/releases'],
      ['POST', '/api/releases/mfe-lunar/promote'],
      ['POST', '/api/releases/mfe-lunar/rollback'],
      ['POST', '/api/releases/mfe-lunar/canary'],
      ['POST', '/api/releases/mfe-lunar/canary/abort'],
    ],
  );

  it('answers 404 for a remote that does not exist', async () => {
    const { status, body } = await ctx.request('POST', '/api/releases/mfe-nope/rollback', { headers: asAdmin });
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'There is no remote mfe-nope' });
    expect(sut.rollback).not.toHaveBeenCalled();
  });

  describe('POST /api/releases/:remote/canary', () => {
    it('rejects a canary without a release id, or with a share outside 1 to 99', async () => {
      const noId = await ctx.request('POST', '/api/releases/mfe-lunar/canary', {
        headers: asAdmin,
        body: { share: 10 },
      });
      expect(noId.status).toBe(400);
      expect(noId.body).toEqual(badRequest('Which release should the canary serve?'));
      const share = await ctx.request('POST', '/api/releases/mfe-lunar/canary', {
        headers: asAdmin,
        body: { releaseId: RELEASE, share: 100 },
      });
      expect(share.body).toEqual(badRequest(SHARE_MESSAGE));
      expect(sut.canary).not.toHaveBeenCalled();
    });

    it('starts the canary by folder or federation name, re-reads the pointer and answers the overview', async () => {
      const { status, body } = await ctx.request('POST', '/api/releases/mfe-lunar/canary', {
        headers: asAdmin,
        body: { releaseId: RELEASE, share: 10 },
      });
      expect(status).toBe(200);
      expect(body).toEqual({ remotes: [] });
      expect(sut.canary).toHaveBeenCalledWith('mfe_lunar', RELEASE, 10, 'admin console');
      expect(ctx.mock(LiveReleases).refresh).toHaveBeenCalled();
    });
  });

  describe('POST /api/releases/:remote/promote', () => {
    it('rejects a release id that is not 12 hexadecimal digits', async () => {
      const { body } = await ctx.request('POST', '/api/releases/mfe_admin/promote', {
        headers: asAdmin,
        body: { releaseId: 'latest' },
      });
      expect(body).toEqual(badRequest('A release id is 12 hexadecimal digits'));
    });

    it('promotes the canary when no release is named', async () => {
      await ctx.request('POST', '/api/releases/mfe_admin/promote', { headers: asAdmin, body: {} });
      expect(sut.promote).toHaveBeenCalledWith('mfe_admin', undefined, 'admin console');
    });
  });
});
