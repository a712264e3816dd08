import { CHAT_MESSAGES, CHAT_SESSION_FULL_MESSAGE, CHAT_SESSION_MAX_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import {
  CLIENT_RATE_LIMIT_BURST,
  RATE_LIMIT_BURST,
  SESSION_RATE_LIMIT_BURST,
} from '../src/modules/chat/chat-gateway.constants';
import { insertChatSession } from './factories/chat-session.factory';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 27: caps that opening more sockets cannot multiply — per client address and per session, besides the
 * per-socket one — and at most CHAT_SESSION_MAX_MESSAGES stored messages per booking session.
 */
describe('chat caps per client, per session and per conversation (integration)', () => {
  let sut: TestApp;
  let url: string;
  let dataSource: DataSource;
  const clients: ChatWsClient[] = [];

  /** TRUST_PROXY is on: X-Forwarded-For says which client a socket belongs to. */
  async function connect(address: string): Promise<ChatWsClient> {
    const client = await ChatWsClient.connect(url, { 'X-Forwarded-For': address });
    clients.push(client);
    return client;
  }

  const join = (client: ChatWsClient, sessionId: string, token: string, userId: string) =>
    client.join({ sessionId, token, userId, userName: userId, userType: 'client' });
  const sendFrame = (sessionId: string, message: string) => ({
    type: 'send_message',
    sessionId,
    senderId: 'x',
    senderName: 'x',
    senderType: 'client',
    message,
  });
  const stored = async (sessionId: string): Promise<number> =>
    Number((await dataSource.query(`SELECT count(*) AS n FROM chat_message WHERE session_id = $1`, [sessionId]))[0].n);
  beforeAll(async () => {
    sut = await startTestApp({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: 'true', REMINDER_POLL_INTERVAL_MS: '0' });
    url = chatUrlOf(sut.app.getHttpServer());
    dataSource = sut.app.get(DataSource);
  });

  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('gives all sockets of one client one allowance for messages, and another client its own', async () => {
    const sockets = 4;
    const each = RATE_LIMIT_BURST - 1;
    // Each socket in a session of its own, sending within its own cap and its session's.
    const same = await Promise.all(Array.from({ length: sockets }, () => connect('203.0.113.7')));
    const sessionIds = await Promise.all(
      same.map(async (socket, i) => {
        const { session, token } = await insertChatSession(dataSource);
        await join(socket, session.id, token, `tab-${i}`);
        return session.id;
      }),
    );
    same.forEach((socket, i) => {
      for (let n = 0; n < each; n++) socket.send(sendFrame(sessionIds[i], `tab ${i}: ${n}`));
    });
    const answered = () => same.reduce((n, s) => n + s.all('new_message').length + s.all('error').length, 0);
    await waitUntil(() => answered() >= sockets * each);
    const limited = same.flatMap((s) => s.all('error'));
    expect(limited.every((f) => f.message === CHAT_MESSAGES.rateLimited)).toBe(true);
    const kept = Number(
      (await dataSource.query(`SELECT count(*) AS n FROM chat_message WHERE session_id = ANY($1)`, [sessionIds]))[0].n,
    );
    expect(kept).toBe(sockets * each - limited.length);
    expect(kept).toBeGreaterThanOrEqual(CLIENT_RATE_LIMIT_BURST);
    // Refill while the frames arrive adds a token or two, never the N-fold allowance of N sockets.
    expect(kept).toBeLessThanOrEqual(CLIENT_RATE_LIMIT_BURST + 3);

    const { session, token } = await insertChatSession(dataSource);
    const other = await connect('198.51.100.20');
    await join(other, session.id, token, 'someone-else');
    other.send(sendFrame(session.id, 'my own allowance'));
    expect((await other.next('new_message')).message.message).toBe('my own allowance');
  });

  it('caps the messages of one session, whoever sends them from however many clients', async () => {
    const { session, token } = await insertChatSession(dataSource);
    const senders = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((ip) => connect(ip)));
    await Promise.all(senders.map((s, i) => join(s, session.id, token, `guest-${i}`)));
    const each = RATE_LIMIT_BURST - 1;
    senders.forEach((s, i) => {
      for (let n = 0; n < each; n++) s.send(sendFrame(session.id, `from ${i}: ${n}`));
    });
    // Every send is answered: stored (then broadcast to every sender) or refused (an error to its sender).
    const total = senders.length * each;
    const refused = () => senders.flatMap((s) => s.all('error'));
    await waitUntil(() => senders[0].all('new_message').length + refused().length >= total);
    const kept = await stored(session.id);
    expect(kept).toBeGreaterThanOrEqual(SESSION_RATE_LIMIT_BURST);
    expect(kept).toBeLessThanOrEqual(SESSION_RATE_LIMIT_BURST + 3);
    expect(refused().every((f) => f.message === CHAT_MESSAGES.rateLimited)).toBe(true);
    expect(refused()).toHaveLength(total - kept);
  });

  it(`stores at most ${CHAT_SESSION_MAX_MESSAGES} messages in a booking session, racing sends included`, async () => {
    const { session, token } = await insertChatSession(dataSource);
    // 498 messages already there, counted as the sends count them.
    await dataSource.query(
      `INSERT INTO chat_message (session_id, sender_id, sender_name, sender_type, message)
       SELECT $1, 'client-1', 'Grace', 'client', 'message ' || n FROM generate_series(1, $2::int) n`,
      [session.id, CHAT_SESSION_MAX_MESSAGES - 2],
    );
    await dataSource.query(`UPDATE chat_session SET message_count = $2 WHERE id = $1`, [
      session.id,
      CHAT_SESSION_MAX_MESSAGES - 2,
    ]);
    const [one, two, three] = await Promise.all(['192.0.2.11', '192.0.2.12', '192.0.2.13'].map((ip) => connect(ip)));
    await join(one, session.id, token, 'a');
    await join(two, session.id, token, 'b');
    await join(three, session.id, token, 'c');

    // Three sends race for the last two places: two are stored, one is refused, and nothing more is stored.
    one.send(sendFrame(session.id, 'race one'));
    two.send(sendFrame(session.id, 'race two'));
    three.send(sendFrame(session.id, 'race three'));
    const racers = [one, two, three];
    const refusals = () => racers.flatMap((s) => s.all('error')).map((f) => f.message);
    await waitUntil(() => one.all('new_message').length + refusals().length >= racers.length);
    expect(refusals()).toEqual([CHAT_SESSION_FULL_MESSAGE]);
    expect(one.all('new_message')).toHaveLength(2);
    expect(await stored(session.id)).toBe(CHAT_SESSION_MAX_MESSAGES);

    // The 501st is refused with the clear message, the socket stays open, and nothing is stored.
    two.send(sendFrame(session.id, 'one more'));
    expect(await two.next('error', (f) => f.message === CHAT_SESSION_FULL_MESSAGE)).toEqual({
      type: 'error',
      message: CHAT_SESSION_FULL_MESSAGE,
    });
    expect(await stored(session.id)).toBe(CHAT_SESSION_MAX_MESSAGES);
    expect(two.socket.readyState).toBe(two.socket.OPEN);
  });
});

async function waitUntil(done: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
