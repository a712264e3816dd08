import type { BrandId, ChatPlatform, ChatSessionStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ChatSessionKind = 'booking' | 'demo';

/**
 * SPEC §3 ChatSession: one per chat booking, or a visitor's private demo room (issue 15). The customer's token is
 * stored as a SHA-256 only.
 */
@Entity({ name: 'chat_session' })
export class ChatSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId!: string | null;

  /** A demo room has no booking and expires (chat-lifetime.ts in contracts). */
  @Column({ type: 'text', default: 'booking' })
  kind!: ChatSessionKind;

  @Column({ type: 'text' })
  brand!: BrandId;

  @Column({ name: 'coach_id', type: 'text' })
  coachId!: string;

  /** The customer's participant id in the chat (the booking's id-derived client id, not an account). */
  @Column({ name: 'client_id', type: 'text' })
  clientId!: string;

  @Column({ name: 'client_name', type: 'text' })
  clientName!: string;

  @Column({ name: 'service_name', type: 'text' })
  serviceName!: string;

  @Column({ type: 'text', default: 'live-chat' })
  platform!: ChatPlatform;

  @Column({ type: 'text', default: 'active' })
  status!: ChatSessionStatus;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  @Column({ name: 'scheduled_at', type: 'timestamptz', nullable: true })
  scheduledAt!: Date | null;

  /** The first message's time. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;

  /** Messages stored by sends, counted under the session's row lock: the booking session's 500-message cap. */
  @Column({ name: 'message_count', type: 'integer', default: 0 })
  messageCount!: number;

  /** The coach's "read up to" mark: the created_at of the latest message the coach has seen. */
  @Column({ name: 'coach_read_at', type: 'timestamptz', nullable: true })
  coachReadAt!: Date | null;

  /** The latest time a customer's socket was connected to the session (a join, or a coach reply delivered to it). */
  @Column({ name: 'client_seen_at', type: 'timestamptz', nullable: true })
  clientSeenAt!: Date | null;

  /** The first message of the customer's burst the coach was e-mailed about (chat-nudges.service.ts). */
  @Column({ name: 'coach_nudged_for', type: 'timestamptz', nullable: true })
  coachNudgedFor!: Date | null;

  /** The first coach reply the customer was e-mailed about since they were last connected. */
  @Column({ name: 'client_nudged_for', type: 'timestamptz', nullable: true })
  clientNudgedFor!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
