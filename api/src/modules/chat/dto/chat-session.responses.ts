import {
  BRAND_IDS,
  type BrandId,
  CHAT_PLATFORMS,
  CHAT_SESSION_STATUSES,
  CHAT_SENDER_TYPES,
  type ChatEndedReason,
  type ChatLastMessage,
  type ChatSenderType,
  type ChatPlatform,
  type ChatSessionStatus,
  type ChatSessionViewDto,
  type CoachChatSessionDto,
  type DemoChatRoomDto,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ChatSessionViewResponse implements ChatSessionViewDto {
  @ApiProperty({ format: 'uuid' })
  sessionId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  bookingId!: string | null;

  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;

  @ApiProperty({ example: '3 Questions Chat' })
  serviceName!: string;

  @ApiProperty()
  clientName!: string;

  @ApiProperty({ example: 'Coach Ari' })
  coachName!: string;

  @ApiProperty({
    enum: [...CHAT_SESSION_STATUSES],
    description: 'ended: the booking was cancelled, or its time is long past',
  })
  status!: ChatSessionStatus;

  @ApiProperty({ enum: ['cancelled', 'time'], nullable: true, type: String })
  endedReason!: ChatEndedReason | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  scheduledTime!: string | null;

  @ApiProperty({ enum: [...CHAT_PLATFORMS] })
  platform!: ChatPlatform;
}

export class ChatLastMessageResponse implements ChatLastMessage {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'The text, cut at 140 characters (with an ellipsis when cut)' })
  preview!: string;

  @ApiProperty({ enum: [...CHAT_SENDER_TYPES] })
  senderType!: ChatSenderType;

  @ApiProperty()
  senderName!: string;

  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

export class CoachChatSessionResponse implements CoachChatSessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  bookingId!: string | null;

  @ApiProperty({ enum: [...BRAND_IDS] })
  brand!: BrandId;

  @ApiProperty()
  clientName!: string;

  @ApiProperty()
  serviceName!: string;

  @ApiProperty({
    enum: [...CHAT_SESSION_STATUSES],
    description: 'ended: the booking was cancelled, or its time is long past',
  })
  status!: ChatSessionStatus;

  @ApiProperty({ enum: ['cancelled', 'time'], nullable: true, type: String })
  endedReason!: ChatEndedReason | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  scheduledTime!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  startedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastMessageAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: "The customer's messages the coach has neither seen (opened the chat) nor answered" })
  unreadCount!: number;

  @ApiProperty({ type: ChatLastMessageResponse, nullable: true })
  lastMessage!: ChatLastMessage | null;
}

export class DemoChatRoomResponse implements DemoChatRoomDto {
  @ApiProperty({ format: 'uuid' })
  sessionId!: string;

  @ApiProperty({ description: 'Joins the room (join_session token); shown once, only its hash is stored' })
  token!: string;

  @ApiProperty({ format: 'date-time', description: 'The latest the room lives; an idle room goes sooner' })
  expiresAt!: string;
}
