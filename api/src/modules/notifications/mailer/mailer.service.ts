import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { AppConfigService } from '../../../config/app-config.module';
import { MESSAGE_TYPE_HEADER, type MailAddress, type OutgoingMail } from './outgoing-mail';

const address = (a: MailAddress) => ({ name: a.name, address: a.address });

/**
 * Sends through SMTP_URL when it is set. Otherwise nodemailer's stream transport builds the very same RFC 822
 * message (CRLF line ends, MIME parts, the invite) and it is written to OUTBOX_DIR as a `.eml` file that any
 * mail client opens: a fresh clone shows real e-mails without an SMTP server.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly outboxDir: string | null;

  constructor(@Inject(ConfigService) config: AppConfigService) {
    const smtpUrl = config.get('smtpUrl', { infer: true });
    this.outboxDir = smtpUrl ? null : config.get('outboxDir', { infer: true });
    this.transport = smtpUrl
      ? createTransport(smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** Where `.eml` files go, or null when mail leaves through SMTP. */
  get outbox(): string | null {
    return this.outboxDir;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const options: SendMailOptions = {
      from: address(mail.from),
      to: address(mail.to),
      ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { [MESSAGE_TYPE_HEADER]: mail.type },
      ...(mail.calendar
        ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } }
        : {}),
    };
    const info = (await this.transport.sendMail(options)) as { message?: Buffer; messageId?: string };
    if (this.outboxDir) await this.writeToOutbox(this.outboxDir, mail, info.message!);
    this.logger.log(`Sent ${mail.type} to ${mail.to.address}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  /** Written under a temporary name and renamed, so whoever watches the folder never reads half a message. */
  private async writeToOutbox(dir: string, mail: OutgoingMail, message: Buffer): Promise<void> {
    // Every time: someone may clear the outbox while the server runs.
    await mkdir(dir, { recursive: true });
    // Sortable by time; the random part keeps two messages of the same millisecond apart.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${mail.type}-${randomBytes(4).toString('hex')}.eml`;
    const partial = join(dir, `.${name}.part`);
    await writeFile(partial, message);
    await rename(partial, join(dir, name));
  }
}
