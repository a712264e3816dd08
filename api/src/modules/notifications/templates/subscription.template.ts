import {
  formatDollars,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  type BrandSettings,
  type SubscriptionDto,
} from '@app/contracts';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';

/** What the card page calls a plan payment (mfe-payments paymentDestination uses the same id). */
const SUBSCRIPTION_SERVICE_ID = 'subscription';
import { paymentBlocks } from './payment-blocks';

/** Monthly plans belong to the coaching brand: its voice, its payment links. */
export function subscriptionConfirmation(brand: BrandSettings, links: SiteLinks, s: SubscriptionDto): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  const price = `${formatDollars(s.price)}/month`;
  const allowances = [
    `${s.questionsAllowedPerDay} chat questions per day`,
    ...(s.videosAllowedPerMonth > 0 ? [`${s.videosAllowedPerMonth} personal video sessions per month`] : []),
  ];
  return {
    subject: `${SUBSCRIPTION_MESSAGES.createdTitle(plan.name)}: your plan is reserved`,
    blocks: [
      { kind: 'heading', text: SUBSCRIPTION_MESSAGES.createdTitle(plan.name) },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      {
        kind: 'paragraph',
        text:
          `Thank you for choosing ${plan.name}. Ongoing coaching is where real progress happens, ` +
          'and we are glad to be part of yours.',
      },
      { kind: 'details', rows: [['Plan', plan.name], ['Price', price], ['Status', 'Awaiting payment']] },
      { kind: 'list', items: allowances },
      { kind: 'paragraph', text: `${SUBSCRIPTION_MESSAGES.activatesOnPayment} Your first month starts on that day.` },
      ...paymentBlocks({
        brand,
        method: s.paymentMethod,
        status: 'awaiting',
        amountCents: s.price,
        memo: `${plan.name}, ${s.customerName}`,
        cardUrl: links.cardPayment({
          serviceId: SUBSCRIPTION_SERVICE_ID,
          serviceName: plan.name,
          priceCents: s.price,
          plan: plan.id,
          subscriptionId: s.id,
        }),
        cardHold: false,
      }),
      { kind: 'section', title: 'Your dashboard' },
      {
        kind: 'paragraph',
        text: `Ask your questions and read the answers under "Access Your Subscription" with ${s.customerEmail}.`,
      },
      { kind: 'button', label: 'Open your subscription', url: links.subscriptions() },
      {
        kind: 'paragraph',
        text: 'Plans renew monthly; a cancellation takes effect at the end of the paid month (no partial refunds).',
      },
      { kind: 'paragraph', text: `Questions? Reply to this e-mail or call us at ${brand.phone}.` },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
