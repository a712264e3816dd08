import { type ChatSessionViewDto, type CoachChatSessionDto, type DemoChatRoomDto, ErrorCode } from '@app/contracts';
import { Controller, Get, Header, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { DomainError } from '../../common/domain-error';
import { RateLimit } from '../../common/rate-limit';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ChatAccessService } from './chat-access.service';
import { ChatDemoRoomsService } from './chat-demo-rooms.service';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatSessionViewResponse, CoachChatSessionResponse, DemoChatRoomResponse } from './dto/chat-session.responses';

@ApiTags('chat')
@Controller()
export class ChatSessionsController {
  constructor(
    private readonly chatSessions: ChatSessionsService,
    private readonly demoRooms: ChatDemoRoomsService,
    private readonly access: ChatAccessService,
  ) {}

  @Post('chat-sessions/demo')
  @RateLimit('chatDemoRooms')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A private demo chat room for this visitor (/chat-session without parameters, /test-chat)',
    description:
      'Joined like a booking session: join_session with sessionId and token. Starts with an automated coach greeting; ' +
      'expires 24 h after creation or 2 h after its last message, whichever comes first.',
  })
  @ApiCreatedResponse({ type: DemoChatRoomResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  createDemoRoom(): Promise<DemoChatRoomDto> {
    return this.demoRooms.create();
  }

  @Get('chat-sessions/:id')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A chat session as the /chat-session page shows it (the booking token, or an admin session)',
  })
  @ApiQuery({ name: 'token', required: false, description: 'The chat token returned with the booking' })
  @ApiOkResponse({ type: ChatSessionViewResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'Unknown session or wrong token (indistinguishable)' })
  async view(
    @Param('id') id: string,
    @Query('token') token: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<ChatSessionViewDto> {
    const session = await this.access.readable(id, typeof token === 'string' ? token : undefined, request.headers);
    // One answer for "no such session" and "wrong token", so ids cannot be probed.
    const view = session ? this.chatSessions.view(session) : null;
    if (!view) throw new DomainError(ErrorCode.CHAT_SESSION_NOT_FOUND);
    return view;
  }

  @Get('coach/chat-sessions')
  @AdminOnly()
  @ApiTags('coach')
  @ApiOperation({ summary: 'Open chat sessions, then recently ended ones; latest activity first in each group' })
  @ApiOkResponse({ type: CoachChatSessionResponse, isArray: true })
  listForCoach(): Promise<CoachChatSessionDto[]> {
    return this.chatSessions.listForCoach();
  }
}
