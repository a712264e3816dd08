import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SunkMail {
  messageId: string;
  type: string;
  to: string;
  raw: string;
}

/**
 * A real SMTP server (the plain-text subset nodemailer speaks without TLS or AUTH) that keeps every message it is
 * handed, duplicates included: the cluster's replicas deliver through it (SMTP_URL), so "sent twice" is visible —
 * unlike the .eml outbox, where a second delivery of the same row rewrites the same file.
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  private server: net.Server | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }

  private session(socket: net.Socket): void {
    let buffer = '';
    let data: string[] | null = null;
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            this.keep(data.join('\r\n'));
            data = null;
            reply('250 2.0.0 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK'); // MAIL, RCPT, RSET, NOOP
      }
    });
    socket.on('error', () => undefined);
  }

  private keep(raw: string): void {
    const header = (name: string) =>
      new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.split('\r\n\r\n')[0])?.[1]?.trim() ?? '';
    this.mails.push({
      messageId: header('Message-ID'),
      type: header('X-App-Message-Type'),
      to: header('To').toLowerCase(),
      raw,
    });
  }
}
