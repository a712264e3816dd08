import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A Lunar Light reading. Internal to the catalog module: callers get a PsychicServiceDto. */
@Entity({ name: 'psychic_service' })
export class PsychicServiceEntity {
  /** A readable slug such as `three-card-tarot`. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  /** Integer cents. */
  @Column({ type: 'integer' })
  price!: number;

  /** Minutes; 0 means chat-based. */
  @Column({ type: 'integer' })
  duration!: number;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
