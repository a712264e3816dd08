import { act } from '@testing-library/react';
import type { ClientFrame, ServerEventMap, ServerEventType } from '@app/contracts';

/**
 * A stand-in for the browser's WebSocket in component tests: records what the page sends and lets the test
 * play the server (open, frames, close). Install with `FakeWebSocket.install()` in beforeEach.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: ClientFrame[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static install(): void {
    FakeWebSocket.instances = [];
    globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  }

  /** The most recently opened socket. */
  static latest(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('No WebSocket was opened');
    return ws;
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() on a socket that is not open');
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason: '' } as CloseEvent);
  }

  // ---- the test plays the server ----

  open(): void {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  receive<K extends ServerEventType>(type: K, payload: ServerEventMap[K]): void {
    act(() => this.onmessage?.({ data: JSON.stringify({ type, ...payload }) } as MessageEvent));
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006, reason = ''): void {
    act(() => {
      this.readyState = FakeWebSocket.CLOSED;
      this.onclose?.({ code, reason } as CloseEvent);
    });
  }

  framesOfType<K extends ClientFrame['type']>(type: K): Extract<ClientFrame, { type: K }>[] {
    return this.sent.filter((f): f is Extract<ClientFrame, { type: K }> => f.type === type);
  }
}
