import {
  CARD_HOLD_MINUTES,
  formatDollars,
  PAYMENT_METHOD_LABELS,
  type BrandSettings,
  type CanonicalPaymentMethod,
  type PaymentStatus,
} from '@app/contracts';
import type { MailBlock } from './mail-blocks';

export interface PaymentInstructions {
  brand: BrandSettings;
  method: CanonicalPaymentMethod | null;
  status: PaymentStatus;
  amountCents: number;
  /** What the payment is for, for the Zelle memo ("3 Card Tarot Draw, Ada Lovelace"). */
  memo: string;
  /** The card payment page for this booking or plan. */
  cardUrl: string;
  /** Bookings: card holds run out; a plan simply stays pending. */
  cardHold: boolean;
}

/** "How to pay": the chosen method's link or Zelle steps, from the brand settings; every option if none was chosen. */
export function paymentBlocks(p: PaymentInstructions): MailBlock[] {
  const amount = formatDollars(p.amountCents);
  const title: MailBlock = { kind: 'section', title: 'Payment' };
  switch (p.status) {
    case 'not_required':
      return [];
    case 'paid':
      return [title, { kind: 'paragraph', text: `Paid in full (${amount}). Thank you!` }];
    case 'refunded':
      return [title, { kind: 'paragraph', text: `Your payment of ${amount} has been refunded.` }];
    case 'refund_owed':
      return [title, { kind: 'paragraph', text: `${p.brand.coachName} is refunding your payment of ${amount}.` }];
    case 'awaiting':
      return [title, ...awaitingBlocks(p, amount)];
  }
}

function awaitingBlocks(p: PaymentInstructions, amount: string): MailBlock[] {
  const { brand, method } = p;
  const settledByCoach: MailBlock = {
    kind: 'paragraph',
    text: `${brand.coachName} marks your payment as received as soon as it arrives.`,
  };
  switch (method) {
    case 'credit-card':
      return [
        {
          kind: 'paragraph',
          text: p.cardHold
            ? `Pay ${amount} by card to secure this time. An unpaid card booking is released ` +
              `${CARD_HOLD_MINUTES} minutes after it was made.`
            : `Pay ${amount} by card to activate it.`,
        },
        { kind: 'button', label: `Pay ${amount} by card`, url: p.cardUrl },
      ];
    case 'cashapp':
    case 'venmo':
    case 'paypal':
      return [
        { kind: 'paragraph', text: `Please send ${amount} with ${PAYMENT_METHOD_LABELS[method]}.` },
        { kind: 'button', label: `Pay with ${PAYMENT_METHOD_LABELS[method]}`, url: brand.paymentLinks[method] },
        settledByCoach,
      ];
    case 'zelle':
    case 'zelle-qr':
      return [...zelleBlocks(p, amount), settledByCoach];
    case null:
      return [
        { kind: 'paragraph', text: `Please pay ${amount} with any of these:` },
        { kind: 'link', label: 'Cash App', url: brand.paymentLinks.cashapp },
        { kind: 'link', label: 'Venmo', url: brand.paymentLinks.venmo },
        { kind: 'link', label: 'PayPal', url: brand.paymentLinks.paypal },
        { kind: 'link', label: 'Debit/Credit Card', url: p.cardUrl },
        ...zelleBlocks(p, amount),
        settledByCoach,
      ];
  }
}

function zelleBlocks(p: PaymentInstructions, amount: string): MailBlock[] {
  return [
    {
      kind: 'paragraph',
      text: `Zelle: send ${amount} to ${p.brand.zelleRecipient} (${p.brand.zelleAccountHolder}) from your banking app.`,
    },
    {
      kind: 'list',
      items: [
        'Open your banking app and choose Zelle',
        `Recipient: ${p.brand.zelleRecipient}`,
        `Amount: ${amount}`,
        `Memo: ${p.memo}`,
      ],
    },
  ];
}
