import { ADMIN_SESSION_COOKIE } from '@app/contracts';
import { DataSource } from 'typeorm';
import { adminAuthorization } from './helpers/admin-session';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers/test-app';

function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((c) => c.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no admin_session cookie was set');
  return cookie;
}

describe('admin sign-in (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('signs in with the password: token in the body, the same token in an httpOnly SameSite=Lax cookie', async () => {
    const response = await sut.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    expect(response.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toContain(`${ADMIN_SESSION_COOKIE}=${response.body.token};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(Date.parse(response.body.expiresAt) - Date.now()).toBeGreaterThan(11 * 3_600_000);
  });

  it('refuses a wrong password with 401 "Invalid password" and sets no cookie', async () => {
    const response = await sut.http.post('/api/auth/sign-in').send({ password: 'guess' }).expect(401);
    expect(response.body).toEqual({ statusCode: 401, code: 'INVALID_PASSWORD', message: 'Invalid password' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('asks for the password when none is sent', async () => {
    const response = await sut.http.post('/api/auth/sign-in').send({}).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter the admin password',
      errors: { password: 'Please enter the admin password' },
    });
  });

  it('reports the session from the cookie or from a bearer token, and 401 without either', async () => {
    const signIn = await sut.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    const cookie = sessionCookie(signIn.headers['set-cookie']).split(';')[0];

    const byCookie = await sut.http.get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(byCookie.body).toEqual({ authenticated: true, expiresAt: signIn.body.expiresAt });
    expect(byCookie.headers['cache-control']).toBe('no-store');
    await sut.http.get('/api/auth/session').set('Authorization', `Bearer ${signIn.body.token}`).expect(200);

    const anonymous = await sut.http.get('/api/auth/session').expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: 'Authentication required' });
    await sut.http.get('/api/auth/session').set('Authorization', 'Bearer forged-token').expect(401);
    await sut.http.get('/api/auth/session').set('Cookie', `${ADMIN_SESSION_COOKIE}=forged`).expect(401);
  });

  it('signs out: 204, the cookie is cleared and the token stops working everywhere', async () => {
    const authorization = await adminAuthorization(sut);
    const response = await sut.http.post('/api/auth/sign-out').set('Authorization', authorization).expect(204);
    expect(sessionCookie(response.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    await sut.http.get('/api/auth/session').set('Authorization', authorization).expect(401);
  });

  it('signs out idempotently without a session', async () => {
    await sut.http.post('/api/auth/sign-out').expect(204);
  });

  it('keeps only a hash of the token in the database', async () => {
    const authorization = await adminAuthorization(sut);
    const token = authorization.replace('Bearer ', '');
    const rows: { token_hash: string }[] = await sut.app.get(DataSource).query('SELECT token_hash FROM admin_session');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });
});

describe('admin sign-in rate limit (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  const signIn = (password: string) => sut.http.post('/api/auth/sign-in').send({ password });

  it("slows a guesser down without locking the right password out of the guesser's address (issue 28)", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await signIn('wrong').expect(401);
    // Past 5 wrong passwords, each attempt from this address waits its turn: one check per 2 s.
    const started = Date.now();
    await signIn('wrong').expect(401);
    await signIn('wrong').expect(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    // Today's answer was a 429 for a minute, the right password too.
    const admitted = await signIn(TEST_ADMIN_PASSWORD).expect(200);
    expect(admitted.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
  }, 30_000);

  it('refuses at once, with Retry-After, only a line of waiting attempts longer than 10 s', async () => {
    const flood = await Promise.all(Array.from({ length: 12 }, () => signIn('wrong')));
    const statuses = flood.map((response) => response.status);
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    const limited = flood.find((response) => response.status === 429)!;
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(flood.filter((response) => response.status === 401).every((r) => !r.headers['retry-after'])).toBe(true);
  }, 30_000);

  it('does not limit routes without a budget', async () => {
    for (let i = 0; i < 30; i++) await sut.http.get('/api/auth/session').expect(401);
  });
});
