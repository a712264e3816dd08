import { CSRF_MESSAGES } from '@app/contracts';
import { csrfVerdict, hasBody, isJsonContentType } from './csrf.setup';
import { ownOrigins } from './own-origin';

const own = ownOrigins({ publicUrl: 'https://book.example.com', corsOrigins: ['http://localhost:3100'] });
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { host: 'book.example.com', ...headers },
});

describe('csrfVerdict', () => {
  it('lets reads and non-API paths through whatever their origin', () => {
    expect(csrfVerdict(request('GET', '/api/testing-users', { origin: 'https://evil.example' }), own)).toEqual({
      ok: true,
    });
    expect(csrfVerdict(request('POST', '/mfe/x', { origin: 'https://evil.example' }), own)).toEqual({ ok: true });
    expect(csrfVerdict(request('POST', '/apiary', { origin: 'https://evil.example' }), own).ok).toBe(true);
  });

  it('refuses writes from another origin before looking at the body', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(csrfVerdict(request(method, '/api/contact', { origin: 'http://localhost:4444' }), own)).toEqual({
        ok: false,
        statusCode: 403,
        code: 'CROSS_SITE_REQUEST',
        message: CSRF_MESSAGES.foreignOrigin,
      });
    }
  });

  it('refuses a body that is not JSON, allows none at all', () => {
    const form = {
      origin: 'https://book.example.com',
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '9',
    };
    expect(csrfVerdict(request('POST', '/api/contact', form), own)).toMatchObject({
      statusCode: 415,
      message: CSRF_MESSAGES.jsonOnly,
    });
    expect(csrfVerdict(request('POST', '/api/contact?x=1', { 'transfer-encoding': 'chunked' }), own)).toMatchObject({
      statusCode: 415,
    });
    expect(
      csrfVerdict(
        request('POST', '/api/auth/sign-out', { origin: 'https://book.example.com', 'content-length': '0' }),
        own,
      ),
    ).toEqual({ ok: true });
    expect(
      csrfVerdict(
        request('POST', '/api/contact', { 'content-type': 'application/json; charset=utf-8', 'content-length': '2' }),
        own,
      ),
    ).toEqual({ ok: true });
  });
});

describe('body helpers', () => {
  it('recognises JSON only by its media type', () => {
    expect(isJsonContentType('Application/JSON ; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('sees a body in a length above zero or a chunked transfer', () => {
    expect(hasBody({})).toBe(false);
    expect(hasBody({ 'content-length': '0' })).toBe(false);
    expect(hasBody({ 'content-length': '12' })).toBe(true);
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  });
});
