import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ChatMessageDto, ServerFrame } from '@app/contracts';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { PG_LISTENER_APPLICATION_NAME } from '../src/database/pg-listener.service';
import { ChatEventsChannel } from '../src/modules/chat/chat-events.channel';
import { insertChatSession } from './factories/chat-session.factory';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { startTestApp, type TestApp } from './helpers/test-app';

const ADMIN_PASSWORD = 'chat-fanout-test-password';

/** A second API instance on the first one's database: what a scaled deployment runs. */
async function startSecondInstance(databaseUrl: string): Promise<NestFastifyApplication> {
  const app = await createApp({
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_STATIC: 'false', DATABASE_URL: databaseUrl, ADMIN_PASSWORD },
  });
  await app.listen(0, '127.0.0.1');
  return app;
}

const containsMessage = (id: string) => (frames: readonly ServerFrame[]) =>
  frames.some(
    (f) =>
      (f.type === 'new_message' && f.message.id === id) ||
      (f.type === 'message_history' && f.messages.some((m: ChatMessageDto) => m.id === id)),
  );

describe('Chat fan-out across API instances through LISTEN/NOTIFY (integration)', () => {
  let a: TestApp;
  let b: NestFastifyApplication;
  let dataSource: DataSource;
  const clients: ChatWsClient[] = [];

  async function connect(app: NestFastifyApplication, headers: Record<string, string> = {}): Promise<ChatWsClient> {
    const client = await ChatWsClient.connect(chatUrlOf(app.getHttpServer()), headers);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    a = await startTestApp({ ADMIN_PASSWORD });
    b = await startSecondInstance(a.database.url);
    dataSource = a.app.get(DataSource);
  });

  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message sent through instance B to a client on instance A, and read receipts back', async () => {
    const { session, token } = await insertChatSession(dataSource);
    const signIn = await a.http.post('/api/auth/sign-in').send({ password: ADMIN_PASSWORD }).expect(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];

    const clientOnA = await connect(a.app);
    await clientOnA.join({ sessionId: session.id, userId: 'client-1', userName: 'Grace', userType: 'client', token });
    // The admin session lives in the shared database, so B honours a sign-in made on A.
    const coachOnB = await connect(b, { cookie });
    await coachOnB.join({ sessionId: session.id, userId: 'coach-coaching', userName: 'Coach Ari', userType: 'coach' });

    coachOnB.send({
      type: 'send_message',
      sessionId: session.id,
      senderId: 'x',
      senderName: 'x',
      senderType: 'coach',
      message: 'Hello from B',
    });
    const [onA, onB] = await Promise.all([clientOnA.next('new_message'), coachOnB.next('new_message')]);
    expect(onA.message).toEqual(onB.message);
    expect(onA.message).toMatchObject({ message: 'Hello from B', senderType: 'coach', sessionId: session.id });
    // What travelled in the NOTIFY is what was stored, to the millisecond: a later join reads the same message.
    const later = await connect(a.app);
    const { messages } = await later.join({
      sessionId: session.id,
      userId: 'c2',
      userName: 'G',
      userType: 'client',
      token,
    });
    expect(messages.at(-1)).toEqual(onA.message);

    clientOnA.send({ type: 'mark_read', sessionId: session.id, messageIds: [onA.message.id] });
    expect(await coachOnB.next('messages_read')).toEqual({
      type: 'messages_read',
      sessionId: session.id,
      messageIds: [onA.message.id],
      readerType: 'client',
    });
  });

  it('delivers across instances in a demo room too, each socket exactly once', async () => {
    const room = (await a.http.post('/api/chat-sessions/demo').send({}).expect(201)).body as {
      sessionId: string;
      token: string;
    };
    const onA = await connect(a.app);
    const onB = await connect(b);
    await onA.join({ sessionId: room.sessionId, token: room.token, userId: 'a', userName: 'A', userType: 'client' });
    await onB.join({ sessionId: room.sessionId, token: room.token, userId: 'b', userName: 'B', userType: 'client' });

    onA.send({
      type: 'send_message',
      sessionId: room.sessionId,
      senderId: 'a',
      senderName: 'A',
      senderType: 'client',
      message: 'one',
    });
    onB.send({
      type: 'send_message',
      sessionId: room.sessionId,
      senderId: 'b',
      senderName: 'B',
      senderType: 'client',
      message: 'two',
    });
    for (const client of [onA, onB]) {
      await client.until((frames) => frames.filter((f) => f.type === 'new_message').length >= 2);
    }
    // A third message through A, received on B, proves nothing else was queued behind the first two.
    onA.send({
      type: 'send_message',
      sessionId: room.sessionId,
      senderId: 'a',
      senderName: 'A',
      senderType: 'client',
      message: 'three',
    });
    await onB.next('new_message', (f) => f.message.message === 'three');
    await onA.next('new_message', (f) => f.message.message === 'three');
    for (const client of [onA, onB]) {
      expect(
        client
          .all('new_message')
          .map((f) => f.message.message)
          .sort(),
      ).toEqual(['one', 'three', 'two']);
      expect(client.all('new_message').every((f) => f.message.sessionId === room.sessionId)).toBe(true);
    }
  });

  it('re-opens a dropped listener connection and loses nothing sent meanwhile', async () => {
    const { session, token } = await insertChatSession(dataSource);
    const clientOnA = await connect(a.app);
    await clientOnA.join({ sessionId: session.id, userId: 'client-1', userName: 'Grace', userType: 'client', token });
    const clientOnB = await connect(b);
    await clientOnB.join({ sessionId: session.id, userId: 'client-1', userName: 'Grace', userType: 'client', token });

    // Cut every chat listener connection (both instances), as a database failover or a proxy timeout would.
    await dataSource.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [PG_LISTENER_APPLICATION_NAME],
    );
    clientOnB.send({
      type: 'send_message',
      sessionId: session.id,
      senderId: 'x',
      senderName: 'x',
      senderType: 'client',
      message: 'while the listener was down',
    });
    const { message } = await clientOnB.next('new_message');

    // A's client gets it, by NOTIFY if A was still listening, otherwise in the history re-sent after the reconnect.
    await clientOnA.until(containsMessage(message.id));
    // The listener's reconnect is announced to every open client as a fresh history (its first one was taken by join).
    const resent = await clientOnA.next('message_history');
    expect(resent.messages.map((m) => m.id)).toContain(message.id);
    expect(a.app.get(ChatEventsChannel).listening).toBe(true);

    clientOnB.send({
      type: 'send_message',
      sessionId: session.id,
      senderId: 'x',
      senderName: 'x',
      senderType: 'client',
      message: 'after the reconnect',
    });
    const after = await clientOnB.next('new_message', (f) => f.message.message === 'after the reconnect');
    await clientOnA.until(containsMessage(after.message.id));
  });
});
