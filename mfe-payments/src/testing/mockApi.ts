/**
 * Answers the page's fetches by path in component tests, and records what was posted. Only /api calls the test
 * names are answered; /api/brands falls back to 404 so the built-in brand defaults stay in use.
 */
export interface Posted {
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => { status: number; body: unknown };

export function mockApi(handlers: Record<string, Handler>) {
  const posted: Posted[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const handler = handlers[path];
    if (!handler) return new Response('Not Found', { status: 404 });
    posted.push({ path, body });
    const answer = handler(body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { posted, restore: () => spy.mockRestore() };
}
