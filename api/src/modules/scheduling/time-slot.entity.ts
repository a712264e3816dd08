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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
