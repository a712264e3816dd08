import type { ChatSenderType } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** SPEC §3 ChatMessage, session variant. `createdAt` is the message's timestamp (persisted before broadcast). */
@Entity({ name: 'chat_message' })
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId!: string;

  @Column({ name: 'sender_id', type: 'text' })
  senderId!: string;

  @Column({ name: 'sender_name', type: 'text' })
  senderName!: string;

  @Column({ name: 'sender_type', type: 'text' })
  senderType!: ChatSenderType;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
