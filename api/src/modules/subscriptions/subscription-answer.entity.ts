import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriptionMessageEntity } from './subscription-message.entity';

/** One coach answer, threaded under the question it answers (issue 13): answers are added, never overwritten. */
@Entity({ name: 'subscription_answer' })
export class SubscriptionAnswerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId!: string;

  @ManyToOne('SubscriptionMessageEntity', 'answers', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'subscription_answer_question_id_fkey' })
  question?: SubscriptionMessageEntity;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId!: string;

  @Column({ type: 'text' })
  message!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
