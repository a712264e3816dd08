import {
  type BulkTestersResult,
  emailString,
  ErrorCode,
  isApprovedTester,
  type TesterStatus,
  type TestingUserDto,
  type TestingUserFormValues,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { TestingUserEntity } from './testing-user.entity';
import { toTestingUserDto } from './testing-user.mapper';

/**
 * Who invited or approved a tester. There is a single admin role (one shared password), so the console's actor is
 * always "admin"; the columns exist so a named-admin login can fill them in later without a migration.
 */
const ADMIN_ACTOR = 'admin';
const UNIQUE_VIOLATION = '23505';
const validEmail = emailString().required();

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}

@Injectable()
export class TestersService {
  constructor(
    @InjectRepository(TestingUserEntity) private readonly testers: Repository<TestingUserEntity>,
    private readonly clock: Clock,
  ) {}

  /** Newest first, as the console lists them. */
  async list(): Promise<TestingUserDto[]> {
    const rows = await this.testers.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return rows.map(toTestingUserDto);
  }

  async add(form: TestingUserFormValues): Promise<TestingUserDto> {
    const approved = isApprovedTester(form);
    const row = this.testers.create({
      email: form.email,
      name: form.name ?? null,
      phone: form.phone ?? null,
      status: form.status,
      accessLevel: form.accessLevel,
      notes: form.notes ?? null,
      invitedBy: ADMIN_ACTOR,
      approvedBy: approved ? ADMIN_ACTOR : null,
      approvedAt: approved ? this.clock.now() : null,
    });
    try {
      return toTestingUserDto(await this.testers.save(row));
    } catch (error) {
      // The unique index decides, so two simultaneous adds of one address cannot both succeed.
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.TESTER_EXISTS);
      throw error;
    }
  }

  /**
   * One INSERT for the whole list: it lands completely or not at all. Malformed addresses, repeats within the
   * list and addresses already registered (any letter case) are skipped and counted as failed.
   */
  async addMany(emails: readonly string[]): Promise<BulkTestersResult> {
    const seen = new Set<string>();
    const fresh: string[] = [];
    for (const email of emails) {
      const key = email.toLowerCase();
      if (seen.has(key) || !validEmail.isValidSync(email)) continue;
      seen.add(key);
      fresh.push(email);
    }
    if (fresh.length === 0) return { success: 0, failed: emails.length };
    const inserted = await this.testers.query<unknown[]>(
      `INSERT INTO testing_user (email, invited_by)
       SELECT email, $2 FROM unnest($1::text[]) AS email
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id`,
      [fresh, ADMIN_ACTOR],
    );
    return { success: inserted.length, failed: emails.length - inserted.length };
  }

  /**
   * Any of the four statuses may be set freely (§4). Becoming approved or active stamps approvedAt/approvedBy
   * (kept while it stays approved or active, and through a suspension as history); back to pending clears them.
   */
  async setStatus(id: string, status: TesterStatus): Promise<TestingUserDto> {
    const row = await this.testers.findOneBy({ id });
    if (!row) throw new DomainError(ErrorCode.TESTER_NOT_FOUND);
    const becomesApproved = isApprovedTester({ status }) && !isApprovedTester(row);
    if (becomesApproved) {
      row.approvedAt = this.clock.now();
      row.approvedBy = ADMIN_ACTOR;
    } else if (status === 'pending') {
      row.approvedAt = null;
      row.approvedBy = null;
    }
    row.status = status;
    return toTestingUserDto(await this.testers.save(row));
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.testers.delete({ id });
    if (!affected) throw new DomainError(ErrorCode.TESTER_NOT_FOUND);
  }
}
