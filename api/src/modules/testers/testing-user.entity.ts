import type { AccessLevel, TesterStatus } from '@app/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An alpha-program tester (SPEC §3 Testing user). E-mail is unique ignoring case (index on lower(email)). */
@Entity({ name: 'testing_user' })
export class TestingUserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text', default: 'pending' })
  status!: TesterStatus;

  @Column({ name: 'access_level', type: 'text', default: 'basic' })
  accessLevel!: AccessLevel;

  @Column({ name: 'invited_by', type: 'text', nullable: true })
  invitedBy!: string | null;

  @Column({ name: 'approved_by', type: 'text', nullable: true })
  approvedBy!: string | null;

  /** When the tester last became approved or active; cleared when set back to pending. */
  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @Column({ name: 'total_sessions', type: 'integer', default: 0 })
  totalSessions!: number;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
