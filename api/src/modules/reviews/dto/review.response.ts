import {
  REVIEW_MODERATION_STATUSES,
  type PsychicReviewDto,
  type ReviewModerationDto,
  type ReviewModerationStatus,
  type ReviewInvitationDto,
  type ReviewSubmissionDto,
  type ReviewSummaryDto,
} from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the contracts' PsychicReviewDto (public: no e-mail). */
export class PsychicReviewResponse implements PsychicReviewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Lauren H.' })
  customerName!: string;

  @ApiProperty()
  reviewText!: string;

  @ApiProperty({ example: 'one-question', description: 'A psychic service id; labels per SPEC §3' })
  serviceId!: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: "True only for a review left through its booking's e-mailed link (Verified Reading)" })
  verified!: boolean;
}

export class ReviewSummaryResponse implements ReviewSummaryDto {
  @ApiProperty({ type: Number, nullable: true, example: 4.7, description: 'Mean of approved ratings, one decimal' })
  average!: number | null;

  @ApiProperty({ example: 12 })
  count!: number;
}

export class ReviewInvitationResponse implements ReviewInvitationDto {
  @ApiProperty({ example: 'love-reading' })
  serviceId!: string;

  @ApiProperty({ example: 'Love Reading' })
  serviceName!: string;

  @ApiProperty({ format: 'date-time' })
  sessionStartsAt!: string;

  @ApiProperty()
  customerName!: string;

  @ApiProperty({ format: 'email' })
  customerEmail!: string;

  @ApiProperty({ description: 'A review for this booking exists already' })
  alreadyReviewed!: boolean;
}

export class ReviewModerationResponse extends PsychicReviewResponse implements ReviewModerationDto {
  @ApiProperty({ example: 'Love Reading', description: "The reading's display label" })
  serviceLabel!: string;

  @ApiProperty({ description: "'' for seeded reviews" })
  customerEmail!: string;

  @ApiProperty()
  isApproved!: boolean;

  @ApiProperty({ enum: REVIEW_MODERATION_STATUSES })
  moderationStatus!: ReviewModerationStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  moderatedAt!: string | null;
}

export class ReviewSubmissionResponse implements ReviewSubmissionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['pending'] })
  moderationStatus!: 'pending';

  @ApiProperty({ example: 'Thank you for your review! Reviews are moderated before publication.' })
  message!: string;
}

/** OpenAPI description of the review form body (validated by the contracts reviewSchema). */
export class SubmitReviewRequest {
  @ApiProperty({ example: 'love-reading', description: 'One of the psychic service ids' })
  serviceId!: string;

  @ApiProperty({ minLength: 2 })
  customerName!: string;

  @ApiProperty({ format: 'email' })
  customerEmail!: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating!: number;

  @ApiProperty({ minLength: 10, maxLength: 2000 })
  reviewText!: string;

  @ApiProperty({ required: false, description: "The `review` parameter of the booking's e-mailed review link" })
  reviewToken?: string;
}
