import { ADMIN_CSRF_COOKIE, ADMIN_SESSION_COOKIE, CSRF_HEADER } from '@app/contracts';
import { DataSource } from 'typeorm';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './test-app';

/** Signs in as the admin and returns the `Authorization` header value for admin-only routes (no CSRF token needed). */
export async function adminAuthorization(testApp: TestApp): Promise<string> {
  const response = await testApp.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
  return `Bearer ${(response.body as { token: string }).token}`;
}

/** A fresh test app with the admin signed in (bearer), and its database: where most admin suites start. */
export async function startAdminTestApp(
  env: Record<string, string> = {},
): Promise<{ sut: TestApp; admin: string; db: DataSource }> {
  const sut = await startTestApp(env);
  try {
    return { sut, admin: await adminAuthorization(sut), db: sut.app.get(DataSource) };
  } catch (error) {
    await sut.close();
    throw error;
  }
}

/** A browser's admin sign-in: the two cookies it keeps and the token its pages echo in X-CSRF-Token. */
export interface AdminCookieSession {
  /** `Cookie` header value carrying both admin_session and csrf_token. */
  cookie: string;
  csrfToken: string;
  /** Headers of an admin write as our own pages send it: the cookies, the CSRF header, a same-origin Origin. */
  writeHeaders: Record<string, string>;
}

/** The `name=value` of one Set-Cookie among several. */
export function setCookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = all.find((c) => c.startsWith(`${name}=`));
  return line ? line.split(';')[0].slice(name.length + 1) : undefined;
}

/** Signs in the way the admin console does (cookie), for tests of the cookie path and its CSRF token. */
export async function adminCookieSession(testApp: TestApp): Promise<AdminCookieSession> {
  const response = await testApp.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  const session = setCookieValue(setCookie, ADMIN_SESSION_COOKIE);
  const csrfToken = setCookieValue(setCookie, ADMIN_CSRF_COOKIE);
  if (!session || !csrfToken) throw new Error(`sign-in set no admin cookies: ${JSON.stringify(setCookie)}`);
  const cookie = `${ADMIN_SESSION_COOKIE}=${session}; ${ADMIN_CSRF_COOKIE}=${csrfToken}`;
  return { cookie, csrfToken, writeHeaders: { Cookie: cookie, [CSRF_HEADER]: csrfToken, Origin: ownOrigin(testApp) } };
}

/** The origin of the test server as its own pages would send it. */
export function ownOrigin(testApp: TestApp): string {
  const address = testApp.app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('test app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}
