import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP server for tests: accepts every message and keeps its raw bytes. Just the commands nodemailer
 * sends to a plain (no TLS, no auth) server: EHLO/HELO, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT.
 */
export interface SmtpSink {
  port: number;
  /** Each received message, as sent (dot-unstuffed), in arrival order. */
  messages: Buffer[];
  close(): Promise<void>;
}

/** `refuse`: recipients answered 550 at RCPT TO (a mailbox the server rejects), so their message is never taken. */
export async function startSmtpSink(port = 0, refuse: (recipient: string) => boolean = () => false): Promise<SmtpSink> {
  const messages: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(Buffer.from(data.join('\r\n') + '\r\n', 'latin1'));
            data = null;
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink.test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RCPT' && refuse(line.slice(line.indexOf(':') + 1).replace(/[<>\s]/g, ''))) {
          reply('550 5.1.1 mailbox unavailable');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    messages,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
