import { appBaseQuery, serverMessage } from './baseQuery';

const api = { signal: new AbortController().signal, dispatch: jest.fn(), getState: jest.fn(), abort: jest.fn(), extra: undefined, endpoint: 'x', type: 'query' as const };

function respond(status: number, body: string, contentType = 'application/json', statusText = '') {
  globalThis.fetch = jest.fn(async () => new Response(body || null, { status, statusText, headers: { 'content-type': contentType } })) as typeof fetch;
}

describe('appBaseQuery', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => { globalThis.fetch = realFetch; });

  it('passes JSON through on success', async () => {
    respond(200, '[{"id":"a"}]');
    await expect(appBaseQuery('api/services', api, {})).resolves.toMatchObject({ data: [{ id: 'a' }] });
  });

  it('turns a non-2xx into "<status>: <body text>" and keeps field errors', async () => {
    respond(400, '{"statusCode":400,"message":"Full name must be at least 2 characters","errors":{"fullName":"Full name must be at least 2 characters"}}');
    const result = await appBaseQuery({ url: 'api/bookings', method: 'POST', body: {} }, api, {});
    expect(result.error?.message).toBe('400: {"statusCode":400,"message":"Full name must be at least 2 characters","errors":{"fullName":"Full name must be at least 2 characters"}}');
    expect(result.error?.errors).toEqual({ fullName: 'Full name must be at least 2 characters' });
    expect(serverMessage(result.error, 'fallback')).toBe('Full name must be at least 2 characters');
  });

  it('uses the status text when the body is empty', async () => {
    respond(503, '', 'text/plain', 'Service Unavailable');
    const result = await appBaseQuery('api/health', api, {});
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(serverMessage(result.error, 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
  });

  it('sends credentials with every request', async () => {
    respond(200, '{}');
    await appBaseQuery('api/brands', api, {});
    const request = (globalThis.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
  });
});
