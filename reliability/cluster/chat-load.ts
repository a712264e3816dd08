import WebSocket from 'ws';

interface Frame {
  type: string;
  messages?: Array<{ message: string }>;
  message?: { message: string } | string;
}

/**
 * One chat visitor in their own demo room, through the proxy, behaving like the web client (useChatSocket): it joins
 * on open and, when the server closes with 1012 (a replica stopping), reconnects at once and joins again. It sends
 * a numbered message at a steady pace while its socket is open; a message counts as sent once ws has written it.
 */
export class ChatLoadClient {
  readonly sent: string[] = [];
  readonly closeCodes: number[] = [];
  /** The texts of every message_history received, in order (one per join). */
  readonly histories: string[][] = [];
  private ws: WebSocket | null = null;
  private timer: NodeJS.Timeout | undefined;
  private n = 0;
  private done = false;

  constructor(
    private readonly base: string,
    private readonly room: { sessionId: string; token: string },
    readonly name: string,
  ) {}

  /** Connects, joins and waits for the history. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${this.base.replace(/^http/, 'ws')}/ws`, { headers: { origin: this.base } });
      this.ws = ws;
      ws.once('open', () =>
        ws.send(
          JSON.stringify({
            type: 'join_session',
            sessionId: this.room.sessionId,
            token: this.room.token,
            userId: this.name,
            userName: this.name,
            userType: 'client',
          }),
        ),
      );
      ws.on('message', (data) => {
        const frame = JSON.parse((data as Buffer).toString('utf8')) as Frame;
        if (frame.type === 'message_history') {
          this.histories.push((frame.messages ?? []).map((m) => m.message));
          resolve();
        }
      });
      ws.on('error', reject);
      ws.once('close', (code) => {
        this.closeCodes.push(code);
        reject(new Error(`closed ${code} before the history`));
        // As the web client: at once after 1012, 3 s after anything else.
        if (!this.done) setTimeout(() => void this.connect().catch(() => undefined), code === 1012 ? 0 : 3_000);
      });
    });
  }

  /** Sends `Name #k` every `everyMs` while the socket is open. */
  start(everyMs: number): void {
    this.timer = setInterval(() => {
      const ws = this.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      const text = `${this.name} #${++this.n}`;
      ws.send(
        JSON.stringify({
          type: 'send_message',
          sessionId: this.room.sessionId,
          senderId: this.name,
          senderName: this.name,
          senderType: 'client',
          message: text,
        }),
        (error) => {
          if (!error) this.sent.push(text);
        },
      );
    }, everyMs);
  }

  stop(): void {
    this.done = true;
    clearInterval(this.timer);
    this.ws?.close(1000);
  }

  /** A fresh socket's history of this room (what a reload shows). */
  async historyNow(): Promise<string[]> {
    const probe = new ChatLoadClient(this.base, this.room, `${this.name}-probe`);
    await probe.connect();
    probe.stop();
    return probe.histories[0];
  }
}
