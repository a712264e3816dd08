import { ADMIN_CSRF_COOKIE, CSRF_HEADER, CSRF_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { contactForm, testerForm } from './factories/people.factory';
import {
  adminAuthorization,
  adminCookieSession,
  type AdminCookieSession,
  ownOrigin,
  setCookieValue,
} from './helpers/admin-session';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Another port of the same host: "same-site" to a browser, so SameSite=Lax cookies travel there. */
const FOREIGN_ORIGIN = 'http://localhost:4444';

describe('CSRF defences on state-changing requests (integration)', () => {
  let sut: TestApp;
  let db: DataSource;
  let admin: AdminCookieSession;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
    admin = await adminCookieSession(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const testers = async (email: string) =>
    Number((await db.query('SELECT count(*)::int AS n FROM testing_user WHERE email = $1', [email]))[0].n);
  const contacts = async (email: string) =>
    Number((await db.query('SELECT count(*)::int AS n FROM contact_message WHERE email = $1', [email]))[0].n);
  const urlencoded = (fields: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

  describe('only JSON bodies', () => {
    it.each([
      ['application/x-www-form-urlencoded', (f: Record<string, unknown>) => urlencoded(f)],
      ['text/plain', (f: Record<string, unknown>) => JSON.stringify(f)],
      ['text/plain;charset=UTF-8', (f: Record<string, unknown>) => urlencoded(f)],
      [
        'multipart/form-data; boundary=x',
        () => '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n--x--\r\n',
      ],
    ])('refuses a %s admin write with a valid cookie and token: 415, nothing written', async (type, body) => {
      const email = `form-${type.length}-${Date.now()}@example.com`;
      const response = await sut.http
        .post('/api/testing-users')
        .set(admin.writeHeaders)
        .set('Content-Type', type)
        .send(body(testerForm({ email, accessLevel: 'admin' })));
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ statusCode: 415, code: 'JSON_BODY_REQUIRED', message: CSRF_MESSAGES.jsonOnly });
      expect(await testers(email)).toBe(0);
    });

    it('refuses a form post to a public write (contact): 415, nothing written', async () => {
      const email = `contact-form-${Date.now()}@example.com`;
      for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
        const response = await sut.http
          .post('/api/contact')
          .set('Content-Type', type)
          .send(urlencoded(contactForm({ email })));
        expect(response.status).toBe(415);
        expect(response.body.message).toBe(CSRF_MESSAGES.jsonOnly);
      }
      expect(await contacts(email)).toBe(0);
    });

    it('accepts JSON with a charset, and a write without a body', async () => {
      const email = `charset-${Date.now()}@example.com`;
      await sut.http
        .post('/api/contact')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify(contactForm({ email })))
        .expect(201);
      expect(await contacts(email)).toBe(1);
      // Sign-out of a throwaway session: a POST with no body and no Content-Type.
      const other = await adminCookieSession(sut);
      await sut.http.post('/api/auth/sign-out').set('Cookie', other.cookie).expect(204);
    });
  });

  describe('only from our own pages', () => {
    it('refuses an admin write from another port of the same host, even with the cookie and the token', async () => {
      const email = `cross-origin-${Date.now()}@example.com`;
      const response = await sut.http
        .post('/api/testing-users')
        .set({ ...admin.writeHeaders, Origin: FOREIGN_ORIGIN, 'Sec-Fetch-Site': 'same-site' })
        .send(testerForm({ email, accessLevel: 'admin' }));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'CROSS_SITE_REQUEST',
        message: CSRF_MESSAGES.foreignOrigin,
      });
      expect(await testers(email)).toBe(0);
    });

    it('refuses a cross-site write that hides its Origin, and a public write from another origin', async () => {
      const email = `hidden-origin-${Date.now()}@example.com`;
      const { Origin: _origin, ...noOrigin } = admin.writeHeaders;
      await sut.http
        .post('/api/testing-users')
        .set({ ...noOrigin, 'Sec-Fetch-Site': 'cross-site' })
        .send(testerForm({ email }))
        .expect(403);
      await sut.http.post('/api/contact').set('Origin', FOREIGN_ORIGIN).send(contactForm({ email })).expect(403);
      await sut.http.post('/api/contact').set('Origin', 'null').send(contactForm({ email })).expect(403);
      expect(await testers(email)).toBe(0);
      expect(await contacts(email)).toBe(0);
    });

    it('lets reads from anywhere through (CORS, not this check, decides who may read them)', async () => {
      await sut.http.get('/api/health').set('Origin', FOREIGN_ORIGIN).expect(200);
    });
  });

  describe('the admin CSRF token', () => {
    it('accepts a same-origin admin write with the cookie and its token', async () => {
      const email = `with-token-${Date.now()}@example.com`;
      await sut.http.post('/api/testing-users').set(admin.writeHeaders).send(testerForm({ email })).expect(201);
      expect(await testers(email)).toBe(1);
    });

    it('refuses a cookie write without the token, with a wrong one, or with the token of another session', async () => {
      const email = `no-token-${Date.now()}@example.com`;
      const other = await adminCookieSession(sut);
      const { [CSRF_HEADER]: _token, ...withoutToken } = admin.writeHeaders;
      for (const headers of [
        withoutToken,
        { ...withoutToken, [CSRF_HEADER]: 'forged' },
        { ...withoutToken, [CSRF_HEADER]: `${admin.csrfToken}x` },
        { ...withoutToken, [CSRF_HEADER]: other.csrfToken },
      ]) {
        const response = await sut.http.post('/api/testing-users').set(headers).send(testerForm({ email }));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          statusCode: 403,
          code: 'CSRF_TOKEN_INVALID',
          message: CSRF_MESSAGES.invalidToken,
        });
      }
      expect(await testers(email)).toBe(0);
      // Reads with the cookie need no token.
      await sut.http.get('/api/testing-users').set('Cookie', admin.cookie).expect(200);
    });

    it('needs no token with a bearer header, which a browser never adds on its own', async () => {
      const email = `bearer-${Date.now()}@example.com`;
      const bearer = await adminAuthorization(sut);
      await sut.http.post('/api/testing-users').set('Authorization', bearer).send(testerForm({ email })).expect(201);
      expect(await testers(email)).toBe(1);
    });

    it('is renewed by the session check and cleared by sign-out', async () => {
      const session = await sut.http.get('/api/auth/session').set('Cookie', admin.cookie).expect(200);
      const renewed = session.headers['set-cookie'] as unknown as string[];
      expect(setCookieValue(renewed, ADMIN_CSRF_COOKIE)).toBe(admin.csrfToken);
      expect(renewed.find((c) => c.startsWith(`${ADMIN_CSRF_COOKIE}=`))).toMatch(/SameSite=Strict/);
      expect(renewed.find((c) => c.startsWith(`${ADMIN_CSRF_COOKIE}=`))).not.toMatch(/HttpOnly/);

      const other = await adminCookieSession(sut);
      const out = await sut.http.post('/api/auth/sign-out').set(other.writeHeaders).expect(204);
      const cleared = (out.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith(`${ADMIN_CSRF_COOKIE}=`),
      );
      expect(cleared).toMatch(/Max-Age=0/);
      expect(ownOrigin(sut)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    });
  });

  describe('the OpenAPI document', () => {
    type Operation = { security?: unknown[]; responses: Record<string, unknown>; parameters?: Array<{ name: string }> };
    let paths: Record<string, Record<string, Operation>>;

    beforeAll(async () => {
      paths = (await sut.http.get('/api/docs-json').expect(200)).body.paths;
    });

    it('states security on every operation: [] when public, the admin schemes behind the AdminGuard', () => {
      const operations = Object.values(paths).flatMap((ops) => Object.values(ops));
      expect(operations.length).toBeGreaterThan(30);
      expect(operations.filter((op) => !Array.isArray(op.security))).toEqual([]);
      expect(paths['/api/contact'].post.security).toEqual([]);
      expect(paths['/api/health'].get.security).toEqual([]);
      for (const [path, method] of [
        ['/api/testing-users', 'post'],
        ['/api/testing-users', 'get'],
        ['/api/coach/bookings', 'get'],
      ] as const) {
        expect(paths[path][method].security).toEqual([{ admin_session: [] }, { bearer: [] }]);
      }
    });

    it('documents the CSRF answers on writes and the X-CSRF-Token header on admin writes', () => {
      const adminWrite = paths['/api/testing-users'].post;
      expect(Object.keys(adminWrite.responses)).toEqual(expect.arrayContaining(['403', '415']));
      expect(adminWrite.parameters?.map((p) => p.name)).toContain(CSRF_HEADER);
      expect(Object.keys(paths['/api/contact'].post.responses)).toEqual(expect.arrayContaining(['403', '415']));
      expect(paths['/api/contact'].post.parameters?.map((p) => p.name) ?? []).not.toContain(CSRF_HEADER);
      expect(paths['/api/testing-users'].get.responses['415']).toBeUndefined();
    });
  });
});
