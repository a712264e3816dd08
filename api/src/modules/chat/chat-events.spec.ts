import { NOTIFY_READ_BATCH } from './chat-gateway.constants';
import { decodeChatEvent, encodeChatEvent, type ChatEvent, type ChatEventMessage } from './chat-events';
import { MAX_CHAT_MESSAGE_LENGTH } from '@app/contracts';

const uuid = '00000000-0000-4000-8000-000000000000';
const message = (text: string): ChatEventMessage => ({
  id: uuid,
  senderId: 'x'.repeat(100),
  senderName: 'N'.repeat(100),
  senderType: 'client',
  message: text,
  isRead: false,
  createdAt: '2026-11-24T07:00:00.123Z',
});

describe('chat NOTIFY payloads', () => {
  it.each<ChatEvent>([
    { kind: 'message', sessionUuid: 's', messageId: 'm' },
    { kind: 'read', sessionUuid: 's', messageIds: ['a', 'b'], readerType: 'coach' },
    { kind: 'ended', sessionUuid: 's', reason: 'cancelled' },
    { kind: 'message', sessionUuid: 's', messageId: uuid, message: message('hello') },
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

  it('carries a message of the longest allowed length in Latin, CJK or accented text whole', () => {
    for (const char of ['a', '界', 'é', '"']) {
      const event: ChatEvent = {
        kind: 'message',
        sessionUuid: uuid,
        messageId: uuid,
        message: message(char.repeat(MAX_CHAT_MESSAGE_LENGTH)),
      };
      const payload = encodeChatEvent(uuid, event);
      expect(Buffer.byteLength(payload)).toBeLessThan(8000);
      expect(decodeChatEvent(payload)?.event).toEqual(event);
    }
  });

  it('falls back to the id alone when the message would not fit in a NOTIFY payload', () => {
    const event: ChatEvent = {
      kind: 'message',
      sessionUuid: uuid,
      messageId: uuid,
      message: message('😀'.repeat(MAX_CHAT_MESSAGE_LENGTH)),
    };
    const payload = encodeChatEvent(uuid, event);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeChatEvent(payload)?.event).toEqual({ kind: 'message', sessionUuid: uuid, messageId: uuid });
  });

  it('ignores a carried message that is not the announced one', () => {
    const payload = JSON.stringify({
      origin: 'o',
      kind: 'message',
      sessionUuid: 's',
      messageId: 'other',
      message: message('hi'),
    });
    expect(decodeChatEvent(payload)?.event).toEqual({ kind: 'message', sessionUuid: 's', messageId: 'other' });
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
