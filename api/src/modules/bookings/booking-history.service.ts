import type { BookingAction, BookingActor, BookingHistoryEntryDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface BookingHistoryEntry {
  bookingId: string;
  actor: BookingActor;
  action: BookingAction;
  at: Date;
  detail?: string | null;
}

/**
 * A booking's history (issue 27: what, when, by whom), written in the transaction of the change it records, so the
 * history says exactly what committed. The booking table's owner keeps it; the lifecycle and payments write through it.
 */
@Injectable()
export class BookingHistory {
  async record(manager: EntityManager, entry: BookingHistoryEntry): Promise<void> {
    await manager.query(
      `INSERT INTO booking_history (booking_id, actor, action, at, detail) VALUES ($1, $2, $3, $4, $5)`,
      [entry.bookingId, entry.actor, entry.action, entry.at, entry.detail ?? null],
    );
  }

  /** Oldest first, as a timeline reads. */
  async list(manager: EntityManager, bookingId: string): Promise<BookingHistoryEntryDto[]> {
    const rows = await manager.query<Array<{ action: string; actor: string; at: Date; detail: string | null }>>(
      `SELECT action, actor, at, detail FROM booking_history WHERE booking_id = $1 ORDER BY at, id`,
      [bookingId],
    );
    return rows.map((r) => ({
      action: r.action as BookingAction,
      actor: r.actor as BookingActor,
      at: new Date(r.at).toISOString(),
      detail: r.detail,
    }));
  }
}
