import { CHAT_OPEN_AFTER_START_MS, type ChatSenderType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { COACH_MARK_SQL } from './chat-activity.service';

/** DESIGN §3: a message nobody has seen for this long e-mails its reader. */
export const CHAT_NUDGE_DELAY_MS = 5 * 60_000;
/** A nudge not sent within this long after the last message (the workers were down) is not sent any more. */
const NUDGE_WINDOW_MS = 24 * 60 * 60_000;

/** Who is e-mailed: `coach` about a customer's unanswered burst, `client` about a coach reply they have not seen. */
export type ChatNudgeKind = 'coach' | 'client';

export interface DueChatNudge {
  sessionId: string;
  bookingId: string;
  kind: ChatNudgeKind;
  /** The burst's first message time, as the database's text (microseconds kept): what "once per burst" is keyed on. */
  firstAt: string;
}

export interface NudgedMessage {
  senderName: string;
  message: string;
  createdAt: Date;
}

/** The last coach reply: a customer burst is the customer's messages after it. */
const LAST_REPLY = `(SELECT max(c.created_at) FROM chat_message c WHERE c.session_id = s.id AND c.sender_type = 'coach')`;
/** The first customer message the coach has neither seen nor answered. */
const COACH_FIRST = `(SELECT min(m.created_at) FROM chat_message m
  WHERE m.session_id = s.id AND m.sender_type = 'client' AND m.created_at > ${COACH_MARK_SQL})`;
/** The first coach reply sent after the customer was last connected. */
const CLIENT_FIRST = `(SELECT min(m.created_at) FROM chat_message m
  WHERE m.session_id = s.id AND m.sender_type = 'coach' AND m.created_at > coalesce(s.client_seen_at, '-infinity'))`;
/** Unseen long enough, and not e-mailed yet in this burst (since the coach's last reply). */
const COACH_DUE = `(${COACH_FIRST} <= $1::timestamptz - $2::double precision * interval '1 millisecond'
  AND (s.coach_nudged_for IS NULL OR s.coach_nudged_for <= coalesce(${LAST_REPLY}, '-infinity')))`;
/** Unseen long enough, and not e-mailed yet since the customer was last connected. */
const CLIENT_DUE = `(${CLIENT_FIRST} <= $1::timestamptz - $2::double precision * interval '1 millisecond'
  AND (s.client_nudged_for IS NULL OR s.client_nudged_for <= coalesce(s.client_seen_at, '-infinity')))`;

/**
 * Due nudges, their sessions locked for the caller's transaction only. SKIP LOCKED: another instance's worker passes
 * over sessions this one holds; one whose nudge committed is no longer due (the nudged_for columns are on the locked
 * row, so they are re-checked on the version the lock returns). Only open booking sessions: a cancelled or finished
 * chat takes no replies.
 */
const CLAIM_SQL = `
  SELECT s.id, s.booking_id,
    CASE WHEN ${COACH_DUE} THEN ${COACH_FIRST}::text END AS coach_first,
    CASE WHEN ${CLIENT_DUE} THEN ${CLIENT_FIRST}::text END AS client_first
  FROM chat_session s
  WHERE s.kind = 'booking' AND s.booking_id IS NOT NULL AND s.status <> 'ended'
    AND (s.scheduled_at IS NULL OR $1::timestamptz < s.scheduled_at + $3::double precision * interval '1 millisecond')
    AND s.last_message_at >= $1::timestamptz - $4::double precision * interval '1 millisecond'
    AND (${COACH_DUE} OR ${CLIENT_DUE})
  ORDER BY s.last_message_at, s.id
  LIMIT $5
  FOR UPDATE OF s SKIP LOCKED`;

interface ClaimRow {
  id: string;
  booking_id: string;
  coach_first: string | null;
  client_first: string | null;
}

/**
 * The chat side of the nudge e-mails (issue 27): which conversations have a message waiting too long for its reader,
 * what those messages say, and the record that the e-mail went out. The notifications module writes the e-mails in
 * the same transaction (ChatNudgeWorker), so a nudge is recorded if and only if its e-mail is in the outbox.
 */
@Injectable()
export class ChatNudgesService {
  async claimDue(manager: EntityManager, now: Date, limit: number): Promise<DueChatNudge[]> {
    const rows: ClaimRow[] = await manager.query(CLAIM_SQL, [
      now,
      CHAT_NUDGE_DELAY_MS,
      CHAT_OPEN_AFTER_START_MS,
      NUDGE_WINDOW_MS,
      limit,
    ]);
    return rows.flatMap((row) => {
      const due: DueChatNudge[] = [];
      const base = { sessionId: row.id, bookingId: row.booking_id };
      if (row.coach_first) due.push({ ...base, kind: 'coach', firstAt: row.coach_first });
      if (row.client_first) due.push({ ...base, kind: 'client', firstAt: row.client_first });
      return due;
    });
  }

  /** The waiting messages themselves (the latest `limit` of them, oldest first), for the e-mail to quote. */
  async waitingMessages(manager: EntityManager, nudge: DueChatNudge, limit: number): Promise<NudgedMessage[]> {
    const sender: ChatSenderType = nudge.kind === 'coach' ? 'client' : 'coach';
    const rows: Array<{ sender_name: string; message: string; created_at: Date }> = await manager.query(
      `SELECT sender_name, message, created_at FROM chat_message
        WHERE session_id = $1 AND sender_type = $2 AND created_at >= $3::timestamptz
        ORDER BY created_at DESC, id DESC LIMIT $4`,
      [nudge.sessionId, sender, nudge.firstAt, limit],
    );
    return rows.reverse().map((r) => ({ senderName: r.sender_name, message: r.message, createdAt: r.created_at }));
  }

  /** This burst has had its e-mail (or never will: no address or link to send it to). Caller's transaction. */
  async markNudged(manager: EntityManager, nudge: DueChatNudge): Promise<void> {
    const column = nudge.kind === 'coach' ? 'coach_nudged_for' : 'client_nudged_for';
    await manager.query(`UPDATE chat_session SET ${column} = $2::timestamptz WHERE id = $1`, [
      nudge.sessionId,
      nudge.firstAt,
    ]);
  }
}
