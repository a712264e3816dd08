import { SIGN_IN_LINK_MINUTES, SIGN_IN_QUERY_PARAM, SUBSCRIBER_SESSION_DAYS, type BrandSettings } from '@app/contracts';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { SignInRequestFacts } from '../../subscriptions/subscription-facts.read-model';

/** /subscriptions?signin=<token>: the page posts the token to the API, which sets the session cookie. */
export function signInUrl(links: SiteLinks, token: string): string {
  return `${links.subscriptions()}?${SIGN_IN_QUERY_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * "Access Your Subscription" asked for a link for an address with a subscription: the one-time link, what it
 * opens, how long it works, and what to do if someone else typed the address.
 */
export function subscriberSignIn(
  brand: BrandSettings,
  links: SiteLinks,
  who: SignInRequestFacts & { customerName: string },
  token: string,
): ComposedMail {
  const voice = brandVoice(brand.id);
  return {
    subject: `${voice.subjectMark}Your sign-in link for ${brand.name}`,
    blocks: [
      { kind: 'heading', text: 'Your sign-in link' },
      { kind: 'paragraph', text: voice.greeting(firstName(who.customerName)) },
      {
        kind: 'paragraph',
        text:
          'Here is the link you asked for. It opens your subscription dashboard: your plan, your allowances and ' +
          `your conversation with ${brand.coachName}.`,
      },
      { kind: 'button', label: 'Open your dashboard', url: signInUrl(links, token) },
      {
        kind: 'paragraph',
        text:
          `The link works once, within ${SIGN_IN_LINK_MINUTES} minutes; after that, ask for a new one under ` +
          `"Access Your Subscription". Once opened, this browser stays signed in for ${SUBSCRIBER_SESSION_DAYS} days ` +
          'or until you sign out.',
      },
      {
        kind: 'paragraph',
        text:
          'Did not ask for this? Someone may have typed your address by mistake. Nothing changes unless the link is ' +
          'opened, so you can simply delete this e-mail.',
      },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/**
 * The same request for an address without any subscription. The page answers both cases alike, so only the owner
 * of the mailbox learns that there is nothing under it; the mail says so and shows the way to the plans.
 */
export function subscriberSignInNoPlan(brand: BrandSettings, links: SiteLinks, who: SignInRequestFacts): ComposedMail {
  const voice = brandVoice(brand.id);
  return {
    subject: `${voice.subjectMark}Your sign-in request at ${brand.name}`,
    blocks: [
      { kind: 'heading', text: 'No subscription under this address' },
      { kind: 'paragraph', text: voice.greeting('there') },
      {
        kind: 'paragraph',
        text:
          `Someone, hopefully you, asked for a sign-in link to a monthly plan dashboard for ${who.email}. ` +
          'There is no subscription under this address.',
      },
      {
        kind: 'paragraph',
        text: 'If you subscribed with another address, ask for the link with that one. To start a plan, choose one here:',
      },
      { kind: 'button', label: 'See the monthly plans', url: links.subscriptions() },
      {
        kind: 'paragraph',
        text: 'Did not ask for this? You can simply delete this e-mail; nothing was created or changed.',
      },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
