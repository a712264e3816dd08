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
import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../../common/dto/api-error.response';
import { RateLimit } from '../../../common/rate-limit';
import { uuidParam } from '../../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../../common/yup-validation.pipe';
import {
  SignInLinkRequestBody,
  SignInLinkSentResponse,
  SignInTokenBody,
  SubscriberSessionResponse,
} from '../dto/subscriber-access.dto';
import { CoachSubscribersService } from '../coach-subscribers.service';
import { SubscriberAccessService, type SubscriberSession } from './subscriber-access.service';
import { SubscriberCookies } from './subscriber-cookies.service';
import { subscriberTokenFrom } from './subscriber-session.cookie';
import { CurrentSubscriber, SubscriberSessionGuard } from './subscriber-session.guard';

/** "Access Your Subscription" (DESIGN §3): an e-mailed one-time link, then an httpOnly session cookie. */
@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriberAccessController {
  constructor(
    private readonly access: SubscriberAccessService,
    private readonly cookies: SubscriberCookies,
    private readonly plans: CoachSubscribersService,
  ) {}

  @Post('sign-in-links')
  @HttpCode(202)
  @RateLimit('subscriberSignInLinks')
  @ApiOperation({
    summary: 'E-mail a one-time sign-in link to the subscription dashboard',
    description:
      'Always 202 with the same body, whether or not the address has a subscription (the mail itself says which). ' +
      'The link works once, for 15 minutes. At most 3 links per address per 15 minutes for each client address; ' +
      "that client's further requests are answered alike and send nothing. Another client's requests never use up " +
      "the owner's: every request of the owner's own still e-mails a working link.",
    security: [],
  })
  @ApiBody({ type: SignInLinkRequestBody })
  @ApiAcceptedResponse({ type: SignInLinkSentResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async requestLink(
    @Body(new YupValidationPipe(signInLinkRequestSchema)) body: SignInLinkRequest,
    @Ip() client: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInLinkSentDto> {
    await this.access.requestLink(body.email, client ?? null);
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

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimit('subscriptionMessages')
  @UseGuards(SubscriberSessionGuard)
  @ApiCookieAuth(SUBSCRIBER_SESSION_COOKIE)
  @ApiOperation({
    summary: 'Cancel my plan',
    description:
      'For the signed-in subscriber, on a plan of their own (404 otherwise, as for an unknown id). An active plan ' +
      'stays active until its paid-through date and then ends instead of renewing (endsAtTermEnd); a plan not ' +
      'paid for, or lapsed, ends now. Nothing more is due either way. The subscriber and the coach are e-mailed. ' +
      'Answers the dashboard as it now reads; 409 when the plan was already cancelled.',
  })
  @ApiOkResponse({ type: SubscriberSessionResponse })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: SUBSCRIBER_ACCESS_MESSAGES.signInRequired })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'Unknown, or not a subscription of this session' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Already cancelled' })
  async cancel(
    @Param('id', uuidParam('subscription id')) id: string,
    @CurrentSubscriber() session: SubscriberSession,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriberSessionDto> {
    await this.plans.cancel(id, {}, 'subscriber');
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
