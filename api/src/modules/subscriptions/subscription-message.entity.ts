import type { SubscriptionMessageKind } from '@app/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { SubscriptionAnswerEntity } from './subscription-answer.entity';
import { SubscriptionEntity } from './subscription.entity';

/**
 * A subscriber's question (SPEC §3 SubscriptionMessage). coach_response is the latest answer's text; every answer
 * is its own row in subscription_answer.
 */
@Entity({ name: 'subscription_message' })
export class SubscriptionMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  @ManyToOne(() => SubscriptionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'subscription_message_subscription_id_fkey' })
  subscription?: SubscriptionEntity;

  /** The coach answers both kinds alike; only the allowance they spend differs. */
  @Column({ type: 'text', default: 'question' })
  kind!: SubscriptionMessageKind;

  @Column({ name: 'customer_message', type: 'text' })
  customerMessage!: string;

  @Column({ name: 'coach_response', type: 'text', nullable: true })
  coachResponse!: string | null;

  @Column({ name: 'is_answered', type: 'boolean', default: false })
  isAnswered!: boolean;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Loaded where the DTO needs them; oldest first once sorted by the mapper. */
  @OneToMany(() => SubscriptionAnswerEntity, (answer) => answer.question)
  answers?: SubscriptionAnswerEntity[];
}
