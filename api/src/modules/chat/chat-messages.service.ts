import { randomUUID } from 'node:crypto';
import {
  CHAT_LIFETIME_MESSAGES,
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
   * Persist, bump the session's activity times and announce — all in one transaction, after re-reading the session
   * under a row lock: a booking cancelled a moment ago (its transaction sets `ended` under the same row) or a demo
   * room that is full, expired or gone takes nothing, and nothing is stored.
   */
  async append(sender: ChatParticipant, text: string): Promise<AppendResult> {
    return this.dataSource.transaction(async (manager) => {
      const session = await manager.findOne(ChatSessionEntity, {
        where: { id: sender.sessionUuid },
        lock: { mode: 'pessimistic_write' },
      });
      if (!session) throw new Error(`Chat session ${sender.sessionUuid} is gone`);
      const closure = chatClosure(session, this.clock.now());
      if (closure) return { ok: false, message: closure.message, final: true };
      if (session.kind === 'demo') {
        if (text.length > DEMO_MAX_MESSAGE_LENGTH)
          return { ok: false, message: CHAT_LIFETIME_MESSAGES.demoTooLong, final: false };
        const count = await manager.countBy(ChatMessageEntity, { sessionId: session.id });
        if (count >= DEMO_ROOM_MAX_MESSAGES)
          return { ok: false, message: CHAT_LIFETIME_MESSAGES.demoFull, final: false };
      }
      const entity = manager.create(ChatMessageEntity, {
        id: randomUUID(),
        sessionId: sender.sessionUuid,
        senderId: sender.userId,
        senderName: sender.userName,
        senderType: sender.userType,
        message: text,
        isRead: false,
      });
      // One round trip stores the message and returns its database timestamp (RETURNING), the next bumps the session
      // and announces the message, whole, to the other instances: they deliver it without reading it back.
      const inserted = await manager.insert(ChatMessageEntity, entity);
      const saved = Object.assign(entity, inserted.generatedMaps[0]);
      await manager.query(
        `UPDATE chat_session SET last_message_at = $2, started_at = coalesce(started_at, now()) WHERE id = $1
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

/** The wire form, under the session id the receiving client joined with. */
export function toWireMessage(entity: ChatMessageEntity, wireSessionId: string): ChatMessageDto {
  return { ...toChatMessageDto(entity), sessionId: wireSessionId };
}
