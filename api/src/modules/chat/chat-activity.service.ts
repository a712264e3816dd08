import { CHAT_PREVIEW_LENGTH, type ChatLastMessage, type ChatSenderType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { encodeChatEvent } from './chat-events';
import { CHAT_NOTIFY_CHANNEL } from './chat-gateway.constants';

/** What the coach's session list shows of a booking's conversation besides the booking (issue 27); demo rooms have none. */
export interface ChatSessionSummary {
  unreadCount: number;
  lastMessage: ChatLastMessage | null;
}

interface SummaryRow {
  id: string;
  unread: number;
  last_id: string | null;
  last_text: string | null;
  last_sender_type: ChatSenderType | null;
  last_sender_name: string | null;
  last_at: Date | null;
}

/**
 * Unread = the customer's messages after the coach's mark: the later of the coach's read mark and the coach's last
 * reply (answering a message is seeing it). The same rule decides when the coach is e-mailed (chat-nudges.service.ts).
 */
export const COACH_MARK_SQL = `coalesce(greatest(s.coach_read_at,
  (SELECT max(c.created_at) FROM chat_message c WHERE c.session_id = s.id AND c.sender_type = 'coach')), '-infinity')`;

const SUMMARIES_SQL = `
  SELECT s.id,
    (SELECT count(*) FROM chat_message m
      WHERE m.session_id = s.id AND m.sender_type = 'client' AND m.created_at > ${COACH_MARK_SQL})::int AS unread,
    last.id AS last_id, last.text AS last_text, last.sender_type AS last_sender_type,
    last.sender_name AS last_sender_name, last.created_at AS last_at
  FROM chat_session s
  LEFT JOIN LATERAL (
    SELECT id, left(message, $2 + 1) AS text, sender_type, sender_name, created_at FROM chat_message
     WHERE session_id = s.id ORDER BY created_at DESC, id DESC LIMIT 1
  ) last ON true
  WHERE s.id = ANY($1::uuid[]) AND s.kind = 'booking'`;

/**
 * Moves the coach's mark up to the latest of the given messages (all of them when none are given), never back, and
 * tells the other instances in the same statement. Times are the database's own created_at, to the microsecond.
 */
const MARK_COACH_READ_SQL = `
  WITH mark AS (
    SELECT max(created_at) AS at FROM chat_message
     WHERE session_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
  )
  UPDATE chat_session s SET coach_read_at = mark.at FROM mark
   WHERE s.id = $1 AND mark.at IS NOT NULL AND (s.coach_read_at IS NULL OR s.coach_read_at < mark.at)
  RETURNING pg_notify($3, $4)`;

/** The customer was connected at `now()` (a join), or when the given message reached their socket. */
const MARK_CLIENT_SEEN_SQL = `
  UPDATE chat_session SET client_seen_at = greatest(client_seen_at,
    coalesce((SELECT created_at FROM chat_message WHERE id = $2::uuid AND session_id = $1), now()))
   WHERE id = $1`;

function preview(text: string): string {
  return text.length > CHAT_PREVIEW_LENGTH ? `${text.slice(0, CHAT_PREVIEW_LENGTH).trimEnd()}…` : text;
}

/** Who has seen what in a booking's conversation: the coach's read mark, the customer's presence, unread counts. */
@Injectable()
export class ChatActivityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summaries(sessionIds: readonly string[]): Promise<Map<string, ChatSessionSummary>> {
    if (sessionIds.length === 0) return new Map();
    const rows: SummaryRow[] = await this.dataSource.query(SUMMARIES_SQL, [[...sessionIds], CHAT_PREVIEW_LENGTH]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          unreadCount: row.unread,
          lastMessage:
            row.last_id && row.last_at
              ? {
                  id: row.last_id,
                  preview: preview(row.last_text ?? ''),
                  senderType: row.last_sender_type ?? 'client',
                  senderName: row.last_sender_name ?? '',
                  timestamp: row.last_at.toISOString(),
                }
              : null,
        },
      ]),
    );
  }

  /** True when the mark moved (then every instance's coach lists hear of it through NOTIFY). */
  async markCoachRead(sessionUuid: string, messageIds: readonly string[] | null, origin: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [, affected]: [unknown[], number] = await this.dataSource.query(MARK_COACH_READ_SQL, [
      sessionUuid,
      messageIds ? [...messageIds] : null,
      CHAT_NOTIFY_CHANNEL,
      encodeChatEvent(origin, { kind: 'seen', sessionUuid }),
    ]);
    return affected > 0;
  }

  async markClientSeen(sessionUuid: string, deliveredMessageId: string | null = null): Promise<void> {
    await this.dataSource.query(MARK_CLIENT_SEEN_SQL, [sessionUuid, deliveredMessageId]);
  }
}
