import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_LINKS_PER_ADDRESS,
  SUBSCRIBER_SESSION_DAYS,
  type SubscriberSessionDto,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { isUuid } from '../../../common/uuid';
import { DomainEvents } from '../../domain-events/domain-events';
import { LinkTokensService } from '../../link-tokens/link-tokens.service';
import { historiesOf } from '../subscription-history';
import { SubscriptionEntity } from '../subscription.entity';
import { toSubscriptionDto } from '../subscription.mapper';

const MINUTE = 60_000;
const LINK_MS = SIGN_IN_LINK_MINUTES * MINUTE;
const SESSION_MS = SUBSCRIBER_SESSION_DAYS * 24 * 60 * MINUTE;
/** Used and expired links are kept a day (the per-address cap counts recent ones), then dropped. */
const LINK_KEEP_MS = 24 * 60 * MINUTE;
/** Only a SHA-256 of a link or session token is stored, so a database dump opens nothing. */
const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A live subscriber session: the e-mail it is bound to and, for a session a new plan opened, that plan only. */
export interface SubscriberSession {
  id: string;
  email: string;
  /** null: every subscription of `email`. */
  subscriptionIds: string[] | null;
  expiresAt: Date;
}

/** A session just opened: the token goes into the cookie, never into the database. */
export interface OpenedSession {
  token: string;
  session: SubscriberSession;
  /** The cookie's Max-Age: the session's remaining life by the Clock. */
  maxAgeSeconds: number;
}

interface SessionRow {
  id: string;
  email: string;
  subscription_ids: string[] | null;
  expires_at: Date;
}

const toSession = (row: SessionRow): SubscriberSession => ({
  id: row.id,
  email: row.email,
  subscriptionIds: row.subscription_ids,
  expiresAt: new Date(row.expires_at),
});

/**
 * Subscriber access (DESIGN §3, issue 15): e-mailed single-use sign-in links and the sessions they open. Every time
 * comes from the injected Clock, so tests can expire a link without waiting.
 */
@Injectable()
export class SubscriberAccessService {
  constructor(
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly clock: Clock,
    private readonly linkTokens: LinkTokensService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * "Access Your Subscription": e-mails the address a one-time link, or a note that it has no subscription. Both
   * paths write the same rows (a link row and an event naming it; the e-mail is chosen when the event is handled) and
   * the caller answers the same 202, so neither the answer nor its timing tells whether a subscription exists. Past
   * the cap (issueLink) nothing more is sent, silently: the form cannot be used to flood a mailbox.
   */
  async requestLink(email: string, client: string | null): Promise<void> {
    await this.subscriptions.manager.transaction(async (manager) => {
      const signInLinkId = await this.issueLink(manager, email, client);
      // Without a subscription the link row stays unused (the note carries no link); it only counts towards the cap.
      if (signInLinkId !== null) await this.events.publish(manager, 'subscriber.sign_in_requested', { signInLinkId });
    });
  }

  /**
   * A new one-time link for `email`, in the caller's transaction, or null past the cap: SIGN_IN_LINKS_PER_ADDRESS
   * per SIGN_IN_LINK_MINUTES for each (address, client). The cap is per client so that a stranger asking for the
   * victim's address only uses up the stranger's own share (issue 28): the owner's request still gets a working
   * link, and every link already sent stays valid until it expires or is used. Returns the link row's id: its token
   * is derived from it (LinkTokensService.signIn) by whoever writes the e-mail, and only its SHA-256 is stored.
   */
  async issueLink(manager: EntityManager, email: string, client: string | null): Promise<string | null> {
    const now = this.clock.now();
    // One request per address at a time, so two simultaneous requests cannot both pass the cap.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`subscriber-sign-in:${email.toLowerCase()}`]);
    await manager.query('DELETE FROM subscriber_sign_in_link WHERE created_at < $1', [
      new Date(now.getTime() - LINK_KEEP_MS),
    ]);
    const [{ recent }] = await manager.query<Array<{ recent: number }>>(
      `SELECT count(*)::int AS recent FROM subscriber_sign_in_link
        WHERE lower(email) = lower($1) AND created_at > $2 AND client_address IS NOT DISTINCT FROM $3`,
      [email, new Date(now.getTime() - LINK_MS), client],
    );
    if (recent >= SIGN_IN_LINKS_PER_ADDRESS) return null;
    const id = randomUUID();
    await manager.query(
      `INSERT INTO subscriber_sign_in_link (id, token_hash, email, client_address, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, sha256(this.linkTokens.signIn(id)), email, client, now, new Date(now.getTime() + LINK_MS)],
    );
    return id;
  }

  /**
   * Opening the e-mailed link: the link is spent (single use, row-locked so two tabs cannot both use it) and a
   * session bound to its e-mail opens for SUBSCRIBER_SESSION_DAYS.
   */
  async exchange(token: string): Promise<OpenedSession> {
    const now = this.clock.now();
    return this.subscriptions.manager.transaction(async (manager) => {
      const [link] = await manager.query<Array<{ id: string; email: string; expires_at: Date; used_at: Date | null }>>(
        `SELECT id, email, expires_at, used_at FROM subscriber_sign_in_link WHERE token_hash = $1 FOR UPDATE`,
        [sha256(token)],
      );
      if (!link) throw new DomainError(ErrorCode.SIGN_IN_LINK_INVALID);
      if (link.used_at) throw new DomainError(ErrorCode.SIGN_IN_LINK_USED);
      if (new Date(link.expires_at).getTime() <= now.getTime()) {
        throw new DomainError(ErrorCode.SIGN_IN_LINK_EXPIRED);
      }
      await manager.query('UPDATE subscriber_sign_in_link SET used_at = $2 WHERE id = $1', [link.id, now]);
      return this.open(manager, link.email, null, new Date(now.getTime() + SESSION_MS));
    });
  }

  /** The live session a cookie stands for, or null (none, unknown, expired, signed out). */
  async sessionFor(token: string | undefined): Promise<SubscriberSession | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.subscriptions.query<SessionRow[]>(
      `SELECT id, email, subscription_ids, expires_at FROM subscriber_session WHERE token_hash = $1 AND expires_at > $2`,
      [sha256(token), this.clock.now()],
    );
    return row ? toSession(row) : null;
  }

  async signOut(session: SubscriberSession | null): Promise<void> {
    if (session) await this.subscriptions.query('DELETE FROM subscriber_session WHERE id = $1', [session.id]);
  }

  /** The dashboard: the session's subscriptions, newest first. */
  async mine(session: SubscriberSession): Promise<SubscriberSessionDto> {
    const rows = await this.visibleTo(session).orderBy('s.created_at', 'DESC').limit(100).getMany();
    const now = this.clock.now();
    const histories = await historiesOf(
      this.subscriptions.manager,
      rows.map((row) => row.id),
    );
    return {
      email: session.email,
      expiresAt: session.expiresAt.toISOString(),
      subscriptions: rows.map((row) => toSubscriptionDto(row, now, histories.get(row.id))),
    };
  }

  /**
   * 404 (the same answer as an unknown id) unless the subscription belongs to the session: whether someone else's
   * subscription exists is nobody's business.
   */
  async assertVisible(session: SubscriberSession, subscriptionId: string): Promise<void> {
    const found =
      isUuid(subscriptionId) &&
      (await this.visibleTo(session).andWhere('s.id = :id', { id: subscriptionId }).getExists());
    if (!found) throw new DomainError(ErrorCode.SUBSCRIPTION_NOT_FOUND);
  }

  private visibleTo(session: SubscriberSession) {
    const query = this.subscriptions
      .createQueryBuilder('s')
      .where('lower(s.customer_email) = lower(:email)', { email: session.email });
    if (session.subscriptionIds) {
      // An empty list would be `IN ()`: a session always holds at least the plan that opened it.
      query.andWhere('s.id IN (:...ids)', { ids: session.subscriptionIds.length ? session.subscriptionIds : [null] });
    }
    return query;
  }

  private async open(
    manager: EntityManager,
    email: string,
    subscriptionIds: string[] | null,
    expiresAt: Date,
  ): Promise<OpenedSession> {
    const token = newToken();
    const now = this.clock.now();
    // Old rows are useless; dropping them here keeps the table small without a scheduler.
    await manager.query('DELETE FROM subscriber_session WHERE expires_at <= $1', [now]);
    const [row] = await manager.query<SessionRow[]>(
      `INSERT INTO subscriber_session (token_hash, email, subscription_ids, created_at, expires_at)
       VALUES ($1, $2, $3::uuid[], $4, $5) RETURNING id, email, subscription_ids, expires_at`,
      [sha256(token), email, subscriptionIds, now, expiresAt],
    );
    return { token, session: toSession(row), maxAgeSeconds: Math.round((expiresAt.getTime() - now.getTime()) / 1000) };
  }
}
