import {
  COUPON_MESSAGES,
  formatDollars,
  formatSessionWhen,
  offeredVideoPlatforms,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  type BrandSettings,
} from '@app/contracts';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { paymentBlocks } from './payment-blocks';
import type { SubscriptionFacts } from '../../subscriptions/subscription-facts.read-model';

/** What the card page calls a plan payment (mfe-payments paymentDestination uses the same id). */
export const SUBSCRIPTION_SERVICE_ID = 'subscription';

/**
 * What the plan gives, in words it can keep: a video session is a call in the coach's meeting room, so with no room
 * configured it is not promised (issue 29: what is offered can be delivered).
 */
export function allowancesOf(s: SubscriptionFacts, brand: Pick<BrandSettings, 'meetingRooms'>): string[] {
  const videos = s.videosAllowedPerMonth > 0 && offeredVideoPlatforms(brand).length > 0;
  return [
    `${s.questionsAllowedPerDay} chat questions per day`,
    ...(videos ? [`${s.videosAllowedPerMonth} personal video sessions per month`] : []),
  ];
}

export function dashboardBlocks(links: SiteLinks, s: SubscriptionFacts): MailBlock[] {
  return [
    { kind: 'section', title: 'Your dashboard' },
    {
      kind: 'paragraph',
      text: `Ask your questions and read the answers under "Access Your Subscription" with ${s.customerEmail}.`,
    },
    { kind: 'button', label: 'Open your subscription', url: links.subscriptions() },
  ];
}

/** Monthly plans belong to the coaching brand: its voice, its payment links. */
export function subscriptionConfirmation(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  couponRefused?: string,
): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  const price = `${formatDollars(s.price)}/month`;
  // Issue 33: a coupon takes its discount off the first month; renewals are at the plan's price.
  const firstMonthCents = s.price - s.discountCents;
  const allowances = allowancesOf(s, brand);
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
      {
        kind: 'details',
        rows: [['Plan', plan.name], ['Price', price], ...firstMonthRows(s), ['Status', 'Awaiting payment']],
      },
      ...(couponRefused
        ? [
            {
              kind: 'paragraph',
              text:
                `${COUPON_MESSAGES.appliedPrefix} ${couponRefused}: ${COUPON_MESSAGES.codeAlreadyUsed} ` +
                'Your plan is at its full price.',
            } as MailBlock,
          ]
        : []),
      { kind: 'list', items: allowances },
      { kind: 'paragraph', text: `${SUBSCRIPTION_MESSAGES.activatesOnPayment} Your first month starts on that day.` },
      ...paymentBlocks({
        brand,
        method: s.paymentMethod,
        status: 'awaiting',
        amountCents: firstMonthCents,
        memo: `${plan.name}, ${s.customerName}`,
        cardUrl: links.cardPayment({
          serviceId: SUBSCRIPTION_SERVICE_ID,
          serviceName: plan.name,
          priceCents: firstMonthCents,
          plan: plan.id,
          subscriptionId: s.id,
        }),
        cardHold: false,
      }),
      ...dashboardBlocks(links, s),
      {
        kind: 'paragraph',
        text: 'Plans renew monthly; a cancellation takes effect at the end of the paid month (no partial refunds).',
      },
      { kind: 'paragraph', text: `Questions? Reply to this e-mail or call us at ${brand.phone}.` },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/** The discount with its code and what the first month costs, when a coupon applied. */
function firstMonthRows(s: SubscriptionFacts): Array<[string, string]> {
  if (!s.couponCode || s.discountCents <= 0) return [];
  const terms = s.couponDescription ? `: ${s.couponDescription}` : '';
  return [
    [
      `${COUPON_MESSAGES.discountLine} (${COUPON_MESSAGES.appliedPrefix} ${s.couponCode}${terms})`,
      `−${formatDollars(s.discountCents)} on the first month`,
    ],
    ['First month', formatDollars(s.price - s.discountCents)],
  ];
}

/** Payment received (by card, or recorded by the coach): the plan is active and what the subscriber can do now. */
export function subscriptionActivated(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  via: 'card' | 'coach',
): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  // What was paid: a first month with a coupon (issue 33) is less than the plan's price.
  const paid = formatDollars(s.lastPaidCents ?? s.price);
  return {
    subject: `Your ${plan.name} plan is active`,
    blocks: [
      { kind: 'heading', text: `Your ${plan.name} plan is active` },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      {
        kind: 'paragraph',
        text:
          via === 'card'
            ? `Your card payment of ${paid} went through, and your plan is active from today.`
            : `We received your payment of ${paid}, and your plan is active from today.`,
      },
      {
        kind: 'details',
        rows: [
          ['Plan', plan.name],
          ['Price', `${formatDollars(s.price)}/month`],
          ['Status', 'Active'],
          ['Paid through', formatSessionWhen(s.expiresAt)],
        ],
      },
      { kind: 'section', title: 'What you can do now' },
      { kind: 'list', items: allowancesOf(s, brand) },
      {
        kind: 'paragraph',
        text: 'Ask your first question today: answers appear in your conversation, and we e-mail you each one.',
      },
      ...dashboardBlocks(links, s),
      { kind: 'paragraph', text: `Questions? Reply to this e-mail or call us at ${brand.phone}.` },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/** The coach answered a question: the question, the answer, and the way back to the conversation. */
export function subscriptionAnswered(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  question: string,
  answer: string,
): ComposedMail {
  const voice = brandVoice('coaching');
  return {
    subject: `${brand.coachName} answered your question`,
    blocks: [
      { kind: 'heading', text: 'You have an answer' },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      { kind: 'paragraph', text: `${brand.coachName} answered your question.` },
      { kind: 'section', title: 'You asked' },
      { kind: 'quote', text: question },
      { kind: 'section', title: 'The answer' },
      { kind: 'quote', text: answer },
      {
        kind: 'paragraph',
        text: 'The whole conversation, with every answer under its question, is on your dashboard.',
      },
      { kind: 'button', label: 'Open your conversation', url: links.subscriptions() },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
