import { REVIEW_MODERATION_STATUSES, SUBSCRIPTION_STATUSES } from '@app/contracts';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('OpenAPI document of the subscription, review, contact and tester routes (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it.each([
    ['/api/subscriptions', ['get', 'post']],
    ['/api/subscriptions/{id}/messages', ['get', 'post']],
    ['/api/subscriptions/{id}/video-requests', ['post']],
    ['/api/coach/questions', ['get']],
    ['/api/coach/questions/{id}/answer', ['post']],
    ['/api/coach/subscriptions/{id}/mark-paid', ['post']],
    ['/api/psychic-reviews', ['get', 'post']],
    ['/api/coach/reviews', ['get']],
    ['/api/coach/reviews/{id}/approve', ['post']],
    ['/api/coach/reviews/{id}/reject', ['post']],
    ['/api/contact', ['post']],
    ['/api/testing-users', ['get', 'post']],
    ['/api/testing-users/bulk', ['post']],
    ['/api/testing-users/{id}/status', ['patch']],
    ['/api/testing-users/{id}', ['delete']],
  ])('documents %s (%j) with a summary and its answers', async (path, methods) => {
    const { body } = await sut.http.get('/api/docs-json').expect(200);
    const operations = body.paths[path] as Record<string, { summary?: string; responses: Record<string, unknown> }>;
    expect(Object.keys(operations ?? {}).sort()).toEqual([...methods].sort());
    for (const method of methods) {
      expect(operations[method].summary).toEqual(expect.any(String));
      expect(Object.keys(operations[method].responses).some((code) => code.startsWith('2'))).toBe(true);
    }
  });

  it('describes the money, status and moderation fields', async () => {
    const { body } = await sut.http.get('/api/docs-json').expect(200);
    const schemas = body.components.schemas;
    expect(schemas.SubscriptionResponse.properties.price.description).toMatch(/cents/);
    expect(schemas.SubscriptionResponse.properties.status.enum).toEqual([...SUBSCRIPTION_STATUSES]);
    expect(schemas.ReviewModerationResponse.properties.moderationStatus.enum).toEqual([...REVIEW_MODERATION_STATUSES]);
    expect(schemas.BulkTestersResponse.required).toEqual(['success', 'failed']);
    expect(body.paths['/api/subscriptions/{id}/messages'].post.responses).toHaveProperty('429');
    expect(body.paths['/api/testing-users'].get.responses).toHaveProperty('401');
    // Admin routes name both ways in, and both schemes are declared.
    expect(body.paths['/api/testing-users'].get.security).toEqual(
      expect.arrayContaining([{ admin_session: [] }, { bearer: [] }]),
    );
    expect(Object.keys(body.components.securitySchemes)).toEqual(expect.arrayContaining(['admin_session', 'bearer']));
  });
});
