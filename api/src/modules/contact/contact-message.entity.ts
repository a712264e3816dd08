import type { BrandId, ContactMessageStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A "Send a Message" submission (SPEC §3 Contact message), and its place in the coach's Messages inbox. */
@Entity({ name: 'contact_message' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Whose inbox it went to. */
  @Column({ type: 'text', default: 'coaching' })
  brand!: BrandId;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'text', default: 'unread' })
  status!: ContactMessageStatus;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
