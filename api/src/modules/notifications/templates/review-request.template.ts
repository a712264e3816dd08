import { formatReadingDate, VERIFIED_BADGE } from '@app/contracts';
import { firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import { contactLine, type BookingMailContext, voiceOf } from './session-blocks';

/**
 * Sent an hour after a Lunar Light reading (issue 15): the "Leave a review" link carries the booking's signed token,
 * so the review it leads to is tied to this reading and shows "Verified Reading".
 */
export function reviewRequest(ctx: BookingMailContext, reviewUrl: string): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  const day = formatReadingDate(b.startsAt.toISOString());
  return {
    subject: `${voice.subjectMark}How was your ${b.serviceName}?`,
    blocks: [
      { kind: 'heading', text: 'How was your reading?' },
      { kind: 'paragraph', text: voice.greeting(firstName(b.fullName)) },
      {
        kind: 'paragraph',
        text:
          `Thank you for your ${b.serviceName} on ${day}. If it touched something true, a few words from you ` +
          'help others find the guidance they are looking for.',
      },
      { kind: 'button', label: 'Leave a review', url: reviewUrl },
      {
        kind: 'paragraph',
        text:
          `Reviews left through this link are marked "${VERIFIED_BADGE}". Every review is read by ` +
          `${ctx.brand.coachName} before it is published, and your e-mail address is never shown.`,
      },
      contactLine(ctx.brand),
      { kind: 'signoff', lines: voice.signOff(ctx.brand) },
    ],
  };
}
