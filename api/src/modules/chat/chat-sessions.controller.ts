import { CHAT_MESSAGES, type ChatSessionViewDto, type CoachChatSessionDto } from '@app/contracts';
import { Controller, Get, Header, NotFoundException, Param, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { AdminAuthService } from '../auth/admin-auth.service';
import { AdminGuard } from '../auth/admin.guard';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatSessionViewResponse, CoachChatSessionResponse } from './dto/chat-session.responses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('chat')
@Controller()
export class ChatSessionsController {
  constructor(
    private readonly chatSessions: ChatSessionsService,
    private readonly auth: AdminAuthService,
  ) {}

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
    if (!session || !allowed) throw new NotFoundException(CHAT_MESSAGES.sessionNotFound);
    return this.chatSessions.view(session);
  }

  @Get('coach/chat-sessions')
  @UseGuards(AdminGuard)
  @ApiTags('coach')
  @ApiCookieAuth('admin_session')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Active chat sessions, latest activity first' })
  @ApiOkResponse({ type: CoachChatSessionResponse, isArray: true })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Authentication required' })
  listActive(): Promise<CoachChatSessionDto[]> {
    return this.chatSessions.listActive();
  }
}
