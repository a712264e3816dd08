import { brandsFromEnv, COACHING_SERVICES, DEFAULT_BRANDS } from '@app/contracts';
import { startTestApp, TEST_MEETING_ROOMS, type TestApp } from './helpers/test-app';

describe('API (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('reports health with the database up', async () => {
    const response = await sut.http.get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
  });

  it('lists exactly the four seeded services, in catalogue order, priced in cents', async () => {
    const response = await sut.http.get('/api/services').expect(200);
    expect(response.body).toEqual(COACHING_SERVICES);
    expect(response.body.map((s: { price: number }) => s.price)).toEqual([2500, 4000, 1500, 1100]);
  });

  it('serves both brands’ settings', async () => {
    const response = await sut.http.get('/api/brands').expect(200);
    // The defaults, with the meeting rooms the test app configures (helpers/test-app.ts).
    expect(response.body).toEqual(brandsFromEnv(TEST_MEETING_ROOMS));
    expect(brandsFromEnv({})).toEqual(DEFAULT_BRANDS);
  });

  it('publishes the OpenAPI document and the Swagger UI', async () => {
    const json = await sut.http.get('/api/docs-json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/services', '/api/brands']),
    );
    expect(json.body.components.schemas.ServiceResponse.properties.price.description).toBe('Integer cents');
    await sut.http.get('/api/docs').expect(200).expect('content-type', /html/);
  });

  it('answers an unknown API path with the JSON error body and 404', async () => {
    const response = await sut.http.get('/api/does-not-exist').expect(404).expect('content-type', /json/);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/does-not-exist' });
  });

  it("sends a JSON answer's security headers and no X-Powered-By", async () => {
    const response = await sut.http.get('/api/services').expect(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Document-only headers stay on pages, where they do something.
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("sends the page's security headers with Swagger UI", async () => {
    const response = await sut.http.get('/api/docs').expect(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows credentialed CORS from the dev servers only', async () => {
    const allowed = await sut.http.get('/api/services').set('Origin', 'http://localhost:3100').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3100');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const foreign = await sut.http.get('/api/services').set('Origin', 'https://evil.example').expect(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a CORS preflight from a dev server', async () => {
    const response = await sut.http
      .options('/api/services')
      .set('Origin', 'http://127.0.0.1:3002')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });
});
