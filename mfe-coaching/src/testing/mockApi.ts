/**
 * A fake `fetch` for component tests: answers by method and path, records every request. Anything not
 * routed answers 404, which is also what a missing federated remote (/remotes.json) gets.
 */
export interface Recorded {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | ((req: Recorded) => { status?: number; body: unknown });

export function mockApi(routes: Record<string, Reply>) {
  const calls: Recorded[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const rec: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(rec);
    const route = routes[`${rec.method} ${rec.path}`];
    if (!route) return new Response('Not Found', { status: 404 });
    const { status = 200, body } = typeof route === 'function' ? route(rec) : route;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** Requests to one endpoint, e.g. `sent('POST /api/bookings')`. */
    sent: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
