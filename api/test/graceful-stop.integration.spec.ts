import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { EventDispatcher } from '../src/modules/notifications/outbox/event-dispatcher.worker';
import { MAIL_BATCH, MailWorker } from '../src/modules/notifications/outbox/mail.worker';
import { contactForm } from './factories/people.factory';
import { startSecondTestApp, startTestApp, type TestApp } from './helpers/test-app';

/** An SMTP server that holds its answer to the first message until released, and keeps every message's Message-ID. */
async function slowSink() {
  const ids: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstArrived!: () => void;
  const first = new Promise<void>((resolve) => (firstArrived = resolve));
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line);
            continue;
          }
          ids.push(/^Message-ID:\s*(\S+)/im.exec(data.join('\r\n'))?.[1] ?? '');
          data = null;
          if (ids.length === 1) {
            firstArrived();
            void released.then(() => socket.write('250 queued\r\n'));
          } else socket.write('250 queued\r\n');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    ids,
    first,
    release,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

describe('a stopping instance hands back the mail it claimed but did not send (integration)', () => {
  it('sends the message in hand, releases the rest of its batch at once, and another instance sends those once each', async () => {
    const sink = await slowSink();
    const env = { SMTP_URL: sink.url, EVENT_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' };
    const first: TestApp = await startTestApp(env);
    let second: TestApp | undefined;
    try {
      for (let i = 0; i < MAIL_BATCH / 2; i++) {
        await first.http
          .post('/api/contact')
          .send(contactForm({ email: `stop-${i}@example.com` }))
          .expect(201);
      }
      await first.app.get(EventDispatcher).run();
      const db = first.app.get(DataSource);
      const count = async (status: string) =>
        Number((await db.query(`SELECT count(*) AS n FROM mail_outbox WHERE status = $1`, [status]))[0].n);
      expect(await count('pending')).toBe(MAIL_BATCH);

      // The worker claims the whole batch and is sending the first e-mail when the instance is told to stop.
      const worker = first.app.get(MailWorker);
      const pass = worker.run();
      await sink.first;
      expect(await count('sending')).toBe(MAIL_BATCH);
      const stopping = worker.beforeApplicationShutdown();
      sink.release();
      await Promise.all([pass, stopping]);

      // The one in hand was sent and recorded; the others are pending again, due now, their attempt not counted.
      expect(sink.ids).toHaveLength(1);
      expect(await count('sent')).toBe(1);
      const rest = await db.query(
        `SELECT attempts, lease_token, next_attempt_at <= now() AS due FROM mail_outbox WHERE status = 'pending'`,
      );
      expect(rest).toHaveLength(MAIL_BATCH - 1);
      for (const row of rest) expect(row).toEqual({ attempts: 0, lease_token: null, due: true });

      // Another instance sends them now (not after the two-minute lease), each once.
      second = await startSecondTestApp(first, env);
      await second.app.get(MailWorker).run();
      expect(await count('sent')).toBe(MAIL_BATCH);
      expect(sink.ids).toHaveLength(MAIL_BATCH);
      expect(new Set(sink.ids).size).toBe(MAIL_BATCH);
    } finally {
      await second?.close();
      await first.close();
      await sink.close();
    }
  });
});
