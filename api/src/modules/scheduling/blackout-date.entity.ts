import type { BrandId } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A business-local day on which no slot is offered; brand null closes the day for both brands. */
@Entity({ name: 'blackout_date' })
export class BlackoutDateEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  date!: string;

  @Column({ type: 'text', nullable: true })
  brand!: BrandId | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
