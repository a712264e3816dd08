import {
  COUPON_MESSAGES,
  DELIVERY_PREFERENCE_LABELS,
  formatDollars,
  formatSessionWhen,
  formatSessionWhenLocal,
  MANAGE_BOOKING_MESSAGES,
  VIDEO_PLATFORM_LABELS,
  type BrandSettings,
} from '@app/contracts';
import type { BookingSnapshot } from '../../bookings/booking.read-model';
import type { SiteLinks } from '../site-links';
import { brandVoice, type BrandVoice } from './brand-voice';
import type { MailBlock } from './mail-blocks';
import { paymentBlocks } from './payment-blocks';

/** Everything a booking e-mail is written from. */
export interface BookingMailContext {
  brand: BrandSettings;
  booking: BookingSnapshot;
  links: SiteLinks;
  /** In the confirmation and reschedule mails: rebuilt from the booking id (LinkTokensService) when it verifies. */
  manageUrl?: string;
  /** With the manage link (the .ics link needs its token): the "Add to calendar" links (issue 33 item 5). */
  calendarLinks?: CalendarLinks;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  /** The booking's public .ics (GET /api/manage/:token/calendar.ics): what Apple Calendar opens. */
  ics: string;
}

export function voiceOf(ctx: BookingMailContext): BrandVoice {
  return brandVoice(ctx.booking.brand);
}

/** A short reference the customer can quote on the phone: the first 8 characters of the booking id. */
export function bookingReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function deliveryText(b: BookingSnapshot): string {
  if (b.deliveryPreference === 'video-call' && b.videoPlatform) {
    return `Video call on ${VIDEO_PLATFORM_LABELS[b.videoPlatform]}`;
  }
  return DELIVERY_PREFERENCE_LABELS[b.deliveryPreference];
}

/** When, in Eastern time and (if the browser told us and it differs) in the customer's own zone. */
export function whenRows(b: BookingSnapshot, label = 'When'): Array<[string, string]> {
  const local = formatSessionWhenLocal(b.startsAt, b.timeZone);
  return [[label, formatSessionWhen(b.startsAt)], ...(local ? [['Your time', local] as [string, string]] : [])];
}

export function sessionRows(ctx: BookingMailContext, whenLabel?: string): Array<[string, string]> {
  const b = ctx.booking;
  return [
    [ctx.booking.brand === 'lunar' ? 'Reading' : 'Service', b.serviceName],
    ...whenRows(b, whenLabel),
    ['How', deliveryText(b)],
    ['With', ctx.brand.coachName],
    ...priceRows(b),
    ['Reference', bookingReference(b.id)],
  ];
}

/**
 * The price; with a coupon (issue 33), the list price, the discount with its code and the total owed, in the words
 * the booking pages use (COUPON_MESSAGES).
 */
export function priceRows(
  b: Pick<BookingSnapshot, 'amountCents' | 'couponCode' | 'couponDescription' | 'discountCents'>,
): Array<[string, string]> {
  if (!b.couponCode || b.discountCents <= 0) return [['Price', formatDollars(b.amountCents)]];
  const terms = b.couponDescription ? `: ${b.couponDescription}` : '';
  return [
    ['Price', formatDollars(b.amountCents + b.discountCents)],
    [
      `${COUPON_MESSAGES.discountLine} (${COUPON_MESSAGES.appliedPrefix} ${b.couponCode}${terms})`,
      `−${formatDollars(b.discountCents)}`,
    ],
    [COUPON_MESSAGES.totalLine, formatDollars(b.amountCents)],
  ];
}

export function sessionDetails(ctx: BookingMailContext, whenLabel?: string): MailBlock {
  return { kind: 'details', rows: sessionRows(ctx, whenLabel) };
}

/** How to get into the session: the video room, or the chat page with the customer's own link. */
export function joinBlocks(ctx: BookingMailContext): MailBlock[] {
  const b = ctx.booking;
  const word = voiceOf(ctx).sessionWord;
  const title: MailBlock = { kind: 'section', title: 'How to join' };
  if (b.deliveryPreference === 'video-call' && b.meetingDetails) {
    const m = b.meetingDetails;
    return [
      title,
      { kind: 'paragraph', text: `Join the video call a minute or two before your ${word} starts.` },
      { kind: 'button', label: `Join on ${VIDEO_PLATFORM_LABELS[m.platform]}`, url: m.meetingUrl },
      // A standing room link needs neither; shown only when the platform gave them.
      ...(m.meetingId || m.password
        ? [
            {
              kind: 'details',
              rows: [
                ...(m.meetingId ? [['Meeting ID', m.meetingId] as [string, string]] : []),
                ...(m.password ? [['Passcode', m.password] as [string, string]] : []),
              ],
            } as MailBlock,
          ]
        : []),
    ];
  }
  if (b.deliveryPreference === 'chat') {
    return [
      title,
      {
        kind: 'paragraph',
        text: b.chatLink
          ? `Your ${word} takes place in our live chat. Open your private chat link at the start time:`
          : `Your ${word} takes place in our live chat: use the chat link from your confirmation e-mail.`,
      },
      ...(b.chatLink ? [{ kind: 'button', label: 'Open your chat session', url: b.chatLink } as MailBlock] : []),
    ];
  }
  return [title, { kind: 'paragraph', text: `${ctx.brand.coachName} will send your video to ${b.email}.` }];
}

export function bookingPaymentBlocks(ctx: BookingMailContext): MailBlock[] {
  const b = ctx.booking;
  return paymentBlocks({
    brand: ctx.brand,
    method: b.paymentMethod,
    status: b.paymentStatus,
    amountCents: b.amountCents,
    memo: `${b.serviceName}, ${b.fullName}`,
    cardUrl: ctx.links.cardPayment({
      serviceId: b.serviceId,
      serviceName: b.serviceName,
      priceCents: b.amountCents,
      bookingId: b.id,
    }),
    cardHold: true,
  });
}

/**
 * "Add to calendar": the attached invite first (mail clients offer it themselves), then one link per calendar for
 * readers whose mail app does not, or who keep their calendar elsewhere.
 */
export function calendarBlocks(ctx: BookingMailContext): MailBlock[] {
  const word = voiceOf(ctx).sessionWord;
  const note: MailBlock = {
    kind: 'paragraph',
    text: `The attached invite (invite.ics) puts this ${word} in your calendar.`,
  };
  const links = ctx.calendarLinks;
  if (!links) return [note];
  return [
    { kind: 'section', title: 'Add to your calendar' },
    { ...note, text: `${note.text} Or add it with one of these links:` },
    {
      kind: 'links',
      items: [
        { label: 'Google Calendar', url: links.google },
        { label: 'Outlook', url: links.outlook },
        { label: 'Apple Calendar (.ics)', url: links.ics },
      ],
    },
  ];
}

/** The manage link with the 24-hour policy; absent in mails that cannot carry the token. */
export function manageBlocks(ctx: BookingMailContext): MailBlock[] {
  if (!ctx.manageUrl) return [];
  return [
    { kind: 'section', title: 'Need to change your plans?' },
    { kind: 'paragraph', text: MANAGE_BOOKING_MESSAGES.policy },
    { kind: 'button', label: 'Manage your booking', url: ctx.manageUrl },
  ];
}

export function contactLine(brand: BrandSettings): MailBlock {
  return { kind: 'paragraph', text: `Questions? Reply to this e-mail or call us at ${brand.phone}.` };
}
