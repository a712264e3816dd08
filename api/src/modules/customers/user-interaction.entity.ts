import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** SPEC §3 UserInteraction: one thing a customer did (booked, paid, subscribed). `value` in cents. */
@Entity({ name: 'user_interaction' })
export class UserInteractionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_state_id', type: 'uuid' })
  userStateId!: string;

  @Column({ name: 'interaction_type', type: 'text' })
  interactionType!: string;

  @Column({ name: 'interaction_data', type: 'jsonb', default: {} })
  interactionData!: Record<string, unknown>;

  @Column({ type: 'integer', default: 0 })
  value!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
