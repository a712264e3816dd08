import type { BrandId, ChatPlatform, ChatSessionStatus, ChatSessionViewDto, CoachChatSessionDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ChatSessionViewResponse implements ChatSessionViewDto {
  @ApiProperty({ format: 'uuid' })
  sessionId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  bookingId!: string | null;

  @ApiProperty({ enum: ['coaching', 'lunar'] })
  brand!: BrandId;

  @ApiProperty({ example: '3 Questions Chat' })
  serviceName!: string;

  @ApiProperty()
  clientName!: string;

  @ApiProperty({ example: 'Coach Ari' })
  coachName!: string;

  @ApiProperty({ enum: ['active', 'ended'] })
  status!: ChatSessionStatus;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  scheduledTime!: string | null;

  @ApiProperty({ enum: ['live-chat'] })
  platform!: ChatPlatform;
}

export class CoachChatSessionResponse implements CoachChatSessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  bookingId!: string | null;

  @ApiProperty({ enum: ['coaching', 'lunar'] })
  brand!: BrandId;

  @ApiProperty()
  clientName!: string;

  @ApiProperty()
  serviceName!: string;

  @ApiProperty({ enum: ['active', 'ended'] })
  status!: ChatSessionStatus;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  scheduledTime!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  startedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastMessageAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
