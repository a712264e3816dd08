import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfigService } from '../../config/app-config.module';

const SECRET_NAME = 'link-tokens';

/**
 * Manage and chat tokens derived from ids with an HMAC of a server secret (issue 13), so any later e-mail can rebuild
 * the links from ids: the confirmation after a card payment, reschedule mails, reminders. What is stored is still
 * the token's SHA-256 and verification is unchanged; a token is as unguessable as the secret.
 *
 * The secret is TOKEN_SECRET (required in production); without it, one is generated the first time and kept in
 * app_secret, so every replica on the database agrees and a restart keeps the links in old e-mails working.
 */
@Injectable()
export class LinkTokensService implements OnModuleInit {
  private secret: Buffer | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {}

  async onModuleInit(): Promise<void> {
    const configured = this.config.get('tokenSecret', { infer: true });
    this.secret = Buffer.from(configured ?? (await this.storedSecret()), 'utf8');
  }

  /** The manage link's token of a booking (32 base64url characters, like the random ones before). */
  manage(bookingId: string): string {
    return this.derive('manage', bookingId);
  }

  /** The customer's token of a chat session. */
  chat(sessionId: string): string {
    return this.derive('chat', sessionId);
  }

  /** The signature in a booking's "Leave a review" link (issue 15; the reviews module composes and checks it). */
  review(bookingId: string): string {
    return this.derive('review', bookingId);
  }

  /** The unsubscribe token of a waitlist entry (issue 33): every waitlist e-mail carries the way off the list. */
  waitlist(entryId: string): string {
    return this.derive('waitlist', entryId);
  }

  /**
   * A subscriber's one-time sign-in link (issue 34): derived from the link row's id, so the e-mail can be written
   * from an event that names the row; the row stores the token's SHA-256, and using it once spends it.
   */
  signIn(linkId: string): string {
    return this.derive('sign-in', linkId);
  }

  private derive(purpose: string, id: string): string {
    if (!this.secret) throw new Error('LinkTokensService used before the module initialised');
    return createHmac('sha256', this.secret)
      .update(`${purpose}:${id}`, 'utf8')
      .digest()
      .subarray(0, 24)
      .toString('base64url');
  }

  /** Insert-if-absent, then read: two replicas starting together end up with the same secret. */
  private async storedSecret(): Promise<string> {
    await this.dataSource.query(`INSERT INTO app_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
      SECRET_NAME,
      randomBytes(32).toString('base64url'),
    ]);
    const [row] = await this.dataSource.query<
      Array<{
        value: string;
      }>
    >(`SELECT value FROM app_secret WHERE name = $1`, [SECRET_NAME]);
    return row.value;
  }
}
