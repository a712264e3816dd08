import { TEST_ADMIN_PASSWORD, type TestApp } from './test-app';

/** Signs in as the admin and returns the `Authorization` header value for admin-only routes. */
export async function adminAuthorization(testApp: TestApp): Promise<string> {
  const response = await testApp.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
  return `Bearer ${(response.body as { token: string }).token}`;
}
