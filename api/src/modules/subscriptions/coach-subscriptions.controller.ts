import {
  coachCancelSubscriptionSchema,
  type CoachCancelSubscriptionRequest,
  type CoachQuestionDto,
  coachRenewSubscriptionSchema,
  type CoachRenewSubscriptionRequest,
  coachResponseSchema,
  type CoachSubscriberDto,
  coachSubscribersQuerySchema,
  type CoachSubscribersQuery,
  type SubscriptionDto,
  type SubscriptionMessageDto,
} from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { booleanQuery } from '../../common/query-pipes';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { CoachSubscribersService } from './coach-subscribers.service';
import {
  CoachCancelSubscriptionBody,
  CoachRenewSubscriptionBody,
  CoachSubscriberResponse,
} from './dto/coach-subscriber.dto';
import { CoachAnswerRequest } from './dto/subscription.requests';
import { CoachQuestionResponse, SubscriptionMessageResponse } from './dto/subscription-message.response';
import { SubscriptionResponse } from './dto/subscription.response';
import { SubscriptionMessagesService } from './subscription-messages.service';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The coach's side of subscriptions: the question queue, answers, recording an off-site payment, and the
 * Subscribers section (every plan, cancelling one, recording a renewal).
 */
@ApiTags('coach')
@AdminOnly()
@Controller('coach')
export class CoachSubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly messages: SubscriptionMessagesService,
    private readonly subscribers: CoachSubscribersService,
  ) {}

  @Get('questions')
  @ApiOperation({
    summary: 'Subscriber questions with the subscriber name, e-mail and plan',
    description: 'answered=false: the queue, oldest first. Otherwise newest first.',
  })
  @ApiQuery({ name: 'answered', required: false, enum: ['true', 'false'] })
  @ApiOkResponse({ type: CoachQuestionResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  questions(@Query('answered', booleanQuery('answered')) answered: boolean | undefined): Promise<CoachQuestionDto[]> {
    return this.messages.coachQueue(answered);
  }

  @Post('questions/:id/answer')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Answer a question; the subscriber sees it under "Your Conversations" and is e-mailed it',
    description: 'Answering again adds another answer under the question; earlier answers are kept.',
  })
  @ApiBody({ type: CoachAnswerRequest })
  @ApiOkResponse({ type: SubscriptionMessageResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  answer(
    @Param('id', uuidParam('question id')) id: string,
    @Body(new YupValidationPipe(coachResponseSchema)) body: InferType<typeof coachResponseSchema>,
  ): Promise<SubscriptionMessageDto> {
    return this.messages.answer(id, body.response);
  }

  @Post('subscriptions/:id/mark-paid')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record payment: the subscription becomes active for one calendar month from now',
    description: 'Marking an active subscription paid again changes nothing; an expired one is renewed.',
  })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'The subscription was cancelled' })
  markPaid(@Param('id', uuidParam('subscription id')) id: string): Promise<SubscriptionDto> {
    return this.subscriptions.activate(id, 'coach');
  }

  @Get('subscriptions')
  @ApiOperation({
    summary: 'Plans with their standing, paid-through date, allowances used today and this month, and history',
    description:
      'status (default all): active, pending (awaiting the first payment), lapsed (an active plan past its ' +
      'paid-through date, derived), cancelled. q: part of the name or e-mail. Active plans soonest to run out first, ' +
      'lapsed ones most recently lapsed first, otherwise newest first; at most 500.',
  })
  @ApiQuery({ name: 'status', required: false, enum: ['active', 'pending', 'lapsed', 'cancelled', 'all'] })
  @ApiQuery({ name: 'q', required: false, description: 'Part of the name or e-mail, any case' })
  @ApiQuery({ name: 'plan', required: false, enum: ['standard', 'premium'] })
  @ApiOkResponse({ type: CoachSubscriberResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  subscribersList(
    @Query(new YupValidationPipe(coachSubscribersQuerySchema)) query: CoachSubscribersQuery,
  ): Promise<CoachSubscriberDto[]> {
    return this.subscribers.list(query);
  }

  @Post('subscriptions/:id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a plan now: no more questions or video requests; the subscriber is e-mailed (with the reason)',
  })
  @ApiBody({ type: CoachCancelSubscriptionBody, required: false })
  @ApiOkResponse({ type: CoachSubscriberResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'Already cancelled' })
  cancel(
    @Param('id', uuidParam('subscription id')) id: string,
    @Body(new YupValidationPipe(coachCancelSubscriptionSchema)) body: CoachCancelSubscriptionRequest,
  ): Promise<CoachSubscriberDto> {
    return this.subscribers.cancel(id, body);
  }

  @Post('subscriptions/:id/renewal')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record a renewal payment: paid through one more month from the later of now and the current end',
    description:
      'For an active or lapsed plan; an early renewal extends from the current end. Each call is one payment ' +
      '(two calls, two months). The subscriber is e-mailed a payment acknowledgement.',
  })
  @ApiBody({ type: CoachRenewSubscriptionBody, required: false })
  @ApiOkResponse({ type: CoachSubscriberResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'Cancelled, still pending (use mark-paid), or a newer plan of this kind is live',
  })
  renewal(
    @Param('id', uuidParam('subscription id')) id: string,
    @Body(new YupValidationPipe(coachRenewSubscriptionSchema)) body: CoachRenewSubscriptionRequest,
  ): Promise<CoachSubscriberDto> {
    return this.subscribers.renew(id, body);
  }
}
