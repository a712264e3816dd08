import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LifecycleState } from './lifecycle';

/** SPEC §3 UserState: one anonymous customer, keyed by lower-cased e-mail. Money in integer cents. */
@Entity({ name: 'user_state' })
export class UserStateEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'current_state', type: 'text', default: 'pre_registration' })
  currentState!: LifecycleState;

  @Column({ name: 'previous_state', type: 'text', nullable: true })
  previousState!: LifecycleState | null;

  @Column({ name: 'state_changed_at', type: 'timestamptz', nullable: true })
  stateChangedAt!: Date | null;

  @Column({ name: 'first_interaction_at', type: 'timestamptz', nullable: true })
  firstInteractionAt!: Date | null;

  @Column({ name: 'last_interaction_at', type: 'timestamptz', nullable: true })
  lastInteractionAt!: Date | null;

  @Column({ name: 'total_bookings', type: 'integer', default: 0 })
  totalBookings!: number;

  /** Cents actually paid. */
  @Column({ name: 'total_spent', type: 'integer', default: 0 })
  totalSpent!: number;

  /** Cents booked or subscribed, paid or not yet. */
  @Column({ name: 'lifetime_value', type: 'integer', default: 0 })
  lifetimeValue!: number;

  @Column({ name: 'preferred_service', type: 'text', nullable: true })
  preferredService!: string | null;

  @Column({ name: 'communication_preference', type: 'text', nullable: true })
  communicationPreference!: string | null;

  @Column({ name: 'is_vip', type: 'boolean', default: false })
  isVip!: boolean;

  @Column({ name: 'churn_risk_score', type: 'integer', default: 0 })
  churnRiskScore!: number;

  @Column({ name: 'reactivation_attempts', type: 'integer', default: 0 })
  reactivationAttempts!: number;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
