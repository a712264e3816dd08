import { AUTH_MESSAGES, CHAT_REFUSED_CLOSE_CODE, type CoachChatSessionDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { insertChatSession } from './factories/chat-session.factory';
import { adminAuthorization } from './helpers/admin-session';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { book } from './helpers/lifecycle';
import { availableSlots } from './helpers/slots';
import { startSecondTestApp, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers/test-app';

/**
 * Issue 27 item 4: the coach's session list knows what the coach has not seen. Unread = the customer's messages after
 * the coach's read mark (set when the coach opens the conversation or reads in it) and after the coach's last reply;
 * a watching console hears of every change, from either instance.
 */
describe('the coach chat list: unread counts and live activity (integration)', () => {
  let a: TestApp;
  let b: TestApp;
  let dataSource: DataSource;
  let authorization: string;
  let cookie: string;
  const clients: ChatWsClient[] = [];

  async function connect(app: TestApp, headers: Record<string, string> = {}): Promise<ChatWsClient> {
    const client = await ChatWsClient.connect(chatUrlOf(app.app.getHttpServer()), headers);
    clients.push(client);
    return client;
  }

  const customer = (sessionId: string, token: string) => ({
    sessionId,
    token,
    userId: 'client-1',
    userName: 'Grace',
    userType: 'client',
  });
  const coach = (sessionId: string) => ({
    sessionId,
    userId: 'coach:coaching',
    userName: 'Coach Ari',
    userType: 'coach',
  });
  const say = (client: ChatWsClient, sessionId: string, message: string, senderType = 'client') => {
    client.send({ type: 'send_message', sessionId, senderId: 'x', senderName: 'x', senderType, message });
    return client.next('new_message', (f) => f.message.message === message);
  };
  const listed = async (sessionId: string): Promise<CoachChatSessionDto> => {
    const { body } = await a.http.get('/api/coach/chat-sessions').set('Authorization', authorization).expect(200);
    const found = (body as CoachChatSessionDto[]).find((s) => s.id === sessionId);
    if (!found) throw new Error(`session ${sessionId} not listed`);
    return found;
  };
  /** A coach console's list socket, subscribed. */
  const watcher = async (app: TestApp): Promise<ChatWsClient> => {
    const client = await connect(app, { cookie });
    client.send({ type: 'watch_sessions' });
    await client.next('sessions_watched');
    return client;
  };

  beforeAll(async () => {
    a = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    b = await startSecondTestApp(a, { REMINDER_POLL_INTERVAL_MS: '0' });
    dataSource = a.app.get(DataSource);
    authorization = await adminAuthorization(a);
    const signIn = await a.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    cookie = String(signIn.headers['set-cookie']).split(';')[0];
  });

  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts the customer messages the coach has not seen, and clears them when the coach opens the chat', async () => {
    // The list shows bookings' sessions: this one comes from a real chat booking.
    const [slot] = await availableSlots(a);
    const booking = await book(
      a,
      bookingForm({ timeSlotId: slot.id, fullName: 'Unread Ursula', email: 'ursula@example.com' }),
    );
    const { sessionId, token } = booking.chat!;
    const session = { id: sessionId };
    expect(await listed(session.id)).toMatchObject({ unreadCount: 0, lastMessage: null });

    const grace = await connect(a);
    await grace.join(customer(session.id, token));
    await say(grace, session.id, 'First question');
    const second = await say(grace, session.id, `Second question ${'x'.repeat(200)}`);
    const entry = await listed(session.id);
    expect(entry.unreadCount).toBe(2);
    expect(entry.lastMessage).toEqual({
      id: second.message.id,
      preview: `Second question ${'x'.repeat(124)}…`,
      senderType: 'client',
      senderName: 'Unread Ursula',
      timestamp: second.message.timestamp,
    });

    // Opening the conversation (joining it) is seeing it.
    const coachSocket = await connect(b, { cookie });
    await coachSocket.join(coach(session.id));
    expect((await listed(session.id)).unreadCount).toBe(0);

    await say(grace, session.id, 'Are you there?');
    expect((await listed(session.id)).unreadCount).toBe(1);
    // Reading in the open conversation moves the mark too.
    coachSocket.send({ type: 'mark_read', sessionId: session.id });
    await waitFor(async () => (await listed(session.id)).unreadCount === 0);

    // A reply answers everything before it, whatever was read.
    await say(grace, session.id, 'One more thing');
    expect((await listed(session.id)).unreadCount).toBe(1);
    await say(coachSocket, session.id, 'Here I am', 'coach');
    const afterReply = await listed(session.id);
    expect(afterReply.unreadCount).toBe(0);
    expect(afterReply.lastMessage).toMatchObject({ preview: 'Here I am', senderType: 'coach' });
  });

  it('sends every watching console a frame for each message, from either instance', async () => {
    const { session, token } = await insertChatSession(dataSource, { clientName: 'Live Lena' });
    const consoleOnA = await watcher(a);
    const consoleOnB = await watcher(b);

    // Nobody is in the room on A or B besides the customer on A: the list frames do not depend on the room.
    const lena = await connect(a);
    await lena.join(customer(session.id, token));
    const sent = await say(lena, session.id, 'Hello, anyone?');

    for (const watching of [consoleOnA, consoleOnB]) {
      const frame = await watching.next('session_activity', (f) => f.sessionId === session.id);
      expect(frame).toEqual({
        type: 'session_activity',
        sessionId: session.id,
        unreadCount: 1,
        lastMessage: {
          id: sent.message.id,
          preview: 'Hello, anyone?',
          senderType: 'client',
          senderName: 'Live Lena',
          timestamp: sent.message.timestamp,
        },
      });
    }

    // The coach opens the conversation on B: both consoles see it read.
    const coachSocket = await connect(b, { cookie });
    await coachSocket.join(coach(session.id));
    for (const watching of [consoleOnA, consoleOnB]) {
      await watching.next('session_activity', (f) => f.sessionId === session.id && f.unreadCount === 0);
    }
  });

  it('lets only a signed-in coach watch', async () => {
    const stranger = await connect(a);
    stranger.send({ type: 'watch_sessions' });
    expect(await stranger.next('error')).toEqual({ type: 'error', message: AUTH_MESSAGES.authRequired });
    expect((await stranger.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);

    // An admin token in the frame works for clients without cookies.
    const { body } = await a.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    const app = await connect(a);
    app.send({ type: 'watch_sessions', token: (body as { token: string }).token });
    await app.next('sessions_watched');
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
