/**
 * The booking forms' limits and rules that hold without a schema (§3, §5): booking.ts builds its yup schemas from
 * them, and the booking pages use them at load, before the schema (and yup) arrive for the first validation
 * (issue 31).
 */

export const SPECIAL_REQUESTS_MAX = 2000;
export const VIDEO_PLATFORM_MESSAGE = 'Please select a video platform';

/** /booking session types (§3). */
export const COACHING_SESSION_TYPES = ['live-chat', 'live-video-call'] as const;
export type CoachingSessionType = (typeof COACHING_SESSION_TYPES)[number];

/**
 * §5 reports a video call without platform or contact on contactInfo alone ("Platform and contact information are
 * required"); a form should also mark the empty platform field itself, or the visitor is told to fix a field that
 * looks fine. Adds that field error to a form resolver's result (react-hook-form's shape), keeping §5's message
 * where it is.
 */
export function markMissingVideoPlatform<R extends { values: unknown; errors: Record<string, unknown> }>(
  result: R,
  input: { deliveryPreference?: unknown; videoPlatform?: unknown },
): R {
  const blank = typeof input.videoPlatform !== 'string' || input.videoPlatform.trim() === '';
  if (input.deliveryPreference !== 'video-call' || !blank || result.errors.videoPlatform) return result;
  return {
    ...result,
    values: {},
    errors: { ...result.errors, videoPlatform: { type: 'required', message: VIDEO_PLATFORM_MESSAGE } },
  };
}
