import {
  type CoachQuestionDto,
  coachResponseSchema,
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
import { CoachAnswerRequest } from './dto/subscription.requests';
import { CoachQuestionResponse, SubscriptionMessageResponse } from './dto/subscription-message.response';
import { SubscriptionResponse } from './dto/subscription.response';
import { SubscriptionMessagesService } from './subscription-messages.service';
import { SubscriptionsService } from './subscriptions.service';

/** The coach's side of subscriptions: the question queue, answers, and recording an off-site payment. */
@ApiTags('coach')
@AdminOnly()
@Controller('coach')
export class CoachSubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly messages: SubscriptionMessagesService,
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
}
