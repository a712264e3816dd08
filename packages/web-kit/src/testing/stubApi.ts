/**
 * The one fake API for component tests (issue 18: the remotes had three fetch stubs with three APIs). Answers
 * `fetch` by route and records every request, so a test asserts what the component really sent. Anything not
 * routed answers 404 — also what a missing federated remote (/remotes.json) or /api/brands gets, so the built-in
 * brand defaults stay in use.
 *
 * Route keys, most specific first: `'GET /api/time-slots?brand=lunar'`, `'POST /api/bookings'`, `'/api/quote'`
 * (any method).
 */
export interface StubRequest {
  method: string;
  /** The path without the query, e.g. `/api/payments/quote`. */
  path: string;
  /** The query string, e.g. `?bookingId=b-1` ('' without one). */
  search: string;
  /** Path and query, e.g. `/api/payments/quote?bookingId=b-1`. */
  target: string;
  query: Record<string, string>;
  /** The parsed JSON body of a write. */
  body: unknown;
  /** Whether cookies went along (`include` for the API's session cookie). */
  credentials: RequestCredentials;
  url: URL;
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}

/** A fixed answer, or one computed per request; a promise holds the answer back (a request still in flight). */
export type StubReply = StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

export function stubApi(routes: Record<string, StubReply>) {
  const calls: StubRequest[] = [];
  /** Every answered write (POST, PUT, …) with its JSON body. */
  const posted: Array<{ path: string; body: unknown }> = [];
  const original = globalThis.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: StubRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      target: url.pathname + url.search,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      credentials: request.credentials,
      url,
    };
    calls.push(recorded);
    const reply =
      routes[`${recorded.method} ${recorded.target}`] ??
      routes[`${recorded.method} ${recorded.path}`] ??
      routes[recorded.path];
    if (!reply) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    if (recorded.method !== 'GET') posted.push({ path: recorded.path, body: recorded.body });
    const { status = 200, body } = typeof reply === 'function' ? await reply(recorded) : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    /** The same list as `calls`. */
    requests: calls,
    posted,
    fetchMock,
    /** Requests to one endpoint, e.g. `sent('POST /api/bookings')`. */
    sent: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
