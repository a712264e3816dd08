import { INVALID_FRAME_EVENT } from './chat-gateway.constants';
import { chatMessageParser } from './chat-frame.parser';

describe(chatMessageParser.name, () => {
  it('maps a valid frame to its event with the validated (trimmed) payload', () => {
    const raw = JSON.stringify({
      type: 'send_message',
      sessionId: 'demo',
      senderId: 'u',
      senderName: 'Ada',
      senderType: 'client',
      message: '  hi  ',
    });
    expect(chatMessageParser(raw)).toEqual({
      event: 'send_message',
      data: { sessionId: 'demo', senderId: 'u', senderName: 'Ada', senderType: 'client', message: 'hi' },
    });
  });

  it.each([
    ['invalid JSON', '{"type":', 'Invalid message format'],
    ['an unknown type', JSON.stringify({ type: 'drop_tables' }), 'Invalid message format'],
    [
      'a wrong sender type',
      JSON.stringify({ type: 'join_session', sessionId: 'demo', userId: 'u', userName: 'A', userType: 'admin' }),
      'Sender must be either client or coach',
    ],
    [
      'a blank message',
      JSON.stringify({
        type: 'send_message',
        sessionId: 'demo',
        senderId: 'u',
        senderName: 'A',
        senderType: 'client',
        message: ' ',
      }),
      'Message cannot be empty',
    ],
    [
      'an oversized frame',
      JSON.stringify({ type: 'mark_read', sessionId: 'demo', pad: 'é'.repeat(9000) }),
      'Invalid message format',
    ],
  ])('turns %s into an invalid-frame event with the reason', (_what, raw, message) => {
    expect(chatMessageParser(raw)).toEqual({ event: INVALID_FRAME_EVENT, data: { message } });
  });

  it('refuses binary frames', () => {
    expect(chatMessageParser(Buffer.from('{"type":"join_session"}'))).toMatchObject({ event: INVALID_FRAME_EVENT });
  });
});
