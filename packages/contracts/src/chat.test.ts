import {
  CHAT_REFUSED_CLOSE_CODE,
  CHAT_SESSION_FULL_MESSAGE,
  CHAT_SESSION_MAX_MESSAGES,
  chatMessageSchema,
  chatSocketUrl,
  clientFrame,
  parseClientFrame,
  sendMessageSchema,
} from './chat';
import { validateWith } from './validation';

const errors = (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('chat schemas', () => {
  const send = { sessionId: 's1', senderId: 'u1', senderName: 'Ada', senderType: 'client', message: ' hi ' };

  it('trims the message', () => {
    expect(validateWith(sendMessageSchema, send)).toMatchObject({ ok: true, value: { message: 'hi' } });
  });

  it.each([
    ['senderType', 'admin', 'Sender must be either client or coach'],
    ['message', '   ', 'Message cannot be empty'],
    ['message', 'x'.repeat(2001), 'Message must be at most 2000 characters'],
    ['message', 42, 'Message must be text'],
    ['message', true, 'Message must be text'],
  ])('send_message %s = %j → %s', (field, value, message) => {
    expect(errors(sendMessageSchema, { ...send, [field]: value })[field]).toBe(message);
  });

  it('keeps a missing message "empty", not "not text"', () => {
    expect(errors(sendMessageSchema, { ...send, message: undefined }).message).toBe('Message cannot be empty');
  });

  it('validates the stored booking variant', () => {
    const e = errors(chatMessageSchema, { bookingId: '', sender: 'bot', message: '' });
    expect(e).toEqual({
      bookingId: 'Booking ID is required',
      sender: 'Sender must be either client or coach',
      message: 'Message cannot be empty',
    });
  });
});

describe('frames', () => {
  it('round-trips a client frame', () => {
    const raw = clientFrame('join_session', { sessionId: 'demo', userId: 'u1', userName: 'Ada', userType: 'client' });
    expect(parseClientFrame(raw)).toEqual({
      ok: true,
      value: { type: 'join_session', sessionId: 'demo', userId: 'u1', userName: 'Ada', userType: 'client' },
    });
  });

  it('refuses junk, unknown types and oversized frames', () => {
    expect(parseClientFrame('{nope')).toMatchObject({ ok: false, message: 'Invalid message format' });
    expect(parseClientFrame('[]')).toMatchObject({ ok: false });
    expect(parseClientFrame(JSON.stringify({ type: 'toString' }))).toMatchObject({ ok: false });
    expect(parseClientFrame(' '.repeat(20_000))).toMatchObject({ ok: false });
    expect(parseClientFrame(JSON.stringify({ type: 'mark_read', sessionId: 's1', messageIds: ['m1'] }))).toMatchObject({
      ok: true,
      value: { type: 'mark_read', messageIds: ['m1'] },
    });
  });

  it('reports schema errors of a known type', () => {
    const r = parseClientFrame(
      clientFrame('send_message', {
        sessionId: 's',
        senderId: 'u',
        senderName: 'A',
        senderType: 'coach',
        message: ' ',
      }),
    );
    expect(r).toMatchObject({ ok: false, message: 'Message cannot be empty' });
  });

  it('builds the socket URL for http and https', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'example.com' })).toBe('wss://example.com/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });
});

describe('CHAT_REFUSED_CLOSE_CODE', () => {
  it('is in the private-use range (4000-4999) that reaches the page unchanged', () => {
    expect(CHAT_REFUSED_CLOSE_CODE).toBeGreaterThanOrEqual(4000);
    expect(CHAT_REFUSED_CLOSE_CODE).toBeLessThanOrEqual(4999);
  });
});

describe('the coach list subscription and the conversation cap', () => {
  it('parses watch_sessions with or without an admin token, and nothing else rides on it', () => {
    expect(parseClientFrame('{"type":"watch_sessions"}')).toEqual({ ok: true, value: { type: 'watch_sessions' } });
    expect(parseClientFrame(JSON.stringify({ type: 'watch_sessions', token: 't'.repeat(201) }))).toMatchObject({
      ok: false,
    });
  });

  it('says the cap in its refusal', () => {
    expect(CHAT_SESSION_FULL_MESSAGE).toBe(
      'This conversation has reached its 500-message limit. Please contact us by e-mail.',
    );
    expect(CHAT_SESSION_MAX_MESSAGES).toBe(500);
  });
});
