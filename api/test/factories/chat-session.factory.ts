import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ChatSessionEntity } from '../../src/modules/chat/chat-session.entity';

/**
 * A booking's chat session straight in the database (no booking row: booking_id is nullable), with the token
 * the customer would have received. The hash is computed the way ChatSessionsService stores it.
 */
export async function insertChatSession(
  dataSource: DataSource,
  overrides: Partial<ChatSessionEntity> = {},
): Promise<{ session: ChatSessionEntity; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const session = dataSource.getRepository(ChatSessionEntity).create({
    id: randomUUID(),
    bookingId: null,
    brand: 'coaching',
    coachId: 'coach:coaching',
    clientId: `client:${randomUUID()}`,
    clientName: 'Grace Hopper',
    serviceName: '3 Questions Chat',
    platform: 'live-chat',
    status: 'active',
    tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
    scheduledAt: new Date('2030-01-01T15:00:00Z'),
    ...overrides,
  });
  await dataSource.getRepository(ChatSessionEntity).insert(session);
  return { session, token };
}
