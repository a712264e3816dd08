import type { ContactMessageDto, ContactMessageStatus } from '@app/contracts';

/** Test double of the inbox endpoints: keeps the messages and their status the way the API does. */
export function fakeInbox(
  initial: ContactMessageDto[],
  options: { failPatch?: { status: number; message: string } } = {},
) {
  const messages = initial.map((m) => ({ ...m }));
  const requests: Array<{ method: string; path: string; status: string | null; body?: unknown }> = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as { status: ContactMessageStatus }) : undefined;
    requests.push({ method: request.method, path: url.pathname, status: url.searchParams.get('status'), body });

    if (request.method === 'GET' && url.pathname === '/api/coach/contact-messages') {
      const status = url.searchParams.get('status');
      const list = messages
        .filter((m) => !status || m.status === status)
        .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
      return json(200, list);
    }
    const patched = /^\/api\/coach\/contact-messages\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'PATCH' && patched) {
      if (options.failPatch)
        return json(options.failPatch.status, {
          statusCode: options.failPatch.status,
          message: options.failPatch.message,
        });
      const message = messages.find((m) => m.id === decodeURIComponent(patched[1]));
      if (!message || !body) return json(404, { statusCode: 404, message: 'Message not found' });
      message.status = body.status;
      message.handledAt = body.status === 'handled' ? '2026-03-14T19:30:00.000Z' : null;
      return json(200, message);
    }
    return json(404, { statusCode: 404, message: 'Not Found' });
  });

  return { messages, requests, patches: () => requests.filter((r) => r.method === 'PATCH') };
}

export function contactMessage(overrides: Partial<ContactMessageDto> = {}): ContactMessageDto {
  return {
    id: 'm-1',
    brand: 'coaching',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '(555) 123-4567',
    subject: 'Moving my session',
    message: 'Could we move Thursday to Friday?\nThank you!',
    status: 'unread',
    receivedAt: '2026-03-14T18:05:00.000Z',
    handledAt: null,
    ...overrides,
  };
}
