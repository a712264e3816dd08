/**
 * Reviews (§3 Review, §5 "Review schema"). Submitted reviews are stored unapproved and only approved ones
 * are public (DESIGN §3), so the public DTO carries no e-mail and the moderation DTO is admin-only.
 */
import { boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { blankToUndefined, emailString } from './validation';

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
const RATING_MESSAGE = 'Please select a rating from 1 to 5';

export const reviewSchema = object({
  // Any service id: the label falls back to "Psychic Reading" (§3), and the server checks the catalogue.
  serviceId: string().trim().max(100, M.serviceRequired).required(M.serviceRequired),
  customerName: string().trim().required(M.nameMin).min(2, M.nameMin).max(100, 'Name is too long'),
  customerEmail: emailString().required(M.emailInvalid),
  rating: number()
    .transform(blankToUndefined)
    .typeError(RATING_MESSAGE)
    .integer(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE)
    .required(RATING_MESSAGE),
  reviewText: string()
    .trim()
    .required(M.reviewTextMin)
    .min(REVIEW_TEXT_MIN, M.reviewTextMin)
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`),
});
export type ReviewFormValues = InferType<typeof reviewSchema>;

/** GET /api/psychic-reviews: approved reviews only, no e-mail. */
export interface PsychicReviewDto {
  id: string;
  customerName: string;
  reviewText: string;
  serviceId: string;
  rating: number;
  createdAt: string;
}

/** Where a review stands in moderation; isApproved is true exactly when the status is `approved`. */
export const REVIEW_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];

/** Coach console list: everything, including pending ones and the reviewer's e-mail. */
export interface ReviewModerationDto extends PsychicReviewDto {
  /** '' for the reviews seeded from the catalogue, which carry no address. */
  customerEmail: string;
  isApproved: boolean;
  moderationStatus: ReviewModerationStatus;
  /** When the coach last approved or rejected it; null while pending. */
  moderatedAt: string | null;
}

/** 201 of POST /api/psychic-reviews: the review is stored pending, not yet public. */
export interface ReviewSubmissionDto {
  id: string;
  moderationStatus: 'pending';
  message: string;
}

/** PATCH from the coach console to approve or hide a review. */
export const reviewModerationSchema = object({
  isApproved: boolean().required('Please choose approve or reject'),
});

/** §3: a static 5.0 average is shown with every list. */
export const DISPLAYED_AVERAGE_RATING = '5.0';
export const VERIFIED_BADGE = 'Verified Reading';
