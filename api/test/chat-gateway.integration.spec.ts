import {
  CHAT_LIFETIME_MESSAGES,
  CHAT_REFUSED_CLOSE_CODE,
  type ChatMessageDto,
  type DemoChatRoomDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from '../src/modules/chat/chat-message.entity';
import { RATE_LIMIT_MAX_STRIKES } from '../src/modules/chat/chat-gateway.constants';
import { insertChatSession } from './factories/chat-session.factory';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { startTestApp, type TestApp } from './helpers/test-app';

const ADMIN_PASSWORD = 'chat-gateway-test-password';

describe('Chat gateway at /ws (integration)', () => {
  let sut: TestApp;
  let url: string;
  let dataSource: DataSource;
  let adminCookie: string;
  let adminToken: string;
  const clients: ChatWsClient[] = [];
  /** A room for the tests that only need somewhere valid to join. */
  let lobby: DemoChatRoomDto;

  async function connect(headers: Record<string, string> = {}): Promise<ChatWsClient> {
    const client = await ChatWsClient.connect(url, headers);
    clients.push(client);
    return client;
  }

  const demoRoom = async (): Promise<DemoChatRoomDto> =>
    (await sut.http.post('/api/chat-sessions/demo').send({}).expect(201)).body;
  const guest = (userId: string, userName = userId, room: DemoChatRoomDto = lobby) => ({
    sessionId: room.sessionId,
    token: room.token,
    userId,
    userName,
    userType: 'client',
  });
  const send = (sessionId: string, message: string, over: Record<string, unknown> = {}) => ({
    type: 'send_message',
    sessionId,
    senderId: 'x',
    senderName: 'x',
    senderType: 'client',
    message,
    ...over,
  });

  beforeAll(async () => {
    sut = await startTestApp({ ADMIN_PASSWORD });
    url = chatUrlOf(sut.app.getHttpServer());
    dataSource = sut.app.get(DataSource);
    const signIn = await sut.http.post('/api/auth/sign-in').send({ password: ADMIN_PASSWORD }).expect(200);
    adminToken = signIn.body.token;
    adminCookie = String(signIn.headers['set-cookie']).split(';')[0];
    lobby = await demoRoom();
  });

  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
  });

  afterAll(async () => {
    await sut?.close();
  });

  describe('a demo room', () => {
    it('joins with the greeting, stores a message and then broadcasts it to everyone in the room', async () => {
      const room = await demoRoom();
      const ada = await connect();
      const adaOtherTab = await connect();
      const {
        messages: [greeting],
      } = await ada.join(guest('ada', 'Ada', room));
      await adaOtherTab.join(guest('ada', 'Ada', room));
      expect(greeting).toMatchObject({ senderType: 'coach', message: CHAT_LIFETIME_MESSAGES.demoGreeting });

      ada.send(send(room.sessionId, '  Hello from Ada  '));
      const [toAda, toOther] = await Promise.all([ada.next('new_message'), adaOtherTab.next('new_message')]);
      expect(toOther.message).toEqual<ChatMessageDto>({
        id: expect.any(String),
        sessionId: room.sessionId,
        senderId: 'ada',
        senderName: 'Ada',
        senderType: 'client',
        message: 'Hello from Ada',
        timestamp: expect.any(String),
        isRead: false,
      });
      expect(toAda.message).toEqual(toOther.message);
      const stored = await dataSource.getRepository(ChatMessageEntity).findOneByOrFail({ id: toOther.message.id });
      expect(stored).toMatchObject({ sessionId: room.sessionId, message: 'Hello from Ada' });

      const late = await connect();
      const history = await late.join(guest('ada', 'Ada', room));
      expect(history.messages.map((m) => m.message)).toEqual([CHAT_LIFETIME_MESSAGES.demoGreeting, 'Hello from Ada']);
    });

    it('takes the sender from the join, not from the frame', async () => {
      const mallory = await connect();
      await mallory.join(guest('mallory', 'Mallory'));
      mallory.send(
        send(lobby.sessionId, 'I am the coach', {
          senderId: 'coach-coaching',
          senderName: 'Coach Ari',
          senderType: 'coach',
        }),
      );
      const { message } = await mallory.next('new_message');
      expect(message).toMatchObject({ senderId: 'mallory', senderName: 'Mallory', senderType: 'client' });
    });
  });

  describe('bad frames get an error frame and the socket stays usable', () => {
    it.each([
      ['invalid JSON', '{"type": "join_session"', 'Invalid message format'],
      ['a non-object', '[1, 2, 3]', 'Invalid message format'],
      ['an unknown type', JSON.stringify({ type: 'delete_everything', sessionId: 'demo' }), 'Invalid message format'],
      [
        'an oversized frame',
        JSON.stringify({ type: 'mark_read', sessionId: 'demo', padding: 'x'.repeat(20_000) }),
        'Invalid message format',
      ],
      [
        'a wrong sender type',
        JSON.stringify({ type: 'join_session', sessionId: 'demo', userId: 'u', userName: 'U', userType: 'admin' }),
        'Sender must be either client or coach',
      ],
      ['a blank message', JSON.stringify(send('demo', '   ')), 'Message cannot be empty'],
      [
        'a message over 2000 characters',
        JSON.stringify(send('demo', 'y'.repeat(2001))),
        'Message must be at most 2000 characters',
      ],
      [
        'a send before joining',
        JSON.stringify(send('6f1c2a7e-0000-4000-8000-0000000000aa', 'hi')),
        'Join a session before sending messages',
      ],
    ])('%s', async (_what, raw, message) => {
      const client = await connect();
      client.sendRaw(raw);
      expect(await client.next('error')).toEqual({ type: 'error', message });
      await client.join(guest('after-error'));
    });

    it('answers a binary frame with an error frame', async () => {
      const client = await connect();
      client.sendRaw(Buffer.from(JSON.stringify(guest('binary'))));
      expect(await client.next('error')).toEqual({ type: 'error', message: 'Invalid message format' });
    });

    it('refuses a send to a session other than the joined one', async () => {
      const { session } = await insertChatSession(dataSource);
      const client = await connect();
      await client.join(guest('wanderer'));
      client.send(send(session.id, 'hello'));
      expect(await client.next('error')).toEqual({ type: 'error', message: 'Join a session before sending messages' });
    });

    it('answers a message the database refuses with an error frame, and keeps the socket', async () => {
      const { session, token } = await insertChatSession(dataSource);
      const client = await connect();
      await client.join({ sessionId: session.id, userId: 'c', userName: 'C', userType: 'client', token });
      // The booking (and with it the session) is deleted while the customer is still connected.
      await dataSource.query('DELETE FROM chat_session WHERE id = $1', [session.id]);
      client.send(send(session.id, 'Hello?'));
      expect(await client.next('error')).toEqual({
        type: 'error',
        message: 'Your message could not be sent. Please try again.',
      });
      expect(await dataSource.getRepository(ChatMessageEntity).countBy({ sessionId: session.id })).toBe(0);
      await client.join(guest('still-connected'));
    });

    it('closes a socket sending beyond the hard payload cap, and keeps serving others', async () => {
      const flooder = await connect();
      flooder.sendRaw('z'.repeat(70 * 1024));
      expect((await flooder.closed).code).toBe(1009);
      const other = await connect();
      await other.join(guest('still-here'));
    });
  });

  describe('access', () => {
    it("lets a customer into a booking's session with its token only, under the booked name", async () => {
      const { session, token } = await insertChatSession(dataSource, { clientName: 'Grace Hopper' });
      const intruder = await connect();
      intruder.send({
        type: 'join_session',
        sessionId: session.id,
        userId: 'x',
        userName: 'X',
        userType: 'client',
        token: 'wrong-token',
      });
      expect(await intruder.next('error')).toEqual({
        type: 'error',
        message: 'This chat session is not available with these details',
      });
      expect((await intruder.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);

      const tokenless = await connect();
      tokenless.send({ type: 'join_session', sessionId: session.id, userId: 'x', userName: 'X', userType: 'client' });
      expect((await tokenless.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);

      const grace = await connect();
      expect(
        await grace.join({
          sessionId: session.id,
          userId: 'client-1',
          userName: 'Someone Else',
          userType: 'client',
          token,
        }),
      ).toEqual({
        type: 'message_history',
        messages: [],
      });
      grace.send(send(session.id, 'My question'));
      expect((await grace.next('new_message')).message).toMatchObject({
        sessionId: session.id,
        senderId: 'client-1',
        senderName: 'Grace Hopper',
      });
    });

    it.each([
      ['an unknown session', '6f1c2a7e-0000-4000-8000-0000000000ff'],
      ['a malformed session id', 'not-a-uuid'],
      ['the old public demo room', 'demo'],
    ])('refuses %s', async (_what, sessionId) => {
      const client = await connect();
      client.send({
        type: 'join_session',
        sessionId,
        userId: 'x',
        userName: 'X',
        userType: 'client',
        token: 'anything',
      });
      expect((await client.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);
    });

    it('lets the signed-in coach join any session by the admin cookie, or by the admin token in the join', async () => {
      const { session } = await insertChatSession(dataSource);
      // As a browser on our own page sends it: the cookie plus our origin.
      const byCookie = await connect({ cookie: adminCookie, origin: new URL(url.replace('ws:', 'http:')).origin });
      await byCookie.join({
        sessionId: session.id,
        userId: 'coach-coaching',
        userName: 'Coach Ari',
        userType: 'coach',
      });
      const byToken = await connect();
      await byToken.join({
        sessionId: session.id,
        userId: 'coach-coaching',
        userName: 'Coach Ari',
        userType: 'coach',
        token: adminToken,
      });
      byToken.send(send(session.id, 'Welcome!'));
      expect((await byCookie.next('new_message')).message).toMatchObject({
        senderType: 'coach',
        senderName: 'Coach Ari',
        message: 'Welcome!',
      });
    });

    it('refuses the coach side without a sign-in or with a wrong cookie', async () => {
      const coach = { sessionId: lobby.sessionId, userId: 'coach-coaching', userName: 'Coach Ari', userType: 'coach' };
      const attempts: Array<Record<string, string>> = [{}, { cookie: 'admin_session=forged' }];
      for (const headers of attempts) {
        const client = await connect(headers);
        client.send({ type: 'join_session', ...coach });
        expect(await client.next('error')).toEqual({ type: 'error', message: 'Authentication required' });
        expect((await client.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);
      }
    });
  });

  describe('read state', () => {
    it("marks the other side's messages read and tells everyone in the session", async () => {
      const { session, token } = await insertChatSession(dataSource);
      const client = await connect();
      await client.join({ sessionId: session.id, userId: 'client-1', userName: 'Grace', userType: 'client', token });
      client.send(send(session.id, 'Are you there?'));
      const { message } = await client.next('new_message');

      // The sender's own mark_read does not count: its message stays unread (one tick). A socket's frames are
      // handled in order, so the error answering the junk frame after it means the mark_read is done.
      client.send({ type: 'mark_read', sessionId: session.id });
      client.sendRaw('{}');
      await client.next('error');
      const coach = await connect({ cookie: adminCookie });
      const history = await coach.join({
        sessionId: session.id,
        userId: 'coach-coaching',
        userName: 'Coach Ari',
        userType: 'coach',
      });
      expect(history.messages).toEqual([{ ...message, isRead: false }]);

      coach.send({ type: 'mark_read', sessionId: session.id, messageIds: [message.id] });
      const expected = { type: 'messages_read', sessionId: session.id, messageIds: [message.id], readerType: 'coach' };
      expect(await client.next('messages_read')).toEqual(expected);
      expect(await coach.next('messages_read')).toEqual(expected);

      const again = await connect();
      const fresh = await again.join({
        sessionId: session.id,
        userId: 'client-1',
        userName: 'Grace',
        userType: 'client',
        token,
      });
      expect(fresh.messages).toEqual([{ ...message, isRead: true }]);
      expect(client.all('messages_read')).toHaveLength(1);
    });
  });

  describe('rate limit', () => {
    it('refuses frames beyond the per-socket budget with an error frame and stores none of them', async () => {
      const { session, token } = await insertChatSession(dataSource);
      const client = await connect();
      await client.join({ sessionId: session.id, userId: 'c', userName: 'C', userType: 'client', token });
      const total = 30;
      for (let i = 0; i < total; i++) client.send(send(session.id, `burst ${i}`));
      // Every frame is answered: stored and broadcast, or refused with an error frame.
      await client.until(
        (frames) => frames.filter((f) => f.type === 'new_message' || f.type === 'error').length === total,
      );
      const limited = client.all('error');
      expect(limited.length).toBeGreaterThan(0);
      expect(new Set(limited.map((e) => e.message))).toEqual(
        new Set(['You are sending messages too quickly. Please wait a moment.']),
      );
      const delivered = client.all('new_message');
      expect(await dataSource.getRepository(ChatMessageEntity).countBy({ sessionId: session.id })).toBe(
        delivered.length,
      );
    });

    it('closes a socket that keeps flooding after being told to slow down', async () => {
      const client = await connect();
      for (let i = 0; i < RATE_LIMIT_MAX_STRIKES + 20; i++) client.sendRaw('{}');
      expect((await client.closed).code).toBe(1008);
    });
  });
});
