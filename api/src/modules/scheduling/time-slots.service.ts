import { type BrandId, businessDate, slotWindowDates, type TimeSlotDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { jsonSnapshot, type JsonSnapshot } from '../../common/json-snapshot';
import { ReadCache } from '../../common/read-cache';
import { PgListener } from '../../database/pg-listener.service';
import { BookingReadModel } from '../bookings/booking.read-model';
import { nextBusinessDayStart } from './business-day';
import { SlotGeneratorService } from './slot-generator.service';
import { TimeSlotEntity } from './time-slot.entity';
import { toTimeSlotDto } from './time-slot.mapper';

const BRANDS: readonly BrandId[] = ['coaching', 'lunar'];

const BLACKED_OUT = `
  EXISTS (SELECT 1 FROM blackout_date d WHERE d.date = s.date AND (d.brand IS NULL OR d.brand = s.brand))`;

/** A slot no longer offered: its day blacked out, or its time outside the brand's weekly hours since (issue 27). */
const WITHDRAWN = `(s.outside_hours OR ${BLACKED_OUT})`;

/** NOTIFY'd by triggers on booking, blackout_date and time_slot (migration 1764050000000-read-cache-notify). */
export const SLOTS_CHANGED_CHANNEL = 'slots_changed';

@Injectable()
export class TimeSlotsService {
  /**
   * Per brand, the available-slots answer as of the last change: dropped by any committed change to bookings,
   * holds, blackouts or slots (NOTIFY, every replica), and by the clock — when the first listed slot starts, a
   * listed hold lapses, or the business day (hence the window) turns.
   */
  private readonly available = new Map<BrandId, ReadCache<JsonSnapshot<TimeSlotDto>>>();

  constructor(
    @InjectRepository(TimeSlotEntity) private readonly slots: Repository<TimeSlotEntity>,
    private readonly generator: SlotGeneratorService,
    /** Which slots a live booking holds: the bookings module's to say (it owns the booking table). */
    private readonly bookings: BookingReadModel,
    private readonly clock: Clock,
    listener: PgListener,
  ) {
    const live = () => listener.connected;
    const now = () => this.clock.now().getTime();
    for (const brand of BRANDS) this.available.set(brand, new ReadCache(() => this.load(brand), live, now));
    const invalidate = () => this.available.forEach((cache) => cache.invalidate());
    listener.subscribe(SLOTS_CHANGED_CHANNEL, { onNotify: invalidate, onResync: invalidate });
  }

  /** Free, future slots of a brand from today through today + 6 (ET), chronological; from memory when unchanged. */
  async listAvailable(brand: BrandId): Promise<JsonSnapshot<TimeSlotDto>> {
    return this.available.get(brand)!.get();
  }

  /** The kept answer, when still true, without touching the database (HotReads). */
  peekAvailable(brand: BrandId): JsonSnapshot<TimeSlotDto> | undefined {
    return this.available.get(brand)!.peek();
  }

  private async load(brand: BrandId): Promise<{ value: JsonSnapshot<TimeSlotDto>; validUntil: number }> {
    await this.generator.ensureWindow();
    const now = this.clock.now();
    const open = await this.queryOpen(brand, now);
    const live = await this.bookings.liveOnSlots(
      open.map((slot) => slot.id),
      now,
    );
    const slots = open.filter((slot) => !live.has(slot.id));
    // A listed slot's start, a hold on an offered slot lapsing (its slot becomes free without any write), or the
    // business day turning (hence the window) ends this answer.
    const holdEnds = [...live.values()].filter((end) => end !== null).map((end) => end.getTime());
    const validUntil = Math.min(
      slots[0]?.startsAt.getTime() ?? Number.POSITIVE_INFINITY,
      ...holdEnds,
      nextBusinessDayStart(now).getTime(),
    );
    return { value: jsonSnapshot(slots.map((row) => toTimeSlotDto(row))), validUntil };
  }

  /** Future slots of a brand in the window, inside its hours, whose day is not blacked out; booked or not. */
  private async queryOpen(brand: BrandId, now: Date): Promise<TimeSlotEntity[]> {
    return this.slots
      .createQueryBuilder('s')
      .where('s.brand = :brand', { brand })
      .andWhere('s.starts_at > :now', { now })
      .andWhere('s.date IN (:...dates)', { dates: slotWindowDates(businessDate(now)) })
      .andWhere('NOT s.outside_hours')
      .andWhere(`NOT ${BLACKED_OUT}`)
      .orderBy('s.starts_at', 'ASC')
      .getMany();
  }

  /**
   * Locks one slot row for the rest of the caller's transaction (SELECT … FOR UPDATE), so concurrent bookings of
   * the same slot queue up here and decide one after another. Null when the id is unknown. Whether a booking
   * holds the slot must be read in a later statement: this one's snapshot predates the lock wait.
   */
  async lockForBooking(manager: EntityManager, slotId: string): Promise<LockedSlot | null> {
    const rows: RawSlot[] = await manager.query(
      `SELECT s.id, s.brand, s.starts_at, s.ends_at, s.date, s.time, ${WITHDRAWN} AS blacked_out
         FROM time_slot s WHERE s.id = $1 FOR UPDATE`,
      [slotId],
    );
    return rows[0] ? toLockedSlot(rows[0]) : null;
  }

  /**
   * The slot without locking: a fast answer for requests that already lost. Whether a booking holds it is the
   * bookings module's question (BookingReadModel.liveOnSlots).
   */
  async peek(slotId: string): Promise<LockedSlot | null> {
    const rows: RawSlot[] = await this.slots.query(
      `SELECT s.id, s.brand, s.starts_at, s.ends_at, s.date, s.time, ${WITHDRAWN} AS blacked_out
         FROM time_slot s WHERE s.id = $1`,
      [slotId],
    );
    return rows[0] ? toLockedSlot(rows[0]) : null;
  }
}

export interface LockedSlot {
  slot: TimeSlotEntity;
  /**
   * No longer offered: the slot's day was blacked out after it was offered, or the brand's weekly hours no longer
   * cover it. Read from the locked row itself (outside_hours), so a booking waiting on an hours change sees it.
   */
  blackedOut: boolean;
}

function toLockedSlot(row: RawSlot): LockedSlot {
  const slot = Object.assign(new TimeSlotEntity(), {
    id: row.id,
    brand: row.brand,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    date: row.date,
    time: row.time,
  });
  return { slot, blackedOut: row.blacked_out };
}

interface RawSlot {
  id: string;
  brand: BrandId;
  starts_at: Date | string;
  ends_at: Date | string;
  date: string;
  time: string;
  blacked_out: boolean;
}
