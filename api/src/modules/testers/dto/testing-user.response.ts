import {
  ACCESS_LEVELS,
  BULK_TESTERS_MAX,
  TESTER_STATUSES,
  type AccessLevel,
  type BulkTestersResult,
  type TesterStatus,
  type TestingUserDto,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TestingUserResponse implements TestingUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'tester@example.com' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty({ enum: TESTER_STATUSES })
  status!: TesterStatus;

  @ApiProperty({ enum: ACCESS_LEVELS })
  accessLevel!: AccessLevel;

  @ApiProperty({ type: String, nullable: true })
  invitedBy!: string | null;

  @ApiProperty({ type: String, nullable: true })
  approvedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it became approved or active' })
  approvedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: string | null;

  @ApiProperty()
  totalSessions!: number;

  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class BulkTestersResponse implements BulkTestersResult {
  @ApiProperty({ description: 'Testers added' })
  success!: number;

  @ApiProperty({ description: 'Entries skipped: malformed, repeated in the list, or already registered' })
  failed!: number;
}

export class AddTesterRequest {
  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiPropertyOptional({ minLength: 2 })
  name?: string;

  @ApiPropertyOptional()
  phone?: string;

  @ApiProperty({ enum: ACCESS_LEVELS })
  accessLevel!: AccessLevel;

  @ApiProperty({ enum: TESTER_STATUSES })
  status!: TesterStatus;

  @ApiPropertyOptional()
  notes?: string;
}

export class BulkTestersRequest {
  @ApiProperty({ type: [String], maxItems: BULK_TESTERS_MAX, example: ['a@example.com', 'b@example.com'] })
  emails!: string[];
}

export class TesterStatusRequest {
  @ApiProperty({ enum: TESTER_STATUSES })
  status!: TesterStatus;
}
