import type { WebSocket } from 'ws';

/**
 * Pings every socket each tick; one that has not answered the previous ping by the next tick is terminated.
 * A vanished peer (laptop lid closed, mobile network gone) never sends a close frame, and without this its
 * socket and room membership would linger until the OS gave up on the TCP connection, hours later.
 */
export class ChatHeartbeat {
  private readonly alive = new Map<WebSocket, boolean>();

  track(socket: WebSocket): void {
    this.alive.set(socket, true);
    socket.on('pong', () => {
      if (this.alive.has(socket)) this.alive.set(socket, true);
    });
    socket.once('close', () => this.alive.delete(socket));
  }

  /** One round: terminate the silent, ping the rest. Returns how many were terminated. */
  tick(): number {
    let terminated = 0;
    for (const [socket, answered] of this.alive) {
      if (!answered) {
        this.alive.delete(socket);
        socket.terminate();
        terminated += 1;
        continue;
      }
      this.alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        // Closing already: its close event removes it.
      }
    }
    return terminated;
  }

  get size(): number {
    return this.alive.size;
  }
}
