import type { AgendaPaymentFilter, AgendaStatusFilter, BrandId } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type BookingView, VIEW_COLUMNS, viewFromRow, type ViewRow } from './booking-view';
import { liveBookingSql } from './live-booking.sql';

/** A booking as the e-mails describe it: the read model, its invite sequence and its chat session. */
export interface BookingSnapshot extends BookingView {
  icsSequence: number;
  /** The chat session and its token's stored hash: a rebuilt link is only used when it matches (see BookingLinks). */
  chatSessionId: string | null;
  chatTokenHash: string | null;
  /** The customer's chat link, rebuilt from the session id (BookingLinks); null for other deliveries. */
  chatLink: string | null;
  /** The booked service's length in the catalogue (minutes; 0: a chat of no set length; null: no longer listed). */
  serviceMinutes: number | null;
}

type SnapshotRow = ViewRow & {
  icsSequence: number | string;
  chatSessionId: string | null;
  chatTokenHash: string | null;
  serviceMinutes: number | string | null;
};

const FROM_VIEW = `FROM booking b JOIN time_slot s ON s.id = b.time_slot_id`;

/** One statement gives booking, slot, chat session and the service's length. */
const SNAPSHOT_SQL = `
  SELECT ${VIEW_COLUMNS}, b.ics_sequence AS "icsSequence", c.id AS "chatSessionId",
         c.token_hash AS "chatTokenHash", sv.duration AS "serviceMinutes"
    ${FROM_VIEW}
    LEFT JOIN chat_session c ON c.booking_id = b.id
    LEFT JOIN service sv ON sv.id = b.service_id
   WHERE b.id = ANY($1::uuid[])`;

function toSnapshot(row: SnapshotRow): BookingSnapshot {
  return {
    ...viewFromRow(row),
    icsSequence: Number(row.icsSequence),
    chatSessionId: row.chatSessionId,
    chatTokenHash: row.chatTokenHash,
    chatLink: null,
    serviceMinutes: row.serviceMinutes === null ? null : Number(row.serviceMinutes),
  };
}

/**
 * The booking table's reads for other modules (issue 17: one owner per table) — notifications, reviews, scheduling
 * and the coach agenda ask here instead of querying `booking` themselves; writes are BookingsRepository's. Reads that
 * belong to a caller's transaction take its EntityManager.
 */
@Injectable()
export class BookingReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The booking and its slot, as the caller's transaction sees them; null if it does not exist. */
  async view(manager: EntityManager, id: string): Promise<BookingView | null> {
    const [row] = await manager.query<ViewRow[]>(`SELECT ${VIEW_COLUMNS} ${FROM_VIEW} WHERE b.id = $1`, [id]);
    return row ? viewFromRow(row) : null;
  }

  /**
   * The committed booking as e-mails describe it, for an event handler's transaction. Lock first, read after, in two
   * statements: a reschedule, cancellation or payment holding the booking row commits before this reads it (no
   * reminders armed for a time the booking no longer has), and the lock order — booking, then its mail state — is
   * the one those transactions use, so the two cannot deadlock (the reminder rows' foreign key would otherwise wait
   * on the booking while they wait on the handler's mail state). KEY SHARE blocks only updates and deletes of the row.
   */
  async snapshotForMail(manager: EntityManager, id: string): Promise<BookingSnapshot | null> {
    await manager.query(`SELECT 1 FROM booking WHERE id = $1 FOR KEY SHARE`, [id]);
    const [row] = await manager.query<SnapshotRow[]>(SNAPSHOT_SQL, [[id]]);
    return row ? toSnapshot(row) : null;
  }

  /** Several bookings as e-mails describe them, unlocked (the reminder worker holds its own rows), by id. */
  async snapshots(manager: EntityManager, ids: readonly string[]): Promise<Map<string, BookingSnapshot>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.query<SnapshotRow[]>(SNAPSHOT_SQL, [[...new Set(ids)]]);
    return new Map(rows.map((row) => [row.id, toSnapshot(row)]));
  }

  /**
   * The live bookings on these slots at `now` (live-booking.ts: the rule and the index behind it): slot id → when
   * its card hold lapses, or null for a confirmed booking (held until cancelled). A slot not in the map is free.
   */
  async liveOnSlots(slotIds: readonly string[], now: Date): Promise<Map<string, Date | null>> {
    if (slotIds.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ slot_id: string; hold_ends: Date | string | null }>>(
      `SELECT time_slot_id AS slot_id, CASE WHEN status = 'pending_payment' THEN hold_expires_at END AS hold_ends
         FROM booking
        WHERE time_slot_id = ANY($1::uuid[]) AND ${liveBookingSql('', '$2')}`,
      [slotIds, now],
    );
    return new Map(rows.map((row) => [row.slot_id, row.hold_ends ? new Date(row.hold_ends) : null]));
  }

  /**
   * The coach's agenda (issue 27): bookings on slots between two business-local dates, in slot order, filtered as
   * the console asks; each with its chat session id. `now` decides which card holds have lapsed.
   */
  async coachAgenda(filter: CoachAgendaFilter, now: Date, limit: number): Promise<CoachBookingRow[]> {
    const rows = await this.dataSource.query<Array<ViewRow & { chatSessionId: string | null }>>(
      `SELECT ${VIEW_COLUMNS}, c.id AS "chatSessionId" ${FROM_VIEW}
         LEFT JOIN chat_session c ON c.booking_id = b.id
        WHERE s.date >= $1 AND ($2::text IS NULL OR s.date <= $2)
          AND ($3::text IS NULL OR b.brand = $3)
          AND ($4::text IS NULL OR b.full_name ILIKE $4 ESCAPE '\\' OR b.email ILIKE $4 ESCAPE '\\')
          -- $5 typed here once: not every status filter reads the clock.
          AND $5::timestamptz IS NOT NULL AND ${STATUS_SQL[filter.status]} AND ${PAYMENT_SQL[filter.payment]}
        ORDER BY s.starts_at, b.created_at
        LIMIT $6`,
      [filter.from, filter.to ?? null, filter.brand ?? null, filter.q ? `%${escapeLike(filter.q)}%` : null, now, limit],
    );
    return rows.map((row) => ({ view: viewFromRow(row), chatSessionId: row.chatSessionId }));
  }

  /** One booking for the coach, with its chat session id; null if there is none. */
  async coachBooking(manager: EntityManager, id: string): Promise<CoachBookingRow | null> {
    const [row] = await manager.query<Array<ViewRow & { chatSessionId: string | null }>>(
      `SELECT ${VIEW_COLUMNS}, c.id AS "chatSessionId" ${FROM_VIEW}
         LEFT JOIN chat_session c ON c.booking_id = b.id
        WHERE b.id = $1`,
      [id],
    );
    return row ? { view: viewFromRow(row), chatSessionId: row.chatSessionId } : null;
  }
}

export interface CoachAgendaFilter {
  from: string;
  to?: string;
  brand?: BrandId;
  q?: string;
  status: AgendaStatusFilter;
  payment: AgendaPaymentFilter;
}

export interface CoachBookingRow {
  view: BookingView;
  chatSessionId: string | null;
}

/** `$5` is now: a card hold past its expiry is expired whatever the sweeper has reached. */
const STATUS_SQL: Record<AgendaStatusFilter, string> = {
  live: liveBookingSql('b', '$5'),
  cancelled: `b.status = 'cancelled'`,
  expired: `(b.status = 'expired' OR (b.status = 'pending_payment' AND b.hold_expires_at <= $5))`,
  no_show: `b.no_show_at IS NOT NULL`,
  all: 'TRUE',
};

const PAYMENT_SQL: Record<AgendaPaymentFilter, string> = {
  any: 'TRUE',
  unpaid: `b.payment_status = 'awaiting'`,
  paid: `b.payment_status = 'paid'`,
  refunded: `b.payment_status = 'refunded'`,
  refund_owed: `b.payment_status = 'refund_owed'`,
};

/** A search term matches literally: LIKE's wildcards in it are escaped. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
