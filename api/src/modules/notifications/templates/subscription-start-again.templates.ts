import { formatDollars, formatSessionWhen, PLANS, SIGN_IN_LINK_MINUTES, type BrandSettings } from '@app/contracts';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { paymentBlocks } from './payment-blocks';
import { signInUrl } from './subscriber-sign-in.templates';
import { dashboardBlocks, SUBSCRIPTION_SERVICE_ID } from './subscription.template';
import type { SubscriptionFacts } from '../../subscriptions/subscription-facts.read-model';

/**
 * Issue 28: starting a plan the address already has answers the page exactly as a new plan does, so these e-mails
 * are where the owner learns what happened. The plan itself was not touched, whoever filled in the form.
 */

/** The one-time link when one could be issued; otherwise the way to ask for one. */
function dashboardLink(links: SiteLinks, s: SubscriptionFacts, token: string | null): MailBlock[] {
  if (!token) return dashboardBlocks(links, s);
  return [
    { kind: 'section', title: 'Your dashboard' },
    { kind: 'button', label: 'Open your dashboard', url: signInUrl(links, token) },
    {
      kind: 'paragraph',
      text:
        `The link works once, within ${SIGN_IN_LINK_MINUTES} minutes; after that, ask for a new one under ` +
        '"Access Your Subscription".',
    },
  ];
}

const notYou = (brand: BrandSettings): MailBlock => ({
  kind: 'paragraph',
  text:
    'Did not do this? Someone may have typed your address by mistake. Nothing was changed or charged, so you can ' +
    `simply delete this e-mail. Questions? Reply to this e-mail or call us at ${brand.phone}.`,
});

/** The plan was started again while it still waits for payment: how to pay it, unchanged. */
export function subscriptionPendingAgain(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  token: string | null,
): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  const price = formatDollars(s.price);
  const cardUrl = links.cardPayment({
    serviceId: SUBSCRIPTION_SERVICE_ID,
    serviceName: plan.name,
    priceCents: s.price,
    plan: plan.id,
    subscriptionId: s.id,
  });
  // Whatever was chosen before, the card is offered too: it is the one way that activates the plan at once.
  const byCardToo: MailBlock[] =
    s.paymentMethod === null || s.paymentMethod === 'credit-card'
      ? []
      : [
          { kind: 'paragraph', text: `Or pay ${price} by card now: the plan activates at once.` },
          { kind: 'button', label: `Pay ${price} by card`, url: cardUrl },
        ];
  return {
    subject: `Your ${plan.name} plan is waiting for payment`,
    blocks: [
      { kind: 'heading', text: `Your ${plan.name} plan is waiting for payment` },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      {
        kind: 'paragraph',
        text:
          `Someone, hopefully you, just started ${plan.name} with this address. You had already started it, so no ` +
          'second plan was made: the one below is still yours as you set it up, and it activates once it is paid.',
      },
      {
        kind: 'details',
        rows: [
          ['Plan', plan.name],
          ['Price', `${price}/month`],
          ['Status', 'Awaiting payment'],
        ],
      },
      ...paymentBlocks({
        brand,
        method: s.paymentMethod,
        status: 'awaiting',
        amountCents: s.price,
        memo: `${plan.name}, ${s.customerName}`,
        cardUrl,
        cardHold: false,
      }),
      ...byCardToo,
      ...dashboardLink(links, s, token),
      {
        kind: 'paragraph',
        text: 'To change the name, phone or payment method on the plan, reply to this e-mail.',
      },
      notYou(brand),
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/** The plan was started again while it is active and paid: nothing new was started, here is the way in. */
export function subscriptionAlreadyActive(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  token: string | null,
): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  return {
    subject: `You already have an active ${plan.name} plan`,
    blocks: [
      { kind: 'heading', text: `You already have an active ${plan.name} plan` },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      {
        kind: 'paragraph',
        text:
          `Someone, hopefully you, just started ${plan.name} with this address. Your plan is already active, so ` +
          'nothing new was started and nothing was charged.',
      },
      {
        kind: 'details',
        rows: [
          ['Plan', plan.name],
          ['Status', 'Active'],
          ['Paid through', formatSessionWhen(s.expiresAt)],
        ],
      },
      ...dashboardLink(links, s, token),
      notYou(brand),
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
