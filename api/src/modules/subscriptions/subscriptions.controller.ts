import {
  SUBSCRIBER_ACCESS_MESSAGES,
  SUBSCRIBER_SESSION_COOKIE,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_START_MESSAGES,
  type SubscriptionDto,
  subscriptionFormSchema,
  type SubscriptionFormValues,
  subscriptionLookupSchema,
  type SubscriptionMessageDto,
  subscriptionQuestionSchema,
  type SubscriptionStartDto,
} from '@app/contracts';
import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { schemaQuery } from '../../common/query-pipes';
import { RateLimit } from '../../common/rate-limit';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { SubscriberSessionGuard } from './access/subscriber-session.guard';
import { CreateSubscriptionRequest, SubscriptionQuestionRequest } from './dto/subscription.requests';
import { SubscriptionMessageResponse } from './dto/subscription-message.response';
import { SubscriptionResponse, SubscriptionStartResponse } from './dto/subscription.response';
import { SubscriptionMessagesService } from './subscription-messages.service';
import { SubscriptionsService } from './subscriptions.service';

type Question = InferType<typeof subscriptionQuestionSchema>;

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly messages: SubscriptionMessagesService,
  ) {}

  @Post()
  @HttpCode(202)
  @RateLimit('subscriptionCreates')
  @ApiOperation({
    summary: 'Start a monthly plan',
    description:
      'Price and allowances come from planType; a client-sent price, status or allowance is ignored. ' +
      'Always 202 with the same body and headers, whatever exists for the address (DESIGN §3: no reply reveals a ' +
      'subscriber). A new plan is created pending_payment and its welcome e-mail carries how to pay (a card ' +
      'payment link that activates it at once). One live plan per e-mail and plan: while the same plan waits for ' +
      'payment or is active, nothing is created or changed, and the address is e-mailed how to pay it or sign in ' +
      "(those reminders count towards the address's sign-in link cap per client). Opens no session.",
    security: [],
  })
  @ApiBody({ type: CreateSubscriptionRequest })
  @ApiAcceptedResponse({ type: SubscriptionStartResponse, description: 'The same for every address' })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async create(
    @Body(new YupValidationPipe(subscriptionFormSchema)) body: SubscriptionFormValues,
    @Ip() client: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriptionStartDto> {
    await this.subscriptions.start(body, client ?? null);
    reply.header('cache-control', 'no-store');
    return { message: SUBSCRIPTION_START_MESSAGES.accepted };
  }

  @Get()
  @RateLimit('subscriptionLookups')
  // Issue 15: knowing an e-mail no longer opens anything; the list is the coach console's.
  @AdminOnly()
  @ApiOperation({
    summary: 'Subscriptions, newest first (admin only)',
    description:
      "For a signed-in admin: every subscription, or one address's with `email`. Anyone else gets 401 whatever " +
      'the query: subscribers ask for a sign-in link (POST /api/subscriptions/sign-in-links) and read ' +
      'GET /api/subscriptions/mine.',
  })
  @ApiQuery({ name: 'email', required: false, description: "One address's subscriptions; case-insensitive" })
  @ApiOkResponse({ type: SubscriptionResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  async list(
    @Query('email', schemaQuery('email', subscriptionLookupSchema)) email: string | undefined,
  ): Promise<SubscriptionDto[]> {
    return email === undefined ? this.subscriptions.listAll() : this.subscriptions.listForEmail(email);
  }

  @Get(':id/messages')
  @UseGuards(SubscriberSessionGuard)
  @ApiCookieAuth(SUBSCRIBER_SESSION_COOKIE)
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: SUBSCRIBER_ACCESS_MESSAGES.signInRequired })
  @ApiOperation({ summary: "A subscription's questions and the coach's answers, oldest first" })
  @ApiOkResponse({ type: SubscriptionMessageResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'Unknown, or not a subscription of this session' })
  listMessages(@Param('id', uuidParam('subscription id')) id: string): Promise<SubscriptionMessageDto[]> {
    return this.messages.list(id);
  }

  @Post(':id/messages')
  @RateLimit('subscriptionMessages')
  @UseGuards(SubscriberSessionGuard)
  @ApiCookieAuth(SUBSCRIBER_SESSION_COOKIE)
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: SUBSCRIBER_ACCESS_MESSAGES.signInRequired })
  @ApiOperation({
    summary: 'Ask the coach a question',
    description:
      'Spends one of the daily questions; the count restarts at midnight Eastern Time. ' +
      '403 while the subscription is not active (awaiting payment, expired or cancelled); 429 past the allowance.',
  })
  @ApiBody({ type: SubscriptionQuestionRequest })
  @ApiCreatedResponse({ type: SubscriptionMessageResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiForbiddenResponse({ type: ApiErrorResponse, description: SUBSCRIPTION_MESSAGES.activatesOnPayment })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({
    type: ApiErrorResponse,
    description: SUBSCRIPTION_MESSAGES.questionLimitReached(2),
  })
  ask(
    @Param('id', uuidParam('subscription id')) id: string,
    @Body(new YupValidationPipe(subscriptionQuestionSchema)) body: Question,
  ): Promise<SubscriptionMessageDto> {
    return this.messages.ask(id, body.question, 'question');
  }

  @Post(':id/video-requests')
  @RateLimit('subscriptionMessages')
  @UseGuards(SubscriberSessionGuard)
  @ApiCookieAuth(SUBSCRIBER_SESSION_COOKIE)
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: SUBSCRIBER_ACCESS_MESSAGES.signInRequired })
  @ApiOperation({
    summary: 'Request a personal video session (Premium)',
    description:
      'Spends one of the monthly video sessions; the count restarts on the 1st at midnight Eastern Time. The ' +
      "request joins the coach's question queue and the answer arrives like any other. 403 on a plan without " +
      'video sessions or a subscription that is not active; 429 past the allowance.',
  })
  @ApiBody({ type: SubscriptionQuestionRequest, description: 'What the video should cover' })
  @ApiCreatedResponse({ type: SubscriptionMessageResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiForbiddenResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  requestVideo(
    @Param('id', uuidParam('subscription id')) id: string,
    @Body(new YupValidationPipe(subscriptionQuestionSchema)) body: Question,
  ): Promise<SubscriptionMessageDto> {
    return this.messages.ask(id, body.question, 'video_request');
  }
}
