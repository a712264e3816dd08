import { appBaseQuery } from './baseQuery';
import { errorText } from './errorText';

const api = {
  signal: new AbortController().signal,
  dispatch: jest.fn(),
  getState: jest.fn(),
  abort: jest.fn(),
  extra: undefined,
  endpoint: 'x',
  type: 'query' as const,
};

function respond(status: number, body: string, contentType = 'application/json', statusText = '') {
  globalThis.fetch = jest.fn(
    async () => new Response(body || null, { status, statusText, headers: { 'content-type': contentType } }),
  ) as typeof fetch;
}

describe('appBaseQuery', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('passes JSON through on success', async () => {
    respond(200, '[{"id":"a"}]');
    await expect(appBaseQuery('api/services', api, {})).resolves.toMatchObject({ data: [{ id: 'a' }] });
  });

  it('turns a non-2xx into "<status>: <body text>" and keeps field errors', async () => {
    respond(
      400,
      '{"statusCode":400,"message":"Full name must be at least 2 characters","errors":{"fullName":"Full name must be at least 2 characters"}}',
    );
    const result = await appBaseQuery({ url: 'api/bookings', method: 'POST', body: {} }, api, {});
    expect(result.error?.message).toBe(
      '400: {"statusCode":400,"message":"Full name must be at least 2 characters","errors":{"fullName":"Full name must be at least 2 characters"}}',
    );
    expect(result.error?.errors).toEqual({ fullName: 'Full name must be at least 2 characters' });
    expect(errorText(result.error, 'fallback')).toBe('Full name must be at least 2 characters');
  });

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'text/plain', 'Service Unavailable');
    const result = await appBaseQuery('api/health', api, {});
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(errorText(result.error, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('sends credentials with every request', async () => {
    respond(200, '{}');
    await appBaseQuery('api/brands', api, {});
    const request = (globalThis.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
  });

  describe('the CSRF header', () => {
    afterEach(() => {
      document.cookie = 'csrf_token=; Max-Age=0; Path=/';
    });

    it('echoes the csrf_token cookie on writes, never on reads', async () => {
      document.cookie = 'csrf_token=abc123; Path=/';
      respond(200, '{}');
      await appBaseQuery(
        { url: 'api/testing-users', method: 'POST', body: { a: 1 }, headers: { 'x-extra': '1' } },
        api,
        {},
      );
      await appBaseQuery({ url: 'api/testing-users/1', method: 'delete' }, api, {});
      await appBaseQuery({ url: 'api/testing-users' }, api, {});
      await appBaseQuery('api/testing-users', api, {});
      const requests = (globalThis.fetch as jest.Mock).mock.calls.map((call) => call[0] as Request);
      expect(requests.map((r) => r.headers.get('x-csrf-token'))).toEqual(['abc123', 'abc123', null, null]);
      expect(requests[0].headers.get('x-extra')).toBe('1');
      expect(requests[0].headers.get('content-type')).toBe('application/json');
    });

    it('sends no header while signed out', async () => {
      respond(200, '{}');
      await appBaseQuery({ url: 'api/contact', method: 'POST', body: {} }, api, {});
      const request = (globalThis.fetch as jest.Mock).mock.calls[0][0] as Request;
      expect(request.headers.has('x-csrf-token')).toBe(false);
    });
  });
});
