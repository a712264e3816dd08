import type { ServiceType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A bookable coaching service. Internal to the catalog module: callers get a ServiceDto (see toServiceDto). */
@Entity({ name: 'service' })
export class ServiceEntity {
  /** A readable slug such as `quick-chat`. */
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

  @Column({ type: 'text' })
  type!: ServiceType;

  @Column({ type: 'text' })
  category!: string;

  /** Display order; the seed keeps the contracts catalogue's order so the API and the frontend fallback agree. */
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
