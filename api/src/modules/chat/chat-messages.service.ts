import { randomUUID } from 'node:crypto';
import {
  CHAT_LIFETIME_MESSAGES,
  CHAT_OPEN_AFTER_START_MS,
  CHAT_SESSION_MAX_MESSAGES,
  DEMO_MAX_MESSAGE_LENGTH,
  DEMO_ROOM_MAX_MESSAGES,
  type ChatMessageDto,
  type ChatSenderType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatSessionEntity } from './chat-session.entity';
import { toChatMessageDto, toEventMessage } from './chat-session.mapper';
import { CHAT_NOTIFY_CHANNEL, HISTORY_LIMIT, NOTIFY_READ_BATCH } from './chat-gateway.constants';
import { encodeChatEvent, type ChatEvent } from './chat-events';
import { chatClosure } from './chat-lifetime';
import { messageCapRefusal } from './chat-message-cap';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/uuid';

/** Who is speaking, as settled at join time (never taken from a send_message frame). */
export interface ChatParticipant {
  sessionUuid: string;
  userId: string;
  userName: string;
  userType: ChatSenderType;
}

/** A send either stored (then broadcast) or refused; `final` refusals mean the session takes nothing any more. */
export type AppendResult = { ok: true; message: ChatMessageEntity } | { ok: false; message: string; final: boolean };

/**
 * Chat messages in PostgreSQL. Every write commits together with its NOTIFY (a NOTIFY inside a transaction is
 * delivered at commit, or never), so other instances hear of exactly the messages that were stored.
 */
@Injectable()
export class ChatMessagesService {
  /**
   * This API instance, in NOTIFY payloads: the instance that stored an event has already delivered it to its
   * own sockets. Per provider, not per process, so two apps in one process (tests) are two instances too.
   */
  readonly instanceId = randomUUID();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    private readonly clock: Clock,
  ) {}

  /** The latest HISTORY_LIMIT messages, oldest first. */
  async history(sessionUuid: string): Promise<ChatMessageEntity[]> {
    const latest = await this.messages.find({
      where: { sessionId: sessionUuid },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return latest.reverse();
  }

  async findById(id: string): Promise<ChatMessageEntity | null> {
    return this.messages.findOneBy({ id });
  }

  /**
   * Persist, bump the session's activity times and announce (NOTIFY, delivered at commit) — together, under the
   * session's row lock: a booking cancelled a moment ago (its transaction sets `ended` under the same row) or a demo
   * room that is full, expired or gone takes nothing, and nothing is stored.
   */
  async append(sender: ChatParticipant, text: string): Promise<AppendResult> {
    const stored = await this.appendToOpenBooking(sender, text);
    return stored ? { ok: true, message: stored } : this.appendChecked(sender, text);
  }

  /**
   * The common case in one statement, one round trip (issue 20: the transaction below takes five, and on a busy
   * machine every round trip is a chance to wait for a core). It stores only into a booking's session that is open
   * by chatClosure's rule at the clock's `now`; anything else — a demo room, a session that has ended or is gone, a
   * message too long to travel in the NOTIFY — stores nothing here and returns null, and `appendChecked` decides
   * and says why. The payload's createdAt is filled in by the database (CREATED_AT_SLOT), so the other instances get
   * the stored timestamp without reading the message back.
   */
  private async appendToOpenBooking(sender: ChatParticipant, text: string): Promise<ChatMessageEntity | null> {
    const entity = this.newMessage(sender, text);
    entity.createdAt = new Date(0);
    const payload = encodeChatEvent(this.instanceId, {
      kind: 'message',
      sessionUuid: sender.sessionUuid,
      messageId: entity.id,
      message: toEventMessage(entity),
    });
    if (!payload.includes(CREATED_AT_SLOT)) return null;
    const rows: Array<{ created_at: Date }> = await this.dataSource.query(APPEND_TO_OPEN_BOOKING, [
      sender.sessionUuid,
      CHAT_OPEN_AFTER_START_MS,
      this.clock.now(),
      entity.id,
      entity.senderId,
      entity.senderName,
      entity.senderType,
      entity.message,
      CHAT_NOTIFY_CHANNEL,
      payload,
      CREATED_AT_SLOT,
      CHAT_SESSION_MAX_MESSAGES,
    ]);
    if (rows.length === 0) return null;
    entity.createdAt = rows[0].created_at;
    return entity;
  }

  private newMessage(sender: ChatParticipant, text: string): ChatMessageEntity {
    return this.messages.create({
      id: randomUUID(),
      sessionId: sender.sessionUuid,
      senderId: sender.userId,
      senderName: sender.userName,
      senderType: sender.userType,
      message: text,
      isRead: false,
    });
  }

  /** Every case, in a transaction that re-reads the session under its row lock and says why a message is refused. */
  private async appendChecked(sender: ChatParticipant, text: string): Promise<AppendResult> {
    return this.dataSource.transaction(async (manager) => {
      const session = await manager.findOne(ChatSessionEntity, {
        where: { id: sender.sessionUuid },
        lock: { mode: 'pessimistic_write' },
      });
      if (!session) throw new Error(`Chat session ${sender.sessionUuid} is gone`);
      const closure = chatClosure(session, this.clock.now());
      if (closure) return { ok: false, message: closure.message, final: true };
      const full = messageCapRefusal(session);
      if (full) return { ok: false, message: full, final: false };
      if (session.kind === 'demo') {
        if (text.length > DEMO_MAX_MESSAGE_LENGTH)
          return { ok: false, message: CHAT_LIFETIME_MESSAGES.demoTooLong, final: false };
        const count = await manager.countBy(ChatMessageEntity, { sessionId: session.id });
        if (count >= DEMO_ROOM_MAX_MESSAGES)
          return { ok: false, message: CHAT_LIFETIME_MESSAGES.demoFull, final: false };
      }
      const entity = this.newMessage(sender, text);
      // One round trip stores the message and returns its database timestamp (RETURNING), the next bumps the session
      // and announces the message, whole, to the other instances: they deliver it without reading it back.
      const inserted = await manager.insert(ChatMessageEntity, entity);
      const saved = Object.assign(entity, inserted.generatedMaps[0]);
      await manager.query(
        `UPDATE chat_session SET last_message_at = $2, started_at = coalesce(started_at, now()),
           message_count = message_count + 1 WHERE id = $1
         RETURNING pg_notify($3, $4)`,
        [
          sender.sessionUuid,
          saved.createdAt,
          CHAT_NOTIFY_CHANNEL,
          encodeChatEvent(this.instanceId, {
            kind: 'message',
            sessionUuid: sender.sessionUuid,
            messageId: saved.id,
            message: toEventMessage(saved),
          }),
        ],
      );
      return { ok: true, message: saved };
    });
  }

  /**
   * Marks as read what the reader has seen from others (everything unread in the session, or just the given
   * ids). Returns the ids that changed, so read receipts go out once per message.
   */
  async markRead(reader: ChatParticipant, messageIds?: string[]): Promise<string[]> {
    const ids = messageIds?.filter((id) => isUuid(id));
    if (ids && ids.length === 0) return [];
    return this.dataSource.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder()
        .update(ChatMessageEntity)
        .set({ isRead: true })
        .where('session_id = :session', { session: reader.sessionUuid })
        .andWhere('is_read = false')
        .andWhere('NOT (sender_id = :me AND sender_type = :type)', { me: reader.userId, type: reader.userType });
      if (ids) query.andWhere({ id: In(ids) });
      const result = await query.returning(['id']).execute();
      const changed = (result.raw as Array<{ id: string }>).map((row) => row.id);
      for (let i = 0; i < changed.length; i += NOTIFY_READ_BATCH) {
        await this.notify(manager.query.bind(manager), {
          kind: 'read',
          sessionUuid: reader.sessionUuid,
          messageIds: changed.slice(i, i + NOTIFY_READ_BATCH),
          readerType: reader.userType,
        });
      }
      return changed;
    });
  }

  private async notify(query: Query, event: ChatEvent): Promise<void> {
    await query('SELECT pg_notify($1, $2)', [CHAT_NOTIFY_CHANNEL, encodeChatEvent(this.instanceId, event)]);
  }
}

type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

/**
 * The createdAt of a payload encoded before the message has one. Quotes inside a JSON string value are escaped,
 * so this key-and-value text can only be the key itself, never part of what someone wrote.
 */
const CREATED_AT_SLOT = `"createdAt":"${new Date(0).toISOString()}"`;

/**
 * The lock re-reads the session row as committed by then (READ COMMITTED), so a cancellation that committed while
 * this waited is seen. The open rule is chatClosure's for a booking: not ended, and before its start plus
 * CHAT_OPEN_AFTER_START_MS, and below the message cap ($12; chat-message-cap.ts): the counter is re-checked on the row
 * version the lock waited for. to_char's MS truncates as the driver does, so the NOTIFY's time and the stored one agree.
 */
const APPEND_TO_OPEN_BOOKING = `
  WITH open_session AS (
    SELECT id FROM chat_session
    WHERE id = $1 AND kind = 'booking' AND status <> 'ended'
      AND (scheduled_at IS NULL OR $3::timestamptz < scheduled_at + $2::double precision * interval '1 millisecond')
      AND message_count < $12
    FOR UPDATE
  ), stored AS (
    INSERT INTO chat_message (id, session_id, sender_id, sender_name, sender_type, message, is_read)
    SELECT $4, id, $5, $6, $7, $8, false FROM open_session
    RETURNING created_at
  ), bumped AS (
    UPDATE chat_session SET last_message_at = stored.created_at, started_at = coalesce(started_at, now()),
      message_count = chat_session.message_count + 1
    FROM stored WHERE chat_session.id = $1
  )
  SELECT created_at,
    pg_notify($9, replace($10, $11, '"createdAt":"' ||
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'))
  FROM stored`;

/** The wire form, under the session id the receiving client joined with. */
export function toWireMessage(entity: ChatMessageEntity, wireSessionId: string): ChatMessageDto {
  return { ...toChatMessageDto(entity), sessionId: wireSessionId };
}
