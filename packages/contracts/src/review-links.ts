import { BUSINESS_TIME_ZONE } from './scheduling';
import { dateTimeFormat } from './date-time-format';

/**
 * The "Leave a review" link e-mailed after a Lunar Light reading (issue 15). Its token names the booking and is
 * signed by the server, so only the customer who had the reading can leave a verified review for it.
 */

/** Query parameter of the link: /lunar-light?review=<token>#lunar-review. */
export const REVIEW_TOKEN_PARAM = 'review';
/** A token is the booking id, a dot and a base64url signature; anything much longer is not one. */
export const REVIEW_TOKEN_MAX = 200;

export const REVIEW_LINK_MESSAGES = {
  invalid: 'This review link is not valid. Please use the "Leave a review" link from your e-mail.',
  cancelled: 'This booking was cancelled, so it cannot be reviewed.',
  notYet: 'You can review this reading once it has taken place.',
  alreadyReviewed: 'You have already reviewed this reading. Thank you!',
} as const;

/** GET /api/psychic-reviews/invitation?token=: what the review form shows for a link (prefills, "Reviewing…"). */
export interface ReviewInvitationDto {
  serviceId: string;
  serviceName: string;
  /** The session's start (ISO instant). */
  sessionStartsAt: string;
  customerName: string;
  customerEmail: string;
  /** A review for this booking exists already: the form says so instead of asking again. */
  alreadyReviewed: boolean;
}

/** "Saturday, November 21, 2026": the reading's day in the business time zone (DESIGN §3). */
export function formatReadingDate(iso: string): string {
  return dateTimeFormat({
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));
}

/** The review form's section on /lunar-light, which the link scrolls to. */
export const REVIEW_FORM_ANCHOR = 'lunar-review';
