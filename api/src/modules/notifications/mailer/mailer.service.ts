import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import type { AppConfigService } from '../../../config/app-config.module';
import { tracing } from '../../../observability/tracing-hooks';
import { MAIL_CHANNEL } from '../outbox/outbox-channels';
import { composeMail } from './mail-composer';
import type { OutgoingMail } from './outgoing-mail';

/**
 * Writes e-mails to the mail outbox inside the caller's transaction: the message exists if and only if the change
 * that caused it committed. Delivery is the MailWorker's (every instance runs one), with retries and back-off.
 */
@Injectable()
export class MailerService {
  private readonly host: string;
  private readonly outboxDir: string | null;

  constructor(@Inject(ConfigService) config: AppConfigService) {
    this.host = new URL(config.get('publicUrl', { infer: true })).hostname;
    this.outboxDir = config.get('smtpUrl', { infer: true }) ? null : config.get('outboxDir', { infer: true });
  }

  /** Where `.eml` files go, or null when mail leaves through SMTP. */
  get outbox(): string | null {
    return this.outboxDir;
  }

  /** Composes the complete message now and stores it; returns its Message-ID. */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<string> {
    const message = await composeMail(mail, this.host);
    await manager.query(
      `INSERT INTO mail_outbox (type, message_id, to_address, envelope, raw, traceparent)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
      [
        mail.type,
        message.messageId,
        mail.to.address,
        JSON.stringify(message.envelope),
        message.raw,
        tracing.hooks?.traceparent() ?? null,
      ],
    );
    // Transactional like the insert: the mail workers hear of it at commit.
    await manager.query(`SELECT pg_notify($1, '')`, [MAIL_CHANNEL]);
    return message.messageId;
  }
}
