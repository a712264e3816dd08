import type { AddressInfo } from 'node:net';
import type { ServerFrame } from '@app/contracts';
import { WebSocket } from 'ws';

type FrameOf<K extends ServerFrame['type']> = Extract<ServerFrame, { type: K }>;

interface Waiter {
  test: (frame: ServerFrame) => boolean;
  resolve: (frame: ServerFrame) => void;
}

/**
 * A real `ws` client for gateway tests. Frames are kept in arrival order; `next()` hands out the first
 * not-yet-taken frame that matches, waiting for it if needed (the jest timeout bounds the wait).
 */
export class ChatWsClient {
  readonly frames: ServerFrame[] = [];
  private readonly taken = new Set<number>();
  private waiters: Waiter[] = [];
  private watchers: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const frame = JSON.parse((data as Buffer).toString('utf8')) as ServerFrame;
      const index = this.frames.push(frame) - 1;
      this.watchers.forEach((check) => check());
      const waiter = this.waiters.find((w) => w.test(frame));
      if (waiter) {
        this.taken.add(index);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async connect(url: string, headers: Record<string, string> = {}): Promise<ChatWsClient> {
    const socket = new WebSocket(url, { headers });
    const client = new ChatWsClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Raw text, for frames the contracts would never build. */
  sendRaw(text: string | Buffer): void {
    this.socket.send(text);
  }

  send(frame: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  next<K extends ServerFrame['type']>(
    type: K,
    where: (frame: FrameOf<K>) => boolean = () => true,
  ): Promise<FrameOf<K>> {
    const test = (f: ServerFrame) => f.type === type && where(f as FrameOf<K>);
    const index = this.frames.findIndex((f, i) => !this.taken.has(i) && test(f));
    if (index >= 0) {
      this.taken.add(index);
      return Promise.resolve(this.frames[index] as FrameOf<K>);
    }
    return new Promise((resolve) => this.waiters.push({ test, resolve: resolve as (f: ServerFrame) => void }));
  }

  /** Resolves once the frames received so far satisfy `done` (checked now and on every arrival). */
  until(done: (frames: readonly ServerFrame[]) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!done(this.frames)) return;
        this.watchers = this.watchers.filter((w) => w !== check);
        resolve();
      };
      this.watchers.push(check);
      check();
    });
  }

  /** Everything received so far of one type (taken or not). */
  all<K extends ServerFrame['type']>(type: K): FrameOf<K>[] {
    return this.frames.filter((f): f is FrameOf<K> => f.type === type);
  }

  /** join_session, then the message_history that answers it. */
  async join(join: Record<string, unknown>): Promise<FrameOf<'message_history'>> {
    this.send({ type: 'join_session', ...join });
    return this.next('message_history');
  }

  close(): void {
    this.socket.terminate();
  }
}

/** ws://127.0.0.1:<port>/ws of an app listening on a random port. */
export function chatUrlOf(server: { address(): AddressInfo | string | null }): string {
  const address = server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/ws`;
}
