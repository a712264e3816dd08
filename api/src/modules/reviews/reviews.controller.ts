import { reviewSchema, type PsychicReviewDto, type ReviewFormValues, type ReviewSubmissionDto } from '@app/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { PsychicReviewResponse, ReviewSubmissionResponse, SubmitReviewRequest } from './dto/review.response';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('psychic-reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ summary: 'Approved Lunar Light reviews, newest first' })
  @ApiOkResponse({ type: PsychicReviewResponse, isArray: true })
  list(): Promise<PsychicReviewDto[]> {
    return this.reviews.listApproved();
  }

  @Post()
  @RateLimit('reviews')
  @ApiOperation({ summary: 'Submit a review; it is stored pending and published once the coach approves it' })
  @ApiBody({ type: SubmitReviewRequest })
  @ApiCreatedResponse({ type: ReviewSubmissionResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  submit(@Body(new YupValidationPipe(reviewSchema)) body: ReviewFormValues): Promise<ReviewSubmissionDto> {
    return this.reviews.submit(body);
  }
}
