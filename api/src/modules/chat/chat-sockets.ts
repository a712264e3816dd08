import type { IncomingMessage } from 'node:http';
import { CHAT_MESSAGES, CHAT_RESTART_CLOSE_CODE, serverFrame } from '@app/contracts';
import type { Logger } from '@nestjs/common';
import { WebSocket } from 'ws';
import type { JoinedIdentity } from './chat-access.service';
import { RATE_LIMIT_BURST, RATE_LIMIT_MAX_STRIKES, RATE_LIMIT_PER_SECOND } from './chat-gateway.constants';
import { TokenBucket } from './token-bucket';

export interface SocketState {
  upgrade: IncomingMessage;
  /** The client's address (TRUST_PROXY applied): its sockets share one allowance. */
  client: string;
  bucket: TokenBucket;
  /** Frames refused in a row by the rate limit. */
  strikes: number;
  joined: JoinedIdentity | null;
  /** Frames of one socket are handled one after another, so a send right after a join finds it joined. */
  queue: Promise<void>;
}

/**
 * This instance's open chat sockets: who each one is (its upgrade, client address, the session it joined), its
 * per-socket rate limit and the queue that handles its frames in order. The gateway decides what a frame does.
 */
export class ChatSockets {
  private readonly states = new Map<WebSocket, SocketState>();

  constructor(private readonly logger: Logger) {}

  open(socket: WebSocket, upgrade: IncomingMessage, client: string): void {
    this.states.set(socket, {
      upgrade,
      client,
      bucket: new TokenBucket(RATE_LIMIT_BURST, RATE_LIMIT_PER_SECOND),
      strikes: 0,
      joined: null,
      queue: Promise.resolve(),
    });
  }

  forget(socket: WebSocket): void {
    this.states.delete(socket);
  }

  get(socket: WebSocket): SocketState | undefined {
    return this.states.get(socket);
  }

  /** Rate limit first (so a flood cannot even queue work), then run in this socket's order. */
  enqueue(socket: WebSocket, task: (state: SocketState) => Promise<void>): void {
    const state = this.states.get(socket);
    if (!state) return;
    if (!state.bucket.take()) {
      state.strikes += 1;
      if (state.strikes > RATE_LIMIT_MAX_STRIKES) {
        socket.close(1008, 'Rate limit exceeded');
        return;
      }
      sendError(socket, CHAT_MESSAGES.rateLimited);
      return;
    }
    state.strikes = 0;
    state.queue = state.queue
      .then(() => task(state))
      .catch((error: unknown) => {
        this.logger.error(error instanceof Error ? error.stack : String(error));
        sendError(socket, CHAT_MESSAGES.sendFailed);
      });
  }

  /**
   * A graceful stop (api/src/lifecycle): every socket is closed with the restart code, so its client reconnects at
   * once (through the proxy, to another replica) and joins again. Frames that arrive before a client's close
   * handshake completes are still handled, and all of them are stored before this resolves (the pool closes after).
   */
  async closeForRestart(): Promise<void> {
    const open = [...this.states.entries()];
    const closed = open.map(
      ([socket]) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(CHAT_RESTART_CLOSE_CODE, 'Server restarting');
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 3_000).unref();
        }),
    );
    await Promise.all(closed);
    await Promise.all(open.map(([, state]) => state.queue));
  }
}

function sendError(socket: WebSocket, message: string): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(serverFrame('error', { message }));
}
