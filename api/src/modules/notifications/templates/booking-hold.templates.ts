import { formatDollars, formatSessionWhen, formatSessionWhenLocal, HELD_BOOKING_TEXT } from '@app/contracts';
import { firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { type BookingMailContext, contactLine, sessionDetails, sessionRows, voiceOf } from './session-blocks';

/** Until when the hold runs, in Eastern time and (when known and different) in the customer's zone. */
function holdRows(ctx: BookingMailContext): Array<[string, string]> {
  const until = ctx.booking.holdExpiresAt;
  if (!until) return [];
  const local = formatSessionWhenLocal(until, ctx.booking.timeZone);
  return [
    ['Held until', formatSessionWhen(until)],
    ...(local ? [['Held until (your time)', local] as [string, string]] : []),
  ];
}

/**
 * A card booking that is not paid yet (issue 13): held, never "confirmed", and no calendar invite — the invite
 * comes with the confirmation once the payment goes through.
 */
export function bookingHeld(ctx: BookingMailContext): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  const amount = formatDollars(b.amountCents);
  const cardUrl = ctx.links.cardPayment({
    serviceId: b.serviceId,
    serviceName: b.serviceName,
    priceCents: b.amountCents,
    bookingId: b.id,
  });
  return {
    subject: `${voice.subjectMark}${HELD_BOOKING_TEXT}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks: [
      { kind: 'heading', text: voice.heldHeading },
      { kind: 'paragraph', text: voice.greeting(firstName(b.fullName)) },
      { kind: 'paragraph', text: voice.heldIntro },
      { kind: 'details', rows: [...sessionRows(ctx), ['Status', HELD_BOOKING_TEXT]] },
      { kind: 'section', title: 'Complete your payment' },
      { kind: 'details', rows: holdRows(ctx) },
      { kind: 'button', label: `Pay ${amount} by card`, url: cardUrl },
      {
        kind: 'paragraph',
        text:
          'If the payment is not completed by then, the time is released and nothing is charged. ' +
          'We will let you know either way.',
      },
      contactLine(ctx.brand),
      { kind: 'signoff', lines: voice.signOff(ctx.brand) },
    ],
  };
}

/** The unpaid hold lapsed and the slot went back to the calendar: say so, with a way to book again. */
export function bookingReleased(ctx: BookingMailContext): ComposedMail {
  const voice = voiceOf(ctx);
  const b = ctx.booking;
  const blocks: MailBlock[] = [
    { kind: 'heading', text: voice.releasedHeading },
    { kind: 'paragraph', text: voice.greeting(firstName(b.fullName)) },
    { kind: 'paragraph', text: voice.releasedIntro },
    sessionDetails(ctx, 'Was held for'),
    { kind: 'paragraph', text: voice.bookAgain },
    { kind: 'button', label: `Book your ${voice.sessionWord} again`, url: ctx.links.booking(b.brand) },
    contactLine(ctx.brand),
    { kind: 'signoff', lines: voice.signOff(ctx.brand) },
  ];
  return {
    subject: `${voice.subjectMark}${voice.releasedHeading}: ${b.serviceName} on ${formatSessionWhen(b.startsAt)}`,
    blocks,
  };
}
