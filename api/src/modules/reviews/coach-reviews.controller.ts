import { REVIEW_MODERATION_STATUSES, type ReviewModerationDto, type ReviewModerationStatus } from '@app/contracts';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { oneOfQuery } from '../../common/query-pipes';
import { uuidParam } from '../../common/uuid-param.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ReviewModerationResponse } from './dto/review.response';
import { ReviewsService } from './reviews.service';

@ApiTags('coach')
@AdminOnly()
@Controller('coach/reviews')
export class CoachReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ summary: 'Reviews for moderation, newest first, with the reviewer e-mail' })
  @ApiQuery({ name: 'status', required: false, enum: REVIEW_MODERATION_STATUSES, description: 'Absent: all' })
  @ApiOkResponse({ type: ReviewModerationResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(
    @Query('status', oneOfQuery('status', REVIEW_MODERATION_STATUSES)) status: ReviewModerationStatus | undefined,
  ): Promise<ReviewModerationDto[]> {
    return this.reviews.listForModeration(status);
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
