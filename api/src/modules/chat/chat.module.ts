import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatSessionEntity } from './chat-session.entity';
import { ChatSessionsController } from './chat-sessions.controller';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatAccessService } from './chat-access.service';
import { ChatGateway } from './chat.gateway';
import { ChatMessagesService } from './chat-messages.service';
import { ChatEventsChannel } from './chat-events.channel';
import { ChatDemoRoomsService } from './chat-demo-rooms.service';
import { ChatActivityService } from './chat-activity.service';
import { CoachSessionFeed } from './coach-session-feed.service';
import { ChatNudgesService } from './chat-nudges.service';

/** Chat sessions and messages. The WebSocket gateway (/ws) belongs here too. */
@Module({
  imports: [TypeOrmModule.forFeature([ChatSessionEntity, ChatMessageEntity])],
  controllers: [ChatSessionsController],
  providers: [
    ChatSessionsService,
    ChatDemoRoomsService,
    ChatAccessService,
    ChatMessagesService,
    ChatEventsChannel,
    ChatActivityService,
    CoachSessionFeed,
    ChatNudgesService,
    ChatGateway,
  ],
  exports: [ChatSessionsService, ChatNudgesService, TypeOrmModule],
})
export class ChatModule {}
