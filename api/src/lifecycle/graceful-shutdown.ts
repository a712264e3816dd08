import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The whole stop is bounded: past this, the process exits whatever is still running. */
export const SHUTDOWN_LIMIT_MS = 10_000;
/** In-flight requests get this long to finish before their connections are cut, leaving time to close the pool. */
export const IN_FLIGHT_LIMIT_MS = 8_000;

const REFUSAL_BODY = JSON.stringify({ statusCode: 503, message: 'This server is restarting. Please try again.' });
const REFUSAL_HEADERS = { 'content-type': 'application/json', connection: 'close', 'retry-after': '0' };

export interface GracefulStopHooks {
  /** Everything after the drain: Nest's app.close() (sockets, workers, HTTP server, pool, embedded PostgreSQL). */
  close: () => Promise<void>;
  log: (message: string) => void;
  exit: (code: number) => void;
}

/**
 * What a replica does between SIGTERM and exit (issue 21). The proxy in front (docker/nginx-proxy.conf) passes a
 * request that got a 503 — or could not connect — to the other replica, so:
 *
 *  1. From the signal on, every new request and WebSocket upgrade is answered `503 Connection: close` without being
 *     looked at (so retrying it elsewhere is safe, even a POST); the proxy marks this replica down on the first one.
 *  2. Requests already in flight finish (at most IN_FLIGHT_LIMIT_MS; then their connections are cut).
 *  3. `close()`: the chat gateway closes its sockets with 1012 (the client reconnects at once, to the other
 *     replica) after storing every frame received; the outbox and reminder workers finish what they hold and
 *     release the rest of their claims; the HTTP server stops listening; the pool and the embedded PostgreSQL close.
 *  4. exit 0 — or exit 1 if all that took more than SHUTDOWN_LIMIT_MS.
 */
export class GracefulShutdown {
  private draining = false;
  private inFlight = 0;
  private idle: Array<() => void> = [];

  constructor(
    private readonly server: Server,
    private readonly hooks: GracefulStopHooks,
  ) {}

  /** Puts the drain in front of every listener the app registered (HotReads, fastify, the ws adapter). */
  install(signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM']): void {
    const onRequest = this.server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
    const onUpgrade = this.server.listeners('upgrade') as Array<
      (req: IncomingMessage, socket: Duplex, head: Buffer) => void
    >;
    this.server.removeAllListeners('request');
    this.server.removeAllListeners('upgrade');
    this.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.draining) return refuse(res);
      for (const listener of onRequest) listener.call(this.server, req, res);
      // An answer ended synchronously (HotReads, from memory) is already in the socket's hands: nothing to wait for.
      if (!res.writableEnded) this.track(res);
    });
    this.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (this.draining) {
        const headers = Object.entries({ ...REFUSAL_HEADERS, 'content-length': '0' }).map(([k, v]) => `${k}: ${v}`);
        socket.end(`HTTP/1.1 503 Service Unavailable\r\n${headers.join('\r\n')}\r\n\r\n`);
        return;
      }
      for (const listener of onUpgrade) listener.call(this.server, req, socket, head);
    });
    // `on`, not `once`: a second signal (Ctrl-C hits the whole process group, then a supervisor sends SIGTERM) must
    // not fall back to the default action and kill the process in the middle of its stop.
    for (const signal of signals) process.on(signal, () => void this.stop(signal));
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async stop(signal: string): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    const started = Date.now();
    const limit = setTimeout(() => {
      this.hooks.log(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s after ${signal}; exiting`);
      this.hooks.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    this.hooks.log(
      `${signal}: refusing new requests (503 for the proxy to retry elsewhere), ${this.inFlight} in flight`,
    );
    const finished = await this.inFlightDone(IN_FLIGHT_LIMIT_MS);
    if (!finished) {
      this.hooks.log(
        `${this.inFlight} request(s) still running after ${IN_FLIGHT_LIMIT_MS / 1000} s; closing their connections`,
      );
      this.server.closeAllConnections();
    }
    try {
      await this.hooks.close();
    } catch (error) {
      clearTimeout(limit);
      this.hooks.log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      this.hooks.exit(1);
      return;
    }
    clearTimeout(limit);
    this.hooks.log(`Stopped cleanly in ${Date.now() - started} ms`);
    this.hooks.exit(0);
  }

  private track(res: ServerResponse): void {
    this.inFlight++;
    const finish = () => {
      this.inFlight--;
      if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
    };
    // 'close' follows 'finish' on every response, and also ends one whose connection was cut.
    res.once('close', finish);
  }

  private inFlightDone(limitMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), limitMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

function refuse(res: ServerResponse): void {
  res.writeHead(503, REFUSAL_HEADERS);
  res.end(REFUSAL_BODY);
}
