import {
  ADMIN_SESSION_COOKIE,
  REVIEW_MODERATION_STATUSES,
  type ReviewModerationDto,
  type ReviewModerationStatus,
} from '@app/contracts';
import { BadRequestException, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { uuidParam } from '../../common/uuid-param.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { ReviewModerationResponse } from './dto/review.response';
import { ReviewsService } from './reviews.service';

const STATUS_MESSAGE = `status must be one of ${REVIEW_MODERATION_STATUSES.join(', ')}`;

function parseStatus(raw: unknown): ReviewModerationStatus | undefined {
  if (raw === undefined) return undefined;
  if ((REVIEW_MODERATION_STATUSES as readonly unknown[]).includes(raw)) return raw as ReviewModerationStatus;
  throw new BadRequestException({ message: STATUS_MESSAGE, errors: { status: STATUS_MESSAGE } });
}

@ApiTags('coach')
@ApiCookieAuth(ADMIN_SESSION_COOKIE)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Authentication required' })
@UseGuards(AdminGuard)
@Controller('coach/reviews')
export class CoachReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ summary: 'Reviews for moderation, newest first, with the reviewer e-mail' })
  @ApiQuery({ name: 'status', required: false, enum: REVIEW_MODERATION_STATUSES, description: 'Absent: all' })
  @ApiOkResponse({ type: ReviewModerationResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(@Query('status') status: unknown): Promise<ReviewModerationDto[]> {
    return this.reviews.listForModeration(parseStatus(status));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish a review on /lunar-light' })
  @ApiOkResponse({ type: ReviewModerationResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  approve(@Param('id', uuidParam('review id')) id: string): Promise<ReviewModerationDto> {
    return this.reviews.moderate(id, 'approved');
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject (or unpublish) a review' })
  @ApiOkResponse({ type: ReviewModerationResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  reject(@Param('id', uuidParam('review id')) id: string): Promise<ReviewModerationDto> {
    return this.reviews.moderate(id, 'rejected');
  }
}
