import type { ChatMessageDto, ChatSessionViewDto, CoachChatSessionDto } from '@app/contracts';
import type { ChatMessageEntity } from './chat-message.entity';
import type { ChatSessionEntity } from './chat-session.entity';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toChatSessionView(entity: ChatSessionEntity, coachName: string): ChatSessionViewDto {
  return {
    sessionId: entity.id,
    bookingId: entity.bookingId,
    brand: entity.brand,
    serviceName: entity.serviceName,
    clientName: entity.clientName,
    coachName,
    status: entity.status,
    scheduledTime: iso(entity.scheduledAt),
    platform: entity.platform,
  };
}

export function toCoachChatSessionDto(entity: ChatSessionEntity): CoachChatSessionDto {
  return {
    id: entity.id,
    bookingId: entity.bookingId,
    brand: entity.brand,
    clientName: entity.clientName,
    serviceName: entity.serviceName,
    status: entity.status,
    scheduledTime: iso(entity.scheduledAt),
    startedAt: iso(entity.startedAt),
    lastMessageAt: iso(entity.lastMessageAt),
    createdAt: entity.createdAt.toISOString(),
  };
}

export function toChatMessageDto(entity: ChatMessageEntity): ChatMessageDto {
  return {
    id: entity.id,
    sessionId: entity.sessionId,
    senderId: entity.senderId,
    senderName: entity.senderName,
    senderType: entity.senderType,
    message: entity.message,
    timestamp: entity.createdAt.toISOString(),
    isRead: entity.isRead,
  };
}
