/**
 * Reviews (§3 Review, §5 "Review schema"). Submitted reviews are stored unapproved and only approved ones
 * are public (DESIGN §3), so the public DTO carries no e-mail and the moderation DTO is admin-only.
 */
import { boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { REVIEW_LINK_MESSAGES, REVIEW_TOKEN_MAX } from './review-links';
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
  // From the "Leave a review" link of the e-mail sent after a reading: ties the review to that booking (verified).
  reviewToken: string().trim().max(REVIEW_TOKEN_MAX, REVIEW_LINK_MESSAGES.invalid).optional(),
});
export type ReviewFormValues = InferType<typeof reviewSchema>;

/** GET /api/psychic-reviews: approved reviews only, no e-mail. */
export interface PsychicReviewDto {
  id: string;
  customerName: string;
  reviewText: string;
  serviceId: string;
  /** The stars the customer gave (1–5), shown as given. */
  rating: number;
  createdAt: string;
  /** True only when the review came through its booking's review link ("Verified Reading"). */
  verified: boolean;
}

/** GET /api/psychic-reviews/summary: computed from approved reviews only; average is null while there are none. */
export interface ReviewSummaryDto {
  /** Mean of the approved ratings, rounded to one decimal. */
  average: number | null;
  count: number;
}

/** "4.7": how an average is written (never a made-up one: null shows nothing). */
export function formatAverageRating(average: number): string {
  return average.toFixed(1);
}

/** Where a review stands in moderation; isApproved is true exactly when the status is `approved`. */
export const REVIEW_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];

/** Coach console list: everything, including pending ones and the reviewer's e-mail. */
export interface ReviewModerationDto extends PsychicReviewDto {
  /** The reading's display label (§3), from the server: the coach console shows it and derives none of its own. */
  serviceLabel: string;
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

/** Shown only on reviews tied to a booking (DESIGN §3: SPEC's badge on every review would misrepresent the others). */
export const VERIFIED_BADGE = 'Verified Reading';
