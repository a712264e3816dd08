import {
  type BrandSettings,
  cardBrandName,
  COUPON_MESSAGES,
  formatDollars,
  formatSessionWhen,
  paymentReceivedHeadline,
  paymentReference,
  sessionPhrase,
} from '@app/contracts';
import type { PaymentFacts } from '../../payments/payment-facts.read-model';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';

function cardText(p: PaymentFacts): string {
  const brand = cardBrandName(p.cardBrand);
  if (brand && p.cardLast4) return `${brand} ending in ${p.cardLast4}`;
  if (p.cardLast4) return `Card ending in ${p.cardLast4}`;
  return 'Card';
}

/** What the money paid for, in exact words: a general payment never reads as a booked session. */
function paidFor(p: PaymentFacts): string {
  switch (p.purpose) {
    case 'booking':
      return p.startsAt
        ? `${sessionPhrase(p.serviceName)} on ${formatSessionWhen(p.startsAt)}`
        : sessionPhrase(p.serviceName);
    case 'subscription':
      return `${p.serviceName} plan, first month`;
    case 'general':
      return 'General payment (not tied to a session)';
  }
}

/** Issue 33: the list price and the discount with its code, above the amount charged. */
function couponRows(p: PaymentFacts): Array<[string, string]> {
  if (!p.coupon || p.coupon.discountCents <= 0) return [];
  const terms = p.coupon.description ? `: ${p.coupon.description}` : '';
  return [
    ['Price', formatDollars(p.amountCents + p.coupon.discountCents)],
    [
      `${COUPON_MESSAGES.discountLine} (${COUPON_MESSAGES.appliedPrefix} ${p.coupon.code}${terms})`,
      `−${formatDollars(p.coupon.discountCents)}`,
    ],
  ];
}

function receiptRows(p: PaymentFacts): MailBlock {
  return {
    kind: 'details',
    rows: [
      ...couponRows(p),
      ['Amount', formatDollars(p.amountCents)],
      ['Paid with', cardText(p)],
      ['For', paidFor(p)],
      ['Reference', paymentReference(p.id)],
      ['Date', formatSessionWhen(p.paidAt)],
    ],
  };
}

/** The receipt of every approved card payment (issue 13), in the brand's voice and look. */
export function paymentReceipt(brand: BrandSettings, links: SiteLinks, p: PaymentFacts): ComposedMail {
  const voice = brandVoice(brand.id);
  const headline = paymentReceivedHeadline(p.purpose, p.serviceName, p.amountCents);
  const next: MailBlock[] =
    p.purpose === 'booking'
      ? [{ kind: 'paragraph', text: `Your confirmation with the calendar invite comes in a separate e-mail.` }]
      : p.purpose === 'subscription'
        ? [
            { kind: 'paragraph', text: 'Your plan is ready: ask your questions from your dashboard.' },
            { kind: 'button', label: 'Open your subscription', url: links.subscriptions() },
          ]
        : [
            {
              kind: 'paragraph',
              text: `Thank you. If this payment was meant for a ${voice.sessionWord}, reply to this e-mail.`,
            },
          ];
  return {
    subject: `${voice.subjectMark}Receipt ${paymentReference(p.id)}: ${headline}`,
    blocks: [
      { kind: 'heading', text: headline },
      { kind: 'paragraph', text: voice.greeting(firstName(p.customerName)) },
      { kind: 'paragraph', text: `Thank you for your payment. Please keep this e-mail as your receipt.` },
      receiptRows(p),
      ...next,
      { kind: 'paragraph', text: `Questions about this payment? Reply to this e-mail or call us at ${brand.phone}.` },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/** A card payment went back to the card, because what it paid for could no longer be had. */
export function paymentRefunded(brand: BrandSettings, links: SiteLinks, p: PaymentFacts, reason: string): ComposedMail {
  const voice = brandVoice(brand.id);
  const amount = formatDollars(p.amountCents);
  return {
    subject: `${voice.subjectMark}Your payment of ${amount} was refunded (${paymentReference(p.id)})`,
    blocks: [
      { kind: 'heading', text: `Your payment of ${amount} was refunded` },
      { kind: 'paragraph', text: voice.greeting(firstName(p.customerName)) },
      { kind: 'paragraph', text: reason },
      {
        kind: 'paragraph',
        text: `We refunded the full ${amount} to your card. Your bank usually shows it within 5 to 10 business days.`,
      },
      receiptRows(p),
      ...(p.purpose === 'booking'
        ? [{ kind: 'button', label: `Choose another time`, url: links.booking(brand.id) } as MailBlock]
        : []),
      {
        kind: 'paragraph',
        text: `We are sorry for the trouble. Questions? Reply to this e-mail or call us at ${brand.phone}.`,
      },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
