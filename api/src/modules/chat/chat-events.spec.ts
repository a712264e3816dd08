import { NOTIFY_READ_BATCH } from './chat-gateway.constants';
import { decodeChatEvent, encodeChatEvent, type ChatEvent } from './chat-events';

describe('chat NOTIFY payloads', () => {
  it.each<ChatEvent>([
    { kind: 'message', sessionUuid: 's', messageId: 'm' },
    { kind: 'read', sessionUuid: 's', messageIds: ['a', 'b'], readerType: 'coach' },
    { kind: 'ended', sessionUuid: 's', reason: 'cancelled' },
  ])('round-trips %j', (event) => {
    expect(decodeChatEvent(encodeChatEvent('instance-1', event))).toEqual({ origin: 'instance-1', event });
  });

  it.each([
    undefined,
    '',
    'not json',
    '{"origin":"x","kind":"message"}',
    '{"origin":"x","kind":"read","sessionUuid":"s","messageIds":[1],"readerType":"coach"}',
    '{"origin":"x","kind":"ended","sessionUuid":"s","reason":"bored"}',
  ])('ignores %j', (payload) => {
    expect(decodeChatEvent(payload)).toBeNull();
  });

  it('keeps a full read batch within the 8000-byte NOTIFY limit', () => {
    const ids = Array.from({ length: NOTIFY_READ_BATCH }, () => '00000000-0000-4000-8000-000000000000');
    const payload = encodeChatEvent('6f1c2a7e-0000-4000-8000-000000000001', {
      kind: 'read',
      sessionUuid: ids[0],
      messageIds: ids,
      readerType: 'client',
    });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  });
});
