import { type PsychicReviewDto, type ReviewModerationDto, reviewServiceLabel } from '@app/contracts';
import type { ReviewEntity } from './review.entity';

/** The public view: no e-mail, no moderation state. */
export function toPsychicReviewDto(entity: ReviewEntity): PsychicReviewDto {
  return {
    id: entity.id,
    customerName: entity.customerName,
    reviewText: entity.reviewText,
    serviceId: entity.serviceId,
    rating: entity.rating,
    createdAt: entity.createdAt.toISOString(),
    verified: entity.bookingId !== null,
  };
}

/** The coach console's view. */
export function toReviewModerationDto(entity: ReviewEntity): ReviewModerationDto {
  return {
    ...toPsychicReviewDto(entity),
    serviceLabel: reviewServiceLabel(entity.serviceId),
    customerEmail: entity.customerEmail ?? '',
    isApproved: entity.isApproved,
    moderationStatus: entity.moderationStatus,
    moderatedAt: entity.moderatedAt?.toISOString() ?? null,
  };
}
