import {
  SUBSCRIBER_ACCESS_MESSAGES,
  SUBSCRIBER_SESSION_COOKIE,
  signInLinkRequestSchema,
  signInTokenSchema,
  type SignInLinkRequest,
  type SignInLinkSentDto,
  type SignInTokenRequest,
  type SubscriberSessionDto,
} from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../../common/dto/api-error.response';
import { RateLimit } from '../../../common/rate-limit';
import { YupValidationPipe } from '../../../common/yup-validation.pipe';
import {
  SignInLinkRequestBody,
  SignInLinkSentResponse,
  SignInTokenBody,
  SubscriberSessionResponse,
} from '../dto/subscriber-access.dto';
import { SubscriberAccessService, type SubscriberSession } from './subscriber-access.service';
import { SubscriberCookies } from './subscriber-cookies';
import { subscriberTokenFrom } from './subscriber-session.cookie';
import { CurrentSubscriber, SubscriberSessionGuard } from './subscriber-session.guard';

/** "Access Your Subscription" (DESIGN §3): an e-mailed one-time link, then an httpOnly session cookie. */
@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriberAccessController {
  constructor(
    private readonly access: SubscriberAccessService,
    private readonly cookies: SubscriberCookies,
  ) {}

  @Post('sign-in-links')
  @HttpCode(202)
  @RateLimit('subscriberSignInLinks')
  @ApiOperation({
    summary: 'E-mail a one-time sign-in link to the subscription dashboard',
    description:
      'Always 202 with the same body, whether or not the address has a subscription (the mail itself says which). ' +
      'The link works once, for 15 minutes. At most 3 links per address per 15 minutes; further requests are ' +
      'answered alike and send nothing.',
    security: [],
  })
  @ApiBody({ type: SignInLinkRequestBody })
  @ApiAcceptedResponse({ type: SignInLinkSentResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async requestLink(
    @Body(new YupValidationPipe(signInLinkRequestSchema)) body: SignInLinkRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInLinkSentDto> {
    await this.access.requestLink(body.email);
    reply.header('cache-control', 'no-store');
    return { message: SUBSCRIBER_ACCESS_MESSAGES.linkSent };
  }

  @Post('session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open the e-mailed link: spends it and sets the httpOnly subscriber_session cookie (30 days)',
    description: '400 for a token that was never issued; 410 for a used or expired link.',
    security: [],
  })
  @ApiBody({ type: SignInTokenBody })
  @ApiOkResponse({ type: SubscriberSessionResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiGoneResponse({ type: ApiErrorResponse, description: 'The link was already used or has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  @RateLimit('subscriberSignInLinks')
  async signIn(
    @Body(new YupValidationPipe(signInTokenSchema)) body: SignInTokenRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriberSessionDto> {
    const opened = await this.access.exchange(body.token);
    // A session the browser held before (another address, or one plan only) is replaced, not left behind.
    await this.access.signOut(await this.access.sessionFor(subscriberTokenFrom(request)));
    this.cookies.set(request, reply, opened);
    reply.header('cache-control', 'no-store');
    return this.access.mine(opened.session);
  }

  @Get('mine')
  @UseGuards(SubscriberSessionGuard)
  @ApiCookieAuth(SUBSCRIBER_SESSION_COOKIE)
  @ApiOperation({ summary: "The signed-in subscriber's subscriptions, newest first (the dashboard)" })
  @ApiOkResponse({ type: SubscriberSessionResponse })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: SUBSCRIBER_ACCESS_MESSAGES.signInRequired })
  async mine(
    @CurrentSubscriber() session: SubscriberSession,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriberSessionDto> {
    reply.header('cache-control', 'no-store');
    return this.access.mine(session);
  }

  @Delete('session')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends the subscriber session and clears its cookie', security: [] })
  @ApiNoContentResponse()
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.access.signOut(await this.access.sessionFor(subscriberTokenFrom(request)));
    this.cookies.clear(request, reply);
  }
}
