import type { ChatEndedReason, ChatMessageDto, ChatSessionViewDto, CoachChatSessionDto } from '@app/contracts';
import { ChatMessageEntity } from './chat-message.entity';
import type { ChatEventMessage } from './chat-events';
import type { ChatSessionEntity } from './chat-session.entity';
import type { ChatSessionSummary } from './chat-activity.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `endedReason` is worked out by the caller at its `now` (chat-lifetime.ts): the stored status alone is not enough. */
export function toChatSessionView(
  entity: ChatSessionEntity,
  coachName: string,
  endedReason: ChatEndedReason | null,
): ChatSessionViewDto {
  return {
    sessionId: entity.id,
    bookingId: entity.bookingId,
    brand: entity.brand,
    serviceName: entity.serviceName,
    clientName: entity.clientName,
    coachName,
    status: endedReason ? 'ended' : 'active',
    endedReason,
    scheduledTime: iso(entity.scheduledAt),
    platform: entity.platform,
  };
}

export function toCoachChatSessionDto(
  entity: ChatSessionEntity,
  endedReason: ChatEndedReason | null,
  summary: ChatSessionSummary,
): CoachChatSessionDto {
  return {
    id: entity.id,
    bookingId: entity.bookingId,
    brand: entity.brand,
    clientName: entity.clientName,
    serviceName: entity.serviceName,
    status: endedReason ? 'ended' : 'active',
    endedReason,
    scheduledTime: iso(entity.scheduledAt),
    startedAt: iso(entity.startedAt),
    lastMessageAt: iso(entity.lastMessageAt),
    createdAt: entity.createdAt.toISOString(),
    unreadCount: summary.unreadCount,
    lastMessage: summary.lastMessage,
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

/** The message as NOTIFY carries it to the other instances (chat-events.ts). */
export function toEventMessage(entity: ChatMessageEntity): ChatEventMessage {
  const { id, senderId, senderName, senderType, message, isRead } = entity;
  return { id, senderId, senderName, senderType, message, isRead, createdAt: entity.createdAt.toISOString() };
}

/** The message another instance stored, rebuilt from its NOTIFY payload. */
export function fromEventMessage(sessionId: string, m: ChatEventMessage): ChatMessageEntity {
  return Object.assign(new ChatMessageEntity(), { ...m, sessionId, createdAt: new Date(m.createdAt) });
}
