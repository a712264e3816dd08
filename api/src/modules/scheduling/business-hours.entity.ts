import type { BrandId } from '@app/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One weekday of a brand's hours, in minutes after business-local midnight; both null when the day is closed. */
@Entity({ name: 'business_hours' })
export class BusinessHoursEntity {
  @PrimaryColumn({ type: 'text' })
  brand!: BrandId;

  /** 0 = Sunday … 6 = Saturday. */
  @PrimaryColumn({ type: 'smallint' })
  weekday!: number;

  @Column({ name: 'open_minute', type: 'smallint', nullable: true })
  openMinute!: number | null;

  /** 1440 closes at midnight. */
  @Column({ name: 'close_minute', type: 'smallint', nullable: true })
  closeMinute!: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
