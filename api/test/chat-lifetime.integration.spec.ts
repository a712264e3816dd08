import {
  CHAT_ENDED_CLOSE_CODE,
  CHAT_LIFETIME_MESSAGES,
  CHAT_OPEN_AFTER_START_MS,
  CHAT_REFUSED_CLOSE_CODE,
  DEMO_MAX_MESSAGE_LENGTH,
  DEMO_ROOM_MAX_MESSAGES,
  type ChatSessionViewDto,
  type CoachChatSessionDto,
  type DemoChatRoomDto,
  type TimeSlotDto,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from '../src/modules/chat/chat-message.entity';
import { ChatSessionEntity } from '../src/modules/chat/chat-session.entity';
import { bookingForm } from './factories/booking.factory';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { book, slotsAhead } from './helpers/lifecycle';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const ADMIN_PASSWORD = 'chat-lifetime-test-password';
const HOUR = 3_600_000;

/** Issue 15: private demo rooms that expire, sessions that end with their booking, and the /ws Origin check. */
describe('Chat rooms: private demo rooms, ended sessions, the upgrade Origin (integration)', () => {
  let sut: TestApp;
  let url: string;
  let ownOrigin: string;
  let dataSource: DataSource;
  let adminCookie: string;
  let ahead: TimeSlotDto[];
  let next = 0;
  const clients: ChatWsClient[] = [];

  async function connect(headers: Record<string, string> = {}): Promise<ChatWsClient> {
    const client = await ChatWsClient.connect(url, headers);
    clients.push(client);
    return client;
  }
  const demoRoom = async (): Promise<DemoChatRoomDto> =>
    (await sut.http.post('/api/chat-sessions/demo').send({}).expect(201)).body;
  const join = (room: { sessionId: string; token: string }, userId = 'guest-1', userName = 'Guest 0001') => ({
    sessionId: room.sessionId,
    token: room.token,
    userId,
    userName,
    userType: 'client',
  });
  const send = (sessionId: string, message: string) => ({
    type: 'send_message',
    sessionId,
    senderId: 'x',
    senderName: 'x',
    senderType: 'client',
    message,
  });
  const messagesIn = (sessionId: string) =>
    dataSource.getRepository(ChatMessageEntity).find({ where: { sessionId }, order: { createdAt: 'ASC' } });
  /** A chat booking on a slot at least 30 h ahead, with its chat access and manage token. */
  const chatBooking = async () => {
    const slot = ahead[next++];
    const booking = await book(sut, bookingForm({ timeSlotId: slot.id, email: `chat-${next}@example.com` }));
    if (!booking.chat) throw new Error('a chat booking answers its chat access');
    return { slot, booking, chat: booking.chat };
  };
  const coachList = async (): Promise<CoachChatSessionDto[]> =>
    (await sut.http.get('/api/coach/chat-sessions').set('cookie', adminCookie).expect(200)).body;

  beforeAll(async () => {
    sut = await startTestApp({ ADMIN_PASSWORD, REMINDER_POLL_INTERVAL_MS: '0' });
    url = chatUrlOf(sut.app.getHttpServer());
    ownOrigin = new URL(url.replace('ws:', 'http:')).origin;
    dataSource = sut.app.get(DataSource);
    const signIn = await sut.http.post('/api/auth/sign-in').send({ password: ADMIN_PASSWORD }).expect(200);
    adminCookie = String(signIn.headers['set-cookie']).split(';')[0];
    ahead = await slotsAhead(sut, 'coaching', 30);
  });

  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await sut?.close();
  });

  describe('demo rooms', () => {
    it('gives each visitor a room of their own: nothing written in one reaches another', async () => {
      const [roomA, roomB] = [await demoRoom(), await demoRoom()];
      expect(roomA.sessionId).not.toBe(roomB.sessionId);
      const ada = await connect();
      const bob = await connect();
      const adaHistory = await ada.join(join(roomA, 'guest-a', 'Guest A'));
      const bobHistory = await bob.join(join(roomB, 'guest-b', 'Guest B'));

      ada.send(send(roomA.sessionId, 'A secret link https://example.com/a'));
      await ada.next('new_message');
      bob.send(send(roomB.sessionId, 'Hello from B'));
      await bob.next('new_message');
      // Bob's own message arrived after Ada's was stored and broadcast: had Ada's reached him, it would be here.
      expect(bob.all('new_message').map((f) => f.message.message)).toEqual(['Hello from B']);
      expect(ada.all('new_message').map((f) => f.message.message)).toEqual(['A secret link https://example.com/a']);

      // Each history holds only that room's greeting, and a later visitor of B still sees nothing of A.
      for (const history of [adaHistory, bobHistory])
        expect(history.messages.map((m) => m.message)).toEqual([CHAT_LIFETIME_MESSAGES.demoGreeting]);
      const bobAgain = await connect();
      const later = await bobAgain.join(join(roomB, 'guest-b', 'Guest B'));
      expect(later.messages.map((m) => m.message)).toEqual([CHAT_LIFETIME_MESSAGES.demoGreeting, 'Hello from B']);

      // One room's token opens no other room, over the socket or the REST read.
      const crossing = await connect();
      crossing.send({ type: 'join_session', ...join({ sessionId: roomA.sessionId, token: roomB.token }) });
      expect(await crossing.next('error')).toEqual({
        type: 'error',
        message: 'This chat session is not available with these details',
      });
      expect((await crossing.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);
      await sut.http.get(`/api/chat-sessions/${roomA.sessionId}`).query({ token: roomB.token }).expect(404);
    });

    it('starts with the coach greeting, stored in the room, and reads as a demo session over REST', async () => {
      const room = await demoRoom();
      expect(Date.parse(room.expiresAt) - Date.now()).toBeGreaterThan(HOUR);
      const [greeting] = await messagesIn(room.sessionId);
      expect(greeting).toMatchObject({
        senderType: 'coach',
        senderId: 'coach:coaching',
        senderName: 'Coach Ari',
        message: CHAT_LIFETIME_MESSAGES.demoGreeting,
      });

      const view = (await sut.http.get(`/api/chat-sessions/${room.sessionId}`).query({ token: room.token }).expect(200))
        .body as ChatSessionViewDto;
      expect(view).toMatchObject({
        sessionId: room.sessionId,
        bookingId: null,
        serviceName: 'Live Chat Demo',
        status: 'active',
        endedReason: null,
      });
      // Demo rooms are not customers: the coach's list never shows them.
      expect((await coachList()).map((s) => s.id)).not.toContain(room.sessionId);
    });

    it('caps the size of a demo message and the number of messages in a room, storing nothing beyond', async () => {
      const room = await demoRoom();
      const guest = await connect();
      await guest.join(join(room));
      guest.send(send(room.sessionId, 'x'.repeat(DEMO_MAX_MESSAGE_LENGTH + 1)));
      expect(await guest.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.demoTooLong });

      // Fill the room up to one below the cap (the greeting counts), then one more fits and the next does not.
      const filler = Array.from({ length: DEMO_ROOM_MAX_MESSAGES - 2 }, (_, i) => ({
        sessionId: room.sessionId,
        senderId: 'guest-1',
        senderName: 'Guest 0001',
        senderType: 'client' as const,
        message: `filler ${i}`,
      }));
      await dataSource.getRepository(ChatMessageEntity).insert(filler);
      guest.send(send(room.sessionId, 'the last one that fits'));
      expect((await guest.next('new_message')).message.message).toBe('the last one that fits');
      guest.send(send(room.sessionId, 'one too many'));
      expect(await guest.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.demoFull });
      const stored = await messagesIn(room.sessionId);
      expect(stored).toHaveLength(DEMO_ROOM_MAX_MESSAGES);
      expect(stored.some((m) => m.message === 'one too many' || m.message.length > DEMO_MAX_MESSAGE_LENGTH)).toBe(
        false,
      );
    });

    it.each([
      ['idle for more than 2 hours', { created: 3 * HOUR, last: 2 * HOUR + 60_000 }],
      ['made more than 24 hours ago, even if busy', { created: 24 * HOUR + 60_000, last: 60_000 }],
    ])('refuses a room %s, reads it as not found, and prunes it', async (_what, age) => {
      const room = await demoRoom();
      await dataSource.query(
        `UPDATE chat_session SET created_at = now() - make_interval(secs => $2), last_message_at = now() - make_interval(secs => $3) WHERE id = $1`,
        [room.sessionId, age.created / 1000, age.last / 1000],
      );
      const guest = await connect();
      guest.send({ type: 'join_session', ...join(room) });
      expect(await guest.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.demoExpired });
      expect((await guest.closed).code).toBe(CHAT_REFUSED_CLOSE_CODE);
      expect(guest.all('message_history')).toEqual([]);
      await sut.http.get(`/api/chat-sessions/${room.sessionId}`).query({ token: room.token }).expect(404);

      // Making the next room deletes the expired one, messages and all.
      await demoRoom();
      expect(await dataSource.getRepository(ChatSessionEntity).countBy({ id: room.sessionId })).toBe(0);
      expect(await messagesIn(room.sessionId)).toEqual([]);
    });
  });

  describe('a session ends with its booking', () => {
    it('after a cancellation: open sockets are told at once, a join answers an error frame, and every reader says ended', async () => {
      const { booking, chat } = await chatBooking();
      const customer = await connect();
      await customer.join(join(chat));
      customer.send(send(chat.sessionId, 'Before the cancellation'));
      await customer.next('new_message');

      await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);

      // Without sending anything: the cancellation's NOTIFY reaches the gateway, which ends the socket.
      expect(await customer.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedCancelled });
      expect((await customer.closed).code).toBe(CHAT_ENDED_CLOSE_CODE);

      // Joining again: the conversation is readable, then the same error and the final close.
      const again = await connect();
      const history = await again.join(join(chat));
      expect(history.messages.map((m) => m.message)).toEqual(['Before the cancellation']);
      expect(await again.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedCancelled });
      expect((await again.closed).code).toBe(CHAT_ENDED_CLOSE_CODE);

      const coach = await connect({ cookie: adminCookie, origin: ownOrigin });
      await coach.join({
        sessionId: chat.sessionId,
        userId: 'coach:coaching',
        userName: 'Coach Ari',
        userType: 'coach',
      });
      expect(await coach.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedCancelled });
      expect((await messagesIn(chat.sessionId)).map((m) => m.message)).toEqual(['Before the cancellation']);

      const view = (await sut.http.get(`/api/chat-sessions/${chat.sessionId}`).query({ token: chat.token }).expect(200))
        .body;
      expect(view).toMatchObject({ status: 'ended', endedReason: 'cancelled' });
      expect((await coachList()).find((s) => s.id === chat.sessionId)).toMatchObject({
        status: 'ended',
        endedReason: 'cancelled',
      });
    });

    it('refuses a send once the session has ended even if the socket was not told yet, and stores nothing', async () => {
      const { chat } = await chatBooking();
      const customer = await connect();
      await customer.join(join(chat));
      // As a cancellation committed a moment ago whose notification has not arrived: only the row says so.
      await dataSource.query(`UPDATE chat_session SET status = 'ended' WHERE id = $1`, [chat.sessionId]);
      customer.send(send(chat.sessionId, 'Anyone there?'));
      expect(await customer.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedCancelled });
      expect((await customer.closed).code).toBe(CHAT_ENDED_CLOSE_CODE);
      expect(await messagesIn(chat.sessionId)).toEqual([]);
    });

    it('refuses a send that waited on a cancellation holding the session row, and stores nothing', async () => {
      const { chat } = await chatBooking();
      const customer = await connect();
      await customer.join(join(chat));
      // A cancellation in flight: its transaction holds the session's row and has set `ended`, not yet committed.
      const cancellation = dataSource.createQueryRunner();
      await cancellation.startTransaction();
      await cancellation.query(`UPDATE chat_session SET status = 'ended' WHERE id = $1`, [chat.sessionId]);
      customer.send(send(chat.sessionId, 'Sent while it was being cancelled'));
      // The send is stored only under the row's lock, so it waits for the cancellation to finish.
      for (let waiting = 0; waiting === 0;) {
        const [row] = await dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        waiting = row.n;
      }
      await cancellation.commitTransaction();
      await cancellation.release();
      expect(await customer.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedCancelled });
      expect(await messagesIn(chat.sessionId)).toEqual([]);
    });

    it(`${CHAT_OPEN_AFTER_START_MS / 60_000} minutes after the slot's start: open until then, ended after`, async () => {
      const { slot, chat } = await chatBooking();
      const start = Date.parse(slot.startTime);

      setNow(sut, new Date(start + CHAT_OPEN_AFTER_START_MS - 60_000).toISOString());
      const during = await connect();
      await during.join(join(chat));
      during.send(send(chat.sessionId, 'Thanks for the session!'));
      await during.next('new_message');
      expect((await coachList()).find((s) => s.id === chat.sessionId)).toMatchObject({
        status: 'active',
        endedReason: null,
      });

      setNow(sut, new Date(start + CHAT_OPEN_AFTER_START_MS).toISOString());
      during.send(send(chat.sessionId, 'One more thing'));
      expect(await during.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedTime });
      expect((await during.closed).code).toBe(CHAT_ENDED_CLOSE_CODE);

      const late = await connect();
      expect((await late.join(join(chat))).messages.map((m) => m.message)).toEqual(['Thanks for the session!']);
      expect(await late.next('error')).toEqual({ type: 'error', message: CHAT_LIFETIME_MESSAGES.endedTime });
      expect((await messagesIn(chat.sessionId)).map((m) => m.message)).toEqual(['Thanks for the session!']);

      const view = (await sut.http.get(`/api/chat-sessions/${chat.sessionId}`).query({ token: chat.token }).expect(200))
        .body;
      expect(view).toMatchObject({ status: 'ended', endedReason: 'time' });
      const listed = await coachList();
      expect(listed.find((s) => s.id === chat.sessionId)).toMatchObject({ status: 'ended', endedReason: 'time' });
      // Open sessions come first in the coach's list, ended ones after them.
      const firstEnded = listed.findIndex((s) => s.status === 'ended');
      expect(listed.slice(firstEnded).every((s) => s.status === 'ended')).toBe(true);
    });
  });

  describe('the WebSocket upgrade checks where the page came from', () => {
    it('refuses a handshake from a foreign page with 403, with or without the admin cookie', async () => {
      const foreign: Array<Record<string, string>> = [
        { origin: 'http://localhost:4444' },
        { origin: 'http://localhost:4444', cookie: adminCookie },
        { origin: 'https://evil.example', cookie: adminCookie },
      ];
      for (const headers of foreign) {
        await expect(ChatWsClient.connect(url, headers)).rejects.toThrow('Unexpected server response: 403');
      }
    });

    it('opens for our own page (the coach by cookie too) and for clients that are not browser pages', async () => {
      const { chat } = await chatBooking();
      const coach = await connect({ origin: ownOrigin, cookie: adminCookie });
      await coach.join({
        sessionId: chat.sessionId,
        userId: 'coach:coaching',
        userName: 'Coach Ari',
        userType: 'coach',
      });
      const customer = await connect({ origin: ownOrigin });
      await customer.join(join(chat));
      const script = await connect();
      await script.join(join(await demoRoom()));
    });
  });
});
