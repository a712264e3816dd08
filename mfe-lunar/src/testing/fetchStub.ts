/**
 * A fetch stand-in for component tests: answers by method + path, records every request (with its JSON
 * body) so a test can assert what the component really sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | ((req: RecordedRequest) => { status?: number; body: unknown });

export function stubFetch(routes: Record<string, Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded = {
      method: request.method,
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const reply =
      routes[`${request.method} ${url.pathname + url.search}`] ?? routes[`${request.method} ${url.pathname}`];
    if (!reply) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    const { status = 200, body } = typeof reply === 'function' ? reply(recorded) : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { requests, fetchMock };
}
