import { formatDollars, formatSessionWhen, PLANS, type BrandSettings } from '@app/contracts';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import { dashboardBlocks } from './subscription.template';
import type { SubscriptionFacts } from '../../subscriptions/subscription-facts.read-model';

/** Still active after a cancellation: the subscriber cancelled a paid plan, which runs to the end of its term. */
const runsToTermEnd = (s: SubscriptionFacts) => s.status === 'active';

/**
 * A plan was cancelled — by the coach (issue 27, with the reason when one was given; it stops at once) or by the
 * subscriber from the dashboard (issue 29; a paid plan stays active until its paid-through date and does not renew,
 * an unpaid one stops at once). The conversation so far stays on the dashboard.
 */
export function subscriptionCancelled(
  brand: BrandSettings,
  links: SiteLinks,
  s: SubscriptionFacts,
  reason: string | null,
  by: 'coach' | 'subscriber' = 'coach',
): ComposedMail {
  const voice = brandVoice('coaching');
  const plan = PLANS[s.planType];
  const who = by === 'subscriber' ? 'As you asked, we have cancelled' : `${brand.coachName} has cancelled`;
  const until = formatSessionWhen(s.expiresAt);
  const effect = runsToTermEnd(s)
    ? `It stays active until ${until}: your questions are welcome until then. It will not renew, and nothing more is due.`
    : 'From today it takes no new questions or video requests, and nothing more is due for it.';
  return {
    subject: `Your ${plan.name} plan has been cancelled`,
    blocks: [
      { kind: 'heading', text: `Your ${plan.name} plan has been cancelled` },
      { kind: 'paragraph', text: voice.greeting(firstName(s.customerName)) },
      {
        kind: 'paragraph',
        text: `${who} your ${plan.name} plan. ${effect}`,
      },
      ...(reason
        ? [
            { kind: 'section' as const, title: 'The reason given' },
            { kind: 'quote' as const, text: reason },
          ]
        : []),
      {
        kind: 'details',
        rows: [
          ['Plan', plan.name],
          ['Status', runsToTermEnd(s) ? `Cancelled, active until ${until}` : 'Cancelled'],
        ],
      },
      ...dashboardBlocks(links, s),
      {
        kind: 'paragraph',
        text: `If this is a mistake or you would like to start again, reply to this e-mail or call us at ${brand.phone}.`,
      },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/** To the coach: a subscriber cancelled their own plan from the dashboard. */
export function coachSubscriptionCancelled(brand: BrandSettings, links: SiteLinks, s: SubscriptionFacts): ComposedMail {
  const plan = PLANS[s.planType];
  return {
    subject: `[${brand.name}] Plan cancelled by the subscriber: ${s.customerName}, ${plan.name}`,
    blocks: [
      { kind: 'heading', text: 'A subscriber cancelled their plan' },
      {
        kind: 'details',
        rows: [
          ['Subscriber', s.customerName],
          ['E-mail', s.customerEmail],
          ['Plan', `${plan.name}, ${formatDollars(s.price)}/month`],
          ['Status', runsToTermEnd(s) ? `Cancelled, active until ${formatSessionWhen(s.expiresAt)}` : 'Cancelled'],
        ],
      },
      {
        kind: 'paragraph',
        text: runsToTermEnd(s)
          ? 'It runs to the end of the paid month and then ends instead of renewing; nothing more is due for it.'
          : 'It takes no new questions or video requests; nothing more is due for it.',
      },
      { kind: 'button', label: 'Open the coach console', url: links.coachConsole() },
    ],
  };
}
