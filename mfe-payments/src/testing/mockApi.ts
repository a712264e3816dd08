/**
 * Answers the page's fetches by path in component tests, and records what was sent. Only /api calls the test
 * names are answered; /api/brands falls back to 404 so the built-in brand defaults stay in use.
 */
export interface Posted {
  path: string;
  body: unknown;
}

export interface Requested {
  method: string;
  path: string;
  /** The query string as parsed, e.g. `{ bookingId: 'b-1' }`. */
  query: Record<string, string>;
}

type Handler = (body: unknown, url: URL) => { status: number; body: unknown };

export function mockApi(handlers: Record<string, Handler>) {
  /** Every handled write (POST, PUT, …) with its JSON body; reads are in `requests`. */
  const posted: Posted[] = [];
  const requests: Requested[] = [];
  const spy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const path = url.pathname;
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? JSON.parse(text) : undefined;
      requests.push({ method: request.method, path, query: Object.fromEntries(url.searchParams) });
      const handler = handlers[path];
      if (!handler) return new Response('Not Found', { status: 404 });
      if (request.method !== 'GET') posted.push({ path, body });
      const answer = handler(body, url);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    });
  return { posted, requests, restore: () => spy.mockRestore() };
}
