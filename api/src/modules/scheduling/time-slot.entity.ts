import type { BrandId } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A bookable instant of one brand. `date` and `time` are the business-local (ET) texts shown to customers. */
@Entity({ name: 'time_slot' })
export class TimeSlotEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  brand!: BrandId;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt!: Date;

  /** YYYY-MM-DD in America/New_York. */
  @Column({ type: 'text' })
  date!: string;

  /** "9:00 AM" in America/New_York. */
  @Column({ type: 'text' })
  time!: string;

  /**
   * The brand's weekly hours no longer cover this time: it is not offered, and a booking on it keeps it (issue 27).
   * Widening the hours again reopens it.
   */
  @Column({ name: 'outside_hours', type: 'boolean', default: false })
  outsideHours!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
