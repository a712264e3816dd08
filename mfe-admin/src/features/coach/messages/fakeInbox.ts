import type { ContactMessageDto, ContactMessageStatus } from '@app/contracts';
import { stubApi, type StubReply } from '@app/web-kit/testing';

/**
 * Test double of the inbox endpoints on web-kit's shared API stub: keeps the messages and their status the way the
 * API does. `restore()` puts the real fetch back.
 */
export function fakeInbox(
  initial: ContactMessageDto[],
  options: { failPatch?: { status: number; message: string } } = {},
) {
  const messages = initial.map((m) => ({ ...m }));
  const patch = (message: ContactMessageDto): StubReply => {
    if (options.failPatch)
      return {
        status: options.failPatch.status,
        body: { statusCode: options.failPatch.status, message: options.failPatch.message },
      };
    return ({ body }) => {
      message.status = (body as { status: ContactMessageStatus }).status;
      message.handledAt = message.status === 'handled' ? '2026-03-14T19:30:00.000Z' : null;
      return { body: message };
    };
  };
  const api = stubApi({
    'GET /api/coach/contact-messages': ({ query }) => ({
      body: messages
        .filter((m) => !query.status || m.status === query.status)
        .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt)),
    }),
    ...Object.fromEntries(
      messages.map((m) => [`PATCH /api/coach/contact-messages/${encodeURIComponent(m.id)}`, patch(m)]),
    ),
  });

  return {
    messages,
    /** Every request the page made. */
    requests: api.calls,
    patches: () => api.calls.filter((r) => r.method === 'PATCH'),
    restore: api.restore,
  };
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
