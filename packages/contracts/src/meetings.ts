/**
 * Video meetings: the meetingDetails attached to a video-call booking (§3) and the /test-chat meeting test
 * call (§7 POST /api/video-meeting/test). Separate from booking.ts because the coach console and the test
 * page use them without any booking.
 */
import { object, string } from 'yup';
import type { BrandId } from './brands';
import { VIDEO_PLATFORMS, type VideoPlatform } from './payment-methods';
import { emailString, optionalText } from './validation';
import { VALIDATION_MESSAGES } from './messages';

export interface MeetingDetailsDto {
  platform: VideoPlatform;
  meetingUrl: string;
  meetingId: string;
  password: string;
  instructions: string;
}

export interface VideoMeetingTestRequest {
  platform: VideoPlatform;
  customerEmail: string;
  serviceName?: string;
  /** ISO instant. */
  dateTime?: string;
  /** Whose room to check (issue 13: rooms are configured per brand). Default coaching. */
  brand?: BrandId;
}

/** §7: {platform, meetingUrl, instructions} or an error body. */
export interface VideoMeetingTestResponse {
  platform: VideoPlatform;
  meetingUrl: string;
  instructions: string;
}

export const videoMeetingTestSchema = object({
  platform: string()
    .oneOf(VIDEO_PLATFORMS, 'Please select a video platform')
    .required('Please select a video platform'),
  customerEmail: emailString().required(VALIDATION_MESSAGES.emailInvalid),
  serviceName: optionalText(200, 'Service name'),
  dateTime: optionalText(40, 'Date and time').test(
    'iso-instant',
    'Please enter a valid date and time',
    (v) => v === undefined || !Number.isNaN(Date.parse(v)),
  ),
  brand: string()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .oneOf(['coaching', 'lunar'] as const, 'Unknown brand')
    .optional(),
});
