import { AUTH_MESSAGES, ErrorCode } from '@app/contracts';
import { DomainError } from '../../src/common/domain-error';
import { AdminAuthService } from '../../src/modules/auth/admin-auth.service';
import { csrfTokenFor } from '../../src/modules/auth/admin-csrf.util';
import { AuthController } from '../../src/modules/auth/auth.controller';
import {
  ADMIN_TOKEN,
  asAdmin,
  asAdminCookieWithoutCsrf,
  authRequired,
  badRequest,
  type ControllerContext,
  controllerSetup,
} from './controller-test-app';

const cookies = (headers: Record<string, unknown>) => ([] as string[]).concat(headers['set-cookie'] as string[]);

describe(AuthController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<AdminAuthService>;

  beforeAll(async () => {
    ctx = await controllerSetup(AuthController);
    sut = ctx.mock(AdminAuthService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/auth/sign-in', () => {
    it('rejects a sign-in without a password', async () => {
      const { status, body } = await ctx.request('POST', '/api/auth/sign-in', { body: {} });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(AUTH_MESSAGES.passwordRequired));
      expect(sut.signIn).not.toHaveBeenCalled();
    });

    it('answers a wrong password 401 and sets no cookie', async () => {
      sut.signIn.mockRejectedValue(new DomainError(ErrorCode.INVALID_PASSWORD));
      const { status, body, headers } = await ctx.request('POST', '/api/auth/sign-in', { body: { password: 'x' } });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: ErrorCode.INVALID_PASSWORD, message: AUTH_MESSAGES.invalidPassword });
      expect(headers['set-cookie']).toBeUndefined();
    });

    it('answers a full line of attempts 429 with Retry-After', async () => {
      sut.signIn.mockRejectedValue(new DomainError(ErrorCode.RATE_LIMITED));
      const { status, headers } = await ctx.request('POST', '/api/auth/sign-in', { body: { password: 'x' } });
      expect(status).toBe(429);
      expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    });

    it('signs in with the untrimmed password and sets the session and CSRF cookies', async () => {
      sut.signIn.mockResolvedValue({ token: ADMIN_TOKEN, expiresAt: '2027-01-12T15:00:00.000Z' });
      const { status, body, headers } = await ctx.request('POST', '/api/auth/sign-in', { body: { password: ' pw ' } });
      expect(status).toBe(200);
      expect(body).toEqual({ token: ADMIN_TOKEN, expiresAt: '2027-01-12T15:00:00.000Z' });
      expect(sut.signIn).toHaveBeenCalledWith(' pw ', expect.any(String));
      const set = cookies(headers);
      expect(set.some((c) => c.startsWith(`admin_session=${ADMIN_TOKEN}`) && c.includes('HttpOnly'))).toBe(true);
      expect(set.some((c) => c.startsWith(`csrf_token=${csrfTokenFor(ADMIN_TOKEN)}`))).toBe(true);
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers 401 without a live session', async () => {
      const { status, body } = await ctx.request('GET', '/api/auth/session', {
        headers: { authorization: 'Bearer x' },
      });
      expect(status).toBe(401);
      expect(body).toEqual(authRequired);
    });

    it('answers the session and renews the CSRF cookie for a cookie session', async () => {
      const bearer = await ctx.request('GET', '/api/auth/session', { headers: asAdmin });
      expect(bearer.status).toBe(200);
      expect(bearer.headers['set-cookie']).toBeUndefined();
      const cookie = await ctx.request('GET', '/api/auth/session', { headers: asAdminCookieWithoutCsrf });
      expect(cookie.status).toBe(200);
      expect(cookies(cookie.headers).some((c) => c.startsWith('csrf_token='))).toBe(true);
    });
  });

  it('POST /api/auth/sign-out ends the session it was sent and clears both cookies', async () => {
    sut.signOut.mockResolvedValue(undefined);
    const { status, headers } = await ctx.request('POST', '/api/auth/sign-out', { headers: asAdmin });
    expect(status).toBe(204);
    expect(sut.signOut).toHaveBeenCalledWith(ADMIN_TOKEN);
    expect(cookies(headers).every((c) => /Max-Age=0/i.test(c))).toBe(true);
  });
});
