import {
  reviewSchema,
  type PsychicReviewDto,
  type ReviewFormValues,
  type ReviewInvitationDto,
  type ReviewSubmissionDto,
  type ReviewSummaryDto,
} from '@app/contracts';
import { Body, Controller, Get, Header, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import {
  PsychicReviewResponse,
  ReviewInvitationResponse,
  ReviewSubmissionResponse,
  ReviewSummaryResponse,
  SubmitReviewRequest,
} from './dto/review.response';
import { ReviewInvitationsService } from './review-invitations.service';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('psychic-reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly invitations: ReviewInvitationsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Approved Lunar Light reviews, newest first' })
  @ApiOkResponse({ type: PsychicReviewResponse, isArray: true })
  list(): Promise<PsychicReviewDto[]> {
    return this.reviews.listApproved();
  }

  @Get('summary')
  @ApiOperation({ summary: 'Average stars and count of the approved reviews (average null while there are none)' })
  @ApiOkResponse({ type: ReviewSummaryResponse })
  summary(): Promise<ReviewSummaryDto> {
    return this.reviews.summary();
  }

  @Get('invitation')
  // Personal data (name, e-mail, amounts): never kept by a browser or proxy cache.
  @Header('Cache-Control', 'no-store')
  @RateLimit('reviews')
  @ApiOperation({ summary: "What the review form shows for a booking's e-mailed review link" })
  @ApiQuery({ name: 'token', required: true, description: 'The `review` parameter of the link' })
  @ApiOkResponse({ type: ReviewInvitationResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'Forged link, cancelled booking, or not held yet' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  invitation(@Query('token') token: unknown): Promise<ReviewInvitationDto> {
    return this.invitations.describe(token);
  }

  @Post()
  @RateLimit('reviews')
  @ApiOperation({
    summary: 'Submit a review; it is stored pending and published once the coach approves it',
    description: "With a review link's token it is tied to that booking (verified); a booking takes one review.",
  })
  @ApiBody({ type: SubmitReviewRequest })
  @ApiCreatedResponse({ type: ReviewSubmissionResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'This booking has been reviewed already' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  submit(@Body(new YupValidationPipe(reviewSchema)) body: ReviewFormValues): Promise<ReviewSubmissionDto> {
    return this.reviews.submit(body);
  }
}
