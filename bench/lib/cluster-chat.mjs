// The chat load of the cluster section: real WebSocket clients through the proxy's /ws, several in each chat session
// (least_conn spreads their sockets over the replicas, so most deliveries cross replicas through LISTEN/NOTIFY).
// Like the web client (useChatSocket), a socket closed with 1012 (a replica draining) reconnects at once and joins
// again; the history it then gets counts as delivery of what it missed meanwhile.
import WebSocket from 'ws';

const RESTART = 1012;

/** One client: joins `session`, sends `cb <session>.<client> #n` every `everyMs`, records what it sees and when. */
class ChatClient {
  constructor(base, session, s, c, log) {
    Object.assign(this, { base, session, s, c, log });
    this.name = `cb${s}.${c}`;
    this.seen = new Set(); // texts seen live or in a history
    this.live = new Map(); // text → arrival (performance.now())
    this.closeCodes = [];
    this.joins = 0;
    this.errors = [];
    this.ws = null;
    this.joined = false;
    this.done = false;
    this.n = 0;
  }

  connect() {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${this.base.replace(/^http/, 'ws')}/ws`, { headers: { origin: this.base } });
      this.ws = ws;
      ws.once('open', () =>
        ws.send(
          JSON.stringify({
            type: 'join_session',
            sessionId: this.session.sessionId,
            token: this.session.token,
            userId: this.name,
            userName: this.name,
            userType: 'client',
          }),
        ),
      );
      ws.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(String(data));
        if (frame.type === 'message_history') {
          for (const m of frame.messages ?? []) this.seen.add(m.message);
          this.joined = true;
          this.joins++;
          resolve();
        } else if (frame.type === 'new_message') {
          const text = frame.message?.message;
          this.seen.add(text);
          if (!this.live.has(text)) {
            this.live.set(text, at);
            this.log.arrived(text, this, at);
          }
        } else if (frame.type === 'error') this.errors.push(frame.message);
      });
      ws.on('error', (error) => reject(error));
      ws.once('close', (code) => {
        this.joined = false;
        this.closeCodes.push(code);
        reject(new Error(`closed ${code} before joining`));
        if (this.done) return;
        // As the web client: at once after 1012 (the other replicas take it), after a second otherwise.
        setTimeout(() => void this.connect().catch(() => undefined), code === RESTART ? 0 : 1_000);
      });
    });
  }

  send() {
    const ws = this.ws;
    if (!this.joined || ws?.readyState !== WebSocket.OPEN) return;
    const text = `${this.name} #${++this.n}`;
    this.log.sending(text, this);
    ws.send(
      JSON.stringify({
        type: 'send_message',
        sessionId: this.session.sessionId,
        senderId: this.name,
        senderName: this.name,
        senderType: 'client',
        message: text,
      }),
    );
  }

  close() {
    this.done = true;
    this.ws?.close(1000);
  }
}

/**
 * `sessions` ({ sessionId, token } each) × `perSession` clients; once all joined, each sends every `everyMs` (random
 * phase). The log: every message sent (by whom, when), its echo to the sender (the ack: stored and broadcast) and its
 * live arrivals at the others.
 */
export async function startChat({ base, sessions, perSession, everyMs }) {
  const messages = new Map(); // text → { s, sender, sentAt, ackedAt, arrivals: Map<client, ms> }
  const log = {
    sending: (text, client) =>
      messages.set(text, { s: client.s, sender: client, sentAt: performance.now(), ackedAt: null, fanout: [] }),
    arrived: (text, client, at) => {
      const m = messages.get(text);
      if (!m) return;
      if (client === m.sender) m.ackedAt ??= at;
      else m.fanout.push(at - m.sentAt);
    },
  };
  const clients = sessions.flatMap((session, s) =>
    Array.from({ length: perSession }, (_, c) => new ChatClient(base, session, s, c, log)),
  );
  // Joined one after the other: least_conn sees each socket before placing the next.
  for (const client of clients) await client.connect();
  const timers = clients.map((client) => {
    const phase = Math.random() * everyMs;
    let interval;
    const timer = setTimeout(() => {
      client.send();
      interval = setInterval(() => client.send(), everyMs);
    }, phase);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
    };
  });
  return {
    clients,
    messages,
    /** Stops sending; resolves once every client is joined again (or `settleMs` passed) plus a moment for echoes. */
    async stopSending(settleMs = 10_000) {
      for (const stop of timers) stop();
      const deadline = performance.now() + settleMs;
      while (clients.some((c) => !c.joined) && performance.now() < deadline) await sleep(100);
      await sleep(1_500);
    },
    close() {
      for (const client of clients) client.close();
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
