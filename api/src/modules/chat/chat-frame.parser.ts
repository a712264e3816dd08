import { CHAT_MESSAGES, MAX_CHAT_FRAME_BYTES, parseClientFrame } from '@app/contracts';
import { INVALID_FRAME_EVENT } from './chat-gateway.constants';

export interface ParsedFrame {
  event: string;
  data: unknown;
}

/**
 * The WsAdapter messageParser (DESIGN §5): `{type, ...}` → `{event: type, data}` after the contracts' checks
 * (size, JSON, known type, schema). Anything else becomes INVALID_FRAME_EVENT carrying the reason, so the
 * gateway can answer it with an error frame — the adapter itself silently drops what a parser rejects.
 */
export function chatMessageParser(raw: unknown): ParsedFrame {
  const invalid = (message: string): ParsedFrame => ({ event: INVALID_FRAME_EVENT, data: { message } });
  // Text frames arrive as strings; binary frames (Buffer, ArrayBuffer, fragments) are not part of the protocol.
  if (typeof raw !== 'string') return invalid(CHAT_MESSAGES.badFrame);
  if (Buffer.byteLength(raw, 'utf8') > MAX_CHAT_FRAME_BYTES) return invalid(CHAT_MESSAGES.badFrame);
  const result = parseClientFrame(raw);
  if (!result.ok) return invalid(result.message);
  const { type, ...payload } = result.value;
  return { event: type, data: payload };
}
