import { CHAT_MESSAGES, type ChatSessionViewDto, type CoachChatSessionDto, type DemoChatRoomDto } from '@app/contracts';
import { Controller, Get, Header, NotFoundException, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { AdminAuthService } from '../auth/admin-auth.service';
import { AdminGuard } from '../auth/admin.guard';
import { ChatDemoRoomsService } from './chat-demo-rooms.service';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatSessionViewResponse, CoachChatSessionResponse, DemoChatRoomResponse } from './dto/chat-session.responses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('chat')
@Controller()
export class ChatSessionsController {
  constructor(
    private readonly chatSessions: ChatSessionsService,
    private readonly demoRooms: ChatDemoRoomsService,
    private readonly auth: AdminAuthService,
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
    const session = UUID.test(id) ? await this.chatSessions.findById(id) : null;
    const allowed =
      session !== null &&
      (this.chatSessions.verifyToken(session, typeof token === 'string' ? token : undefined) ||
        (await this.auth.isAdminRequest(request)));
    // One answer for "no such session" and "wrong token", so ids cannot be probed.
    const view = session && allowed ? this.chatSessions.view(session) : null;
    if (!view) throw new NotFoundException(CHAT_MESSAGES.sessionNotFound);
    return view;
  }

  @Get('coach/chat-sessions')
  @UseGuards(AdminGuard)
  @ApiTags('coach')
  @ApiCookieAuth('admin_session')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Open chat sessions, then recently ended ones; latest activity first in each group' })
  @ApiOkResponse({ type: CoachChatSessionResponse, isArray: true })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Authentication required' })
  listForCoach(): Promise<CoachChatSessionDto[]> {
    return this.chatSessions.listForCoach();
  }
}
