/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from './security-headers';

/** A real server answering through the headers, as serve.ts does. */
async function headersOf(remotes: Parameters<typeof securityHeaders>[0]): Promise<http.IncomingHttpHeaders> {
  const apply = securityHeaders(remotes);
  const server = http.createServer((req, res) => apply(req, res, () => res.end('<!doctype html>')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(res.headers.entries());
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it("lets the page load each remote from its own origin, and nothing else's scripts", async () => {
    const headers = await headersOf([
      { name: 'mfe_coaching', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mfe_lunar', entry: '/mfe/lunar/mf-manifest.json' },
    ]);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:3001");
    // The chat socket on the page's own host only (issue 28), not any ws: or wss: host.
    expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+ http:\/\/localhost:3001/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('/mfe/lunar');
  });

  it('sends the rest of what the API sends with its pages', async () => {
    const headers = await headersOf([]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});
