import type { DemoChatRoomDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('chat frames whose message is not text (integration, issue 28)', () => {
  let sut: TestApp;
  let client: ChatWsClient | undefined;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    client?.close();
    await sut?.close();
  });

  it.each([42, true])('refuses a send_message whose message is %j, and stores nothing', async (message) => {
    const room = (await sut.http.post('/api/chat-sessions/demo').send({}).expect(201)).body as DemoChatRoomDto;
    client?.close();
    client = await ChatWsClient.connect(chatUrlOf(sut.app.getHttpServer()));
    await client.join({
      sessionId: room.sessionId,
      token: room.token,
      userId: 'u',
      userName: 'Ada',
      userType: 'client',
    });
    client.send({
      type: 'send_message',
      sessionId: room.sessionId,
      senderId: 'u',
      senderName: 'Ada',
      senderType: 'client',
      message,
    });
    expect(await client.next('error')).toEqual({ type: 'error', message: 'Message must be text' });
    const stored = await sut.app
      .get(DataSource)
      .query('SELECT message FROM chat_message WHERE session_id = $1 AND message = $2', [
        room.sessionId,
        String(message),
      ]);
    expect(stored).toEqual([]);
  });
});
