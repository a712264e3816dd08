import { isOwnOrigin, ownOrigins } from './own-origin';

const own = ownOrigins({ publicUrl: 'https://book.example.com', corsOrigins: ['http://localhost:3100'] });

describe('isOwnOrigin', () => {
  it('accepts the public address, the dev servers and the host the request was sent to', () => {
    expect(isOwnOrigin({ origin: 'https://book.example.com', host: 'api.internal:3000' }, own)).toBe(true);
    expect(isOwnOrigin({ origin: 'http://localhost:3100', host: 'localhost:3000' }, own)).toBe(true);
    expect(isOwnOrigin({ origin: 'http://127.0.0.1:4310', host: '127.0.0.1:4310' }, own)).toBe(true);
  });

  it('refuses another port of the same host, another site and an opaque origin', () => {
    expect(
      isOwnOrigin({ origin: 'http://localhost:4444', host: 'localhost:3000', 'sec-fetch-site': 'same-site' }, own),
    ).toBe(false);
    expect(isOwnOrigin({ origin: 'https://evil.example', host: 'book.example.com' }, own)).toBe(false);
    expect(isOwnOrigin({ origin: 'null', host: 'book.example.com' }, own)).toBe(false);
  });

  it('trusts Sec-Fetch-Site when there is no Origin, and lets non-browser clients through', () => {
    expect(isOwnOrigin({ 'sec-fetch-site': 'same-origin', host: 'localhost:3000' }, own)).toBe(true);
    expect(isOwnOrigin({ 'sec-fetch-site': 'none' }, own)).toBe(true);
    expect(isOwnOrigin({ 'sec-fetch-site': 'cross-site' }, own)).toBe(false);
    expect(isOwnOrigin({ host: 'localhost:3000' }, own)).toBe(true);
  });
});
