import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CHAT_OPEN_AFTER_START_MS,
  type BrandId,
  type ChatSessionViewDto,
  type CoachChatSessionDto,
} from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import type { AppConfigService } from '../../config/app-config.module';
import { LinkTokensService } from '../link-tokens/link-tokens.service';
import { ChatSessionEntity } from './chat-session.entity';
import { toChatSessionView, toCoachChatSessionDto } from './chat-session.mapper';
import { chatClosure, ENDED_LISTED_DAYS, endedReason } from './chat-lifetime';
import { encodeChatEvent } from './chat-events';
import { CHAT_NOTIFY_CHANNEL } from './chat-gateway.constants';
import { ChatActivityService } from './chat-activity.service';

/** The NOTIFY origin of events raised outside the gateway: no instance has delivered them yet, so every one does. */
const LIFECYCLE_ORIGIN = 'booking-lifecycle';

export const hashChatToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ChatBookingInfo {
  bookingId: string;
  brand: BrandId;
  clientName: string;
  serviceName: string;
  scheduledAt: Date;
}

/** What a chat booking hands back to the customer, once. */
export interface ChatAccess {
  sessionId: string;
  token: string;
}

/**
 * Chat sessions (SPEC §3). Bookings open them inside their own transaction; the customer joins with the token
 * returned by the booking, the coach with an admin session. The WebSocket gateway uses `verifyToken`.
 */
@Injectable()
export class ChatSessionsService {
  constructor(
    @InjectRepository(ChatSessionEntity) private readonly sessions: Repository<ChatSessionEntity>,
    @Inject(ConfigService) private readonly config: AppConfigService,
    private readonly linkTokens: LinkTokensService,
    private readonly activity: ChatActivityService,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs in the caller's transaction, so a booking and its chat session exist together or not at all. The token is
   * derived from the session id (LinkTokensService), so reminders can carry the chat link again; only its hash is stored.
   */
  async createForBooking(manager: EntityManager, booking: ChatBookingInfo): Promise<ChatAccess> {
    const id = randomUUID();
    const token = this.linkTokens.chat(id);
    const session = manager.create(ChatSessionEntity, {
      id,
      bookingId: booking.bookingId,
      brand: booking.brand,
      coachId: `coach:${booking.brand}`,
      clientId: `client:${booking.bookingId}`,
      clientName: booking.clientName,
      serviceName: booking.serviceName,
      platform: 'live-chat',
      status: 'active',
      tokenHash: hashChatToken(token),
      scheduledAt: booking.scheduledAt,
    });
    await manager.insert(ChatSessionEntity, session);
    return { sessionId: session.id, token };
  }

  /** A rescheduled booking's session moves with it (the session page shows the scheduled time). Caller's transaction. */
  async rescheduleForBooking(manager: EntityManager, bookingId: string, scheduledAt: Date): Promise<void> {
    await manager.update(ChatSessionEntity, { bookingId }, { scheduledAt });
  }

  /**
   * A cancelled booking's session is over: joins and sends are refused from the commit on (the send re-reads the
   * status under a row lock), and the coach's list shows it as ended. Caller's transaction.
   */
  async endForBooking(manager: EntityManager, bookingId: string): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(ChatSessionEntity)
      .set({ status: 'ended' })
      .where('booking_id = :bookingId', { bookingId })
      .returning(['id'])
      .execute();
    // Delivered at commit (or never): open chat pages switch to "ended" at once instead of on their next send.
    for (const { id } of result.raw as Array<{ id: string }>) {
      await manager.query('SELECT pg_notify($1, $2)', [
        CHAT_NOTIFY_CHANNEL,
        encodeChatEvent(LIFECYCLE_ORIGIN, { kind: 'ended', sessionUuid: id, reason: 'cancelled' }),
      ]);
    }
  }

  /** A lapsed hold paid late after all (its chat ended with the release): the session is open again. */
  async reopenForBooking(manager: EntityManager, bookingId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ChatSessionEntity)
      .set({ status: 'active' })
      .where('booking_id = :bookingId AND status = :ended', { bookingId, ended: 'ended' })
      .execute();
  }

  async findById(id: string): Promise<ChatSessionEntity | null> {
    return this.sessions.findOneBy({ id });
  }

  /** Constant-time check of a customer's token against a session. */
  verifyToken(session: ChatSessionEntity, token: string | undefined): boolean {
    if (!token) return false;
    return timingSafeEqual(Buffer.from(hashChatToken(token), 'hex'), Buffer.from(session.tokenHash, 'hex'));
  }

  /** Null for a demo room that has expired: it is as gone as a pruned one. */
  view(session: ChatSessionEntity): ChatSessionViewDto | null {
    const now = this.clock.now();
    if (chatClosure(session, now)?.kind === 'expired') return null;
    return toChatSessionView(
      session,
      this.config.get('brands', { infer: true })[session.brand].coachName,
      endedReason(session, now),
    );
  }

  /**
   * Customer sessions for the coach: the open ones first, then those ended within ENDED_LISTED_DAYS (cancelled, or
   * past their time), each group latest activity first, each with its unread count and last message. Demo rooms are
   * not customers and stay out of the list.
   */
  async listForCoach(): Promise<CoachChatSessionDto[]> {
    const now = this.clock.now();
    const openAfterStart = `${CHAT_OPEN_AFTER_START_MS} milliseconds`;
    const rows = await this.sessions
      .createQueryBuilder('c')
      .where(`c.kind = 'booking'`)
      .andWhere('c.booking_id IS NOT NULL')
      .andWhere(
        `(c.scheduled_at IS NULL OR c.scheduled_at > :now::timestamptz - :openAfterStart::interval - make_interval(days => :days))`,
        { now, openAfterStart, days: ENDED_LISTED_DAYS },
      )
      .orderBy(
        `CASE WHEN c.status = 'ended' OR c.scheduled_at <= :now::timestamptz - :openAfterStart::interval THEN 1 ELSE 0 END`,
        'ASC',
      )
      .addOrderBy('coalesce(c.last_message_at, c.created_at)', 'DESC')
      .limit(200)
      .getMany();
    const summaries = await this.activity.summaries(rows.map((row) => row.id));
    const none = { unreadCount: 0, lastMessage: null };
    return rows.map((row) => toCoachChatSessionDto(row, endedReason(row, now), summaries.get(row.id) ?? none));
  }
}
