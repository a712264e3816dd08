import WebSocket from 'ws';
import { BASE_URL } from './env';
import { clientIp } from './http';

export interface ServerFrame {
  type: string;
  message?: unknown;
  [key: string]: unknown;
}

/** A chat socket that records every frame and how it closed. */
export class ChatSocket {
  readonly frames: ServerFrame[] = [];
  closeCode: number | null = null;
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      try {
        this.frames.push(JSON.parse((data as Buffer).toString('utf8')) as ServerFrame);
      } catch {
        this.frames.push({ type: '__not_json__', raw: (data as Buffer).toString('utf8') });
      }
    });
    ws.on('close', (code) => {
      this.closeCode = code;
    });
  }

  static open(base = BASE_URL): Promise<ChatSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { 'x-forwarded-for': clientIp() } });
      const socket = new ChatSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Resolves with the first frame (after `from`) that matches, or null when the socket closes or time runs out. */
  async next(predicate: (f: ServerFrame) => boolean, from = 0, timeoutMs = 10_000): Promise<ServerFrame | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      if (this.closeCode !== null || Date.now() > deadline) return null;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.ws.close();
  }
}
