import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { GracefulShutdown } from './graceful-shutdown';

/** A real node:http server with a slow route, an instant route and an upgrade listener, as the app registers them. */
async function serverWithDrain() {
  const events: string[] = [];
  let slowArrived!: () => void;
  const slowReceived = new Promise<void>((resolve) => (slowArrived = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      slowArrived();
      setTimeout(() => res.end('slow done'), 300);
      return;
    }
    res.end('ok');
  });
  server.on('upgrade', (_req, socket: net.Socket) => {
    events.push('upgrade handled');
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let exitCode: number | null = null;
  const drain = new GracefulShutdown(server, {
    close: async () => {
      events.push('close');
      await new Promise((resolve) => server.close(resolve));
    },
    log: (message) => events.push(message),
    exit: (code) => {
      exitCode = code;
    },
  });
  drain.install([]);
  return { server, port, drain, events, slowReceived, exitCode: () => exitCode };
}

function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path, host: '127.0.0.1', agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

function upgrade(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    );
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe(GracefulShutdown.name, () => {
  it('lets the request in flight finish, answers anything new 503 Connection: close, then closes and exits 0', async () => {
    const { port, drain, events, slowReceived, exitCode } = await serverWithDrain();
    const inFlight = get(port, '/slow');
    // The signal comes once the app holds the slow request (a fixed pause lost that race on a loaded CI machine).
    await slowReceived;
    const stopped = drain.stop('SIGTERM');

    const refused = await get(port, '/instant');
    expect(refused.status).toBe(503);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 503,
      message: 'This server is restarting. Please try again.',
    });
    expect(await upgrade(port)).toBe('HTTP/1.1 503 Service Unavailable');
    expect(events).not.toContain('upgrade handled');
    // Nothing is closed while the slow request runs.
    expect(events).not.toContain('close');

    expect(await inFlight).toMatchObject({ status: 200, body: 'slow done' });
    await stopped;
    expect(events.indexOf('close')).toBeGreaterThan(-1);
    expect(exitCode()).toBe(0);
  });

  it('passes requests and upgrades through to the app until the signal', async () => {
    const { server, port, events } = await serverWithDrain();
    expect(await get(port, '/instant')).toMatchObject({ status: 200, body: 'ok' });
    expect(await upgrade(port)).toBe('HTTP/1.1 101 Switching Protocols');
    expect(events).toContain('upgrade handled');
    await new Promise((resolve) => server.close(resolve));
  });

  it('a second signal does not start a second stop', async () => {
    const { drain, events } = await serverWithDrain();
    await Promise.all([drain.stop('SIGINT'), drain.stop('SIGTERM')]);
    expect(events.filter((e) => e === 'close')).toHaveLength(1);
  });
});
