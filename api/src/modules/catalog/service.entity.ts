import type { BrandId, ServiceType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One row of the catalogue, either brand's: a coaching service or a Lunar Light reading (migration
 * 1764070000000-merge-psychic-service). Internal to the catalog module: callers get a ServiceDto, a PsychicServiceDto
 * or a BookableService.
 */
@Entity({ name: 'service' })
export class ServiceEntity {
  /** A readable slug such as `quick-chat`, unique across both brands. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  brand!: BrandId;

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

  /** Coaching only (a CHECK keeps it set for coaching rows and empty for readings). */
  @Column({ type: 'text', nullable: true })
  type!: ServiceType | null;

  /** Coaching only, like `type`. */
  @Column({ type: 'text', nullable: true })
  category!: string | null;

  /** Display order within the brand; the seed keeps the contracts catalogues' order. */
  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** A coaching row, as the CHECK guarantees it: the shape GET /api/services publishes. */
export type CoachingServiceEntity = ServiceEntity & { brand: 'coaching'; type: ServiceType; category: string };

export function isCoachingService(entity: ServiceEntity): entity is CoachingServiceEntity {
  return entity.brand === 'coaching' && entity.type !== null && entity.category !== null;
}
