import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { ChatHeartbeat } from './chat-heartbeat';

/** Real sockets: the point is what a peer that stops answering pings looks like to the server. */
describe(ChatHeartbeat.name, () => {
  let server: WebSocketServer;
  let sut: ChatHeartbeat;
  const clients: WebSocket[] = [];

  beforeEach(async () => {
    sut = new ChatHeartbeat();
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket) => sut.track(socket));
    await once(server, 'listening');
  });

  afterEach(async () => {
    clients.forEach((c) => c.terminate());
    clients.length = 0;
    await new Promise((resolve) => server.close(resolve));
  });

  async function connect(): Promise<{ client: WebSocket; serverSide: WebSocket }> {
    const accepted = once(server, 'connection');
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    clients.push(client);
    await once(client, 'open');
    const [serverSide] = (await accepted) as [WebSocket];
    return { client, serverSide };
  }

  it('keeps a socket that answers its pings', async () => {
    const { serverSide } = await connect();
    sut.tick();
    await once(serverSide, 'pong');
    expect(sut.tick()).toBe(0);
    await once(serverSide, 'pong');
    expect(serverSide.readyState).toBe(WebSocket.OPEN);
  });

  it('terminates a socket that stopped answering', async () => {
    const { client, serverSide } = await connect();
    // A peer that is gone reads nothing, so it never answers the ping.
    (client as unknown as { _socket: { pause(): void } })._socket.pause();
    sut.tick();
    expect(sut.tick()).toBe(1);
    await once(serverSide, 'close');
    expect(sut.size).toBe(0);
  });
});
