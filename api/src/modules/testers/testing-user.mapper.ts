import type { TestingUserDto } from '@app/contracts';
import type { TestingUserEntity } from './testing-user.entity';

export function toTestingUserDto(entity: TestingUserEntity): TestingUserDto {
  return {
    id: entity.id,
    email: entity.email,
    name: entity.name,
    phone: entity.phone,
    status: entity.status,
    accessLevel: entity.accessLevel,
    invitedBy: entity.invitedBy,
    approvedBy: entity.approvedBy,
    approvedAt: entity.approvedAt?.toISOString() ?? null,
    lastLoginAt: entity.lastLoginAt?.toISOString() ?? null,
    totalSessions: entity.totalSessions,
    notes: entity.notes,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
}
