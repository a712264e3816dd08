import {
  BUSINESS_TIME_ZONE,
  formatLongDate,
  slotLabels,
  VIDEO_PLATFORM_LABELS,
  type VideoPlatform,
} from '@app/contracts';
import { createHmac } from 'node:crypto';

/** Deterministic bytes for a room: the same reference always yields the same ids (HMAC, so ids do not reveal it). */
export function roomBytes(platform: VideoPlatform, reference: string): Buffer {
  return createHmac('sha256', 'meeting-room').update(`${platform}:${reference}`).digest();
}

/** Digits from bytes, for numeric meeting ids and passcodes. */
export function digitsFrom(bytes: Buffer, count: number, offset = 0): string {
  let out = '';
  for (let i = 0; out.length < count; i++) out += String(bytes[(offset + i) % bytes.length] % 10);
  return out;
}

/** Lower-case letters from bytes, for Google Meet style codes. */
export function lettersFrom(bytes: Buffer, count: number, offset = 0): string {
  let out = '';
  for (let i = 0; out.length < count; i++) out += String.fromCharCode(97 + (bytes[(offset + i) % bytes.length] % 26));
  return out;
}

/** "Monday, November 16, 2026 at 9:00 AM Eastern Time" */
export function sessionTimeText(startsAt: Date): string {
  const { date, time } = slotLabels(startsAt, BUSINESS_TIME_ZONE);
  return `${formatLongDate(date)} at ${time} Eastern Time`;
}

export function instructionsFor(
  platform: VideoPlatform,
  details: { meetingUrl: string; meetingId: string; password: string },
  request: { serviceName: string; startsAt: Date; customerEmail: string },
): string {
  const label = VIDEO_PLATFORM_LABELS[platform];
  const lines = [
    `Your ${request.serviceName} session is on ${label} on ${sessionTimeText(request.startsAt)}.`,
    `Join at ${details.meetingUrl} a few minutes early.`,
    `Meeting ID: ${details.meetingId}.`,
  ];
  if (details.password) lines.push(`Passcode: ${details.password}.`);
  lines.push(`These details are also sent to ${request.customerEmail}.`);
  return lines.join(' ');
}
