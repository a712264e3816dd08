import {
  ADMIN_SESSION_COOKIE,
  coachResponseSchema,
  type CoachQuestionDto,
  type SubscriptionDto,
  type SubscriptionMessageDto,
} from '@app/contracts';
import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { CoachAnswerRequest } from './dto/subscription.requests';
import { CoachQuestionResponse, SubscriptionMessageResponse } from './dto/subscription-message.response';
import { SubscriptionResponse } from './dto/subscription.response';
import { SubscriptionMessagesService } from './subscription-messages.service';
import { SubscriptionsService } from './subscriptions.service';

const ANSWERED_MESSAGE = 'answered must be true or false';

/** `?answered=true|false`; absent means both. */
function parseAnswered(raw: unknown): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new BadRequestException({ message: ANSWERED_MESSAGE, errors: { answered: ANSWERED_MESSAGE } });
}

/** The coach's side of subscriptions: the question queue, answers, and recording an off-site payment. */
@ApiTags('coach')
@ApiCookieAuth(ADMIN_SESSION_COOKIE)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Authentication required' })
@UseGuards(AdminGuard)
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
  questions(@Query('answered') answered: unknown): Promise<CoachQuestionDto[]> {
    return this.messages.coachQueue(parseAnswered(answered));
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
