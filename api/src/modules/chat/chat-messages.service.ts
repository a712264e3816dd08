import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ChatMessageDto, ChatSenderType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatSessionEntity } from './chat-session.entity';
import { toChatMessageDto } from './chat-session.mapper';
import {
  CHAT_NOTIFY_CHANNEL,
  DEMO_CHAT_SESSION_UUID,
  DEMO_KEEP_HOURS,
  DEMO_KEEP_MESSAGES,
  HISTORY_LIMIT,
  NOTIFY_READ_BATCH,
} from './chat-gateway.constants';
import { encodeChatEvent, type ChatEvent } from './chat-events';

/** Who is speaking, as settled at join time (never taken from a send_message frame). */
export interface ChatParticipant {
  sessionUuid: string;
  userId: string;
  userName: string;
  userType: ChatSenderType;
}

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
  ) {}

  /**
   * The public demo room's row, created on first use rather than by a migration, so a database where nobody
   * tried the demo holds booking sessions only. Its token hash is random and never handed out: nobody joins
   * it by token (clients address it as DEMO_CHAT_SESSION_ID).
   */
  async ensureDemoSession(): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ChatSessionEntity)
      .values({
        id: DEMO_CHAT_SESSION_UUID,
        bookingId: null,
        brand: 'coaching',
        coachId: 'coach:coaching',
        clientId: 'demo',
        clientName: 'Guest',
        serviceName: 'Live Chat Demo',
        platform: 'live-chat',
        status: 'active',
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        scheduledAt: null,
      })
      .orIgnore()
      .execute();
  }

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

  /** Persist, bump the session's activity times, prune the demo, and announce — all in one transaction. */
  async append(sender: ChatParticipant, text: string): Promise<ChatMessageEntity> {
    return this.dataSource.transaction(async (manager) => {
      const entity = manager.create(ChatMessageEntity, {
        id: randomUUID(),
        sessionId: sender.sessionUuid,
        senderId: sender.userId,
        senderName: sender.userName,
        senderType: sender.userType,
        message: text,
        isRead: false,
      });
      await manager.insert(ChatMessageEntity, entity);
      const saved = await manager.findOneByOrFail(ChatMessageEntity, { id: entity.id });
      await manager
        .createQueryBuilder()
        .update(ChatSessionEntity)
        .set({ lastMessageAt: saved.createdAt, startedAt: () => 'coalesce(started_at, now())' })
        .where('id = :id', { id: sender.sessionUuid })
        .execute();
      if (sender.sessionUuid === DEMO_CHAT_SESSION_UUID) await this.pruneDemo(manager.query.bind(manager));
      await this.notify(manager.query.bind(manager), { kind: 'message', sessionUuid: sender.sessionUuid, messageId: saved.id });
      return saved;
    });
  }

  /**
   * Marks as read what the reader has seen from others (everything unread in the session, or just the given
   * ids). Returns the ids that changed, so read receipts go out once per message.
   */
  async markRead(reader: ChatParticipant, messageIds?: string[]): Promise<string[]> {
    const ids = messageIds?.filter((id) => UUID.test(id));
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

  /** The demo keeps its latest messages only, none older than DEMO_KEEP_HOURS. */
  private async pruneDemo(query: Query): Promise<void> {
    await query(
      `DELETE FROM chat_message
        WHERE session_id = $1
          AND (created_at < now() - make_interval(hours => $2)
               OR id NOT IN (SELECT id FROM chat_message WHERE session_id = $1 ORDER BY created_at DESC, id DESC LIMIT $3))`,
      [DEMO_CHAT_SESSION_UUID, DEMO_KEEP_HOURS, DEMO_KEEP_MESSAGES],
    );
  }

  private async notify(query: Query, event: ChatEvent): Promise<void> {
    await query('SELECT pg_notify($1, $2)', [CHAT_NOTIFY_CHANNEL, encodeChatEvent(this.instanceId, event)]);
  }
}

type Query = (sql: string, parameters?: unknown[]) => Promise<unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wire form: the demo's row is addressed as DEMO_CHAT_SESSION_ID by clients. */
export function toWireMessage(entity: ChatMessageEntity, wireSessionId: string): ChatMessageDto {
  return { ...toChatMessageDto(entity), sessionId: wireSessionId };
}
