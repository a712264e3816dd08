import {
  BUSINESS_TIME_ZONE,
  formatLongDate,
  sessionPhrase,
  slotLabels,
  VIDEO_PLATFORM_LABELS,
  type VideoPlatform,
} from '@app/contracts';

/** "Monday, November 16, 2026 at 9:00 AM Eastern Time" */
export function sessionTimeText(startsAt: Date): string {
  const { date, time } = slotLabels(startsAt, BUSINESS_TIME_ZONE);
  return `${formatLongDate(date)} at ${time} Eastern Time`;
}

/**
 * What the confirmation says about the call. Only what is true of a standing room: its link. No meeting id or
 * passcode is invented (issue 13): a personal room's link is all the visitor needs.
 */
export function instructionsFor(
  platform: VideoPlatform,
  meetingUrl: string,
  request: { serviceName: string; startsAt: Date; customerEmail: string },
): string {
  const label = VIDEO_PLATFORM_LABELS[platform];
  return [
    `Your ${sessionPhrase(request.serviceName)} is on ${label} on ${sessionTimeText(request.startsAt)}.`,
    `Join at ${meetingUrl} a few minutes early.`,
    `These details are also sent to ${request.customerEmail}.`,
  ].join(' ');
}

/** "Google Meet", "Zoom and Microsoft Teams", "Google Meet, Zoom and Microsoft Teams". */
export function platformList(platforms: readonly VideoPlatform[]): string {
  const labels = platforms.map((p) => VIDEO_PLATFORM_LABELS[p]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
