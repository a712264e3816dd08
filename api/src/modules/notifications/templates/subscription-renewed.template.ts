import { formatDollars, formatSessionWhen, paymentMethodLabel, PLANS, type BrandSettings } from '@app/contracts';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import { allowancesOf, dashboardBlocks } from './subscription.template';
import type { SubscriptionFacts } from '../../subscriptions/subscription-facts.read-model';

/** What the renewal acknowledgement states: the money received and the new paid-through date. */
export interface RenewalFacts {
  amountCents: number;
  paidThrough: Date;
  paymentMethod: string | null;
}

/**
 * The coach recorded a month's payment (issue 27): a payment acknowledgement with the amount, the method and the
 * date the plan is now paid through. An early payment extends from the old end date, so no paid day is lost.
 */
export function subscriptionRenewed(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  renewal: RenewalFacts,
): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  const paidThrough = formatSessionWhen(renewal.paidThrough);
  return {
    subject: `Payment received: your ${plan.name} plan is paid through ${paidThrough}`,
    blocks: [
      { kind: 'heading', text: 'Thank you for your payment' },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      {
        kind: 'paragraph',
        text: `We received your payment of ${formatDollars(renewal.amountCents)} for another month of ${plan.name}.`,
      },
      {
        kind: 'details',
        rows: [
          ['Plan', plan.name],
          ['Amount', formatDollars(renewal.amountCents)],
          ...(renewal.paymentMethod
            ? [['Paid by', paymentMethodLabel(renewal.paymentMethod)] as [string, string]]
            : []),
          ['Status', 'Active'],
          ['Paid through', paidThrough],
        ],
      },
      { kind: 'section', title: 'Your plan includes' },
      { kind: 'list', items: allowancesOf(s, brand) },
      ...dashboardBlocks(links, s),
      { kind: 'paragraph', text: `Questions? Reply to this e-mail or call us at ${brand.phone}.` },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
