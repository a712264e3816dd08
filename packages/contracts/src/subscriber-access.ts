/**
 * Subscriber access (DESIGN §3, issue 15): typing an e-mail only sends a single-use sign-in link to it; opening the
 * link exchanges it for an httpOnly session cookie bound to that e-mail. The dashboard, the conversation and asking
 * questions need that session.
 */
import type { SubscriptionDto } from './subscriptions';

/** The httpOnly cookie of a subscriber session (the admin session has its own, ADMIN_SESSION_COOKIE). */
export const SUBSCRIBER_SESSION_COOKIE = 'subscriber_session';

/**
 * Set and cleared with the session cookie, readable by scripts and holding no secret: it only tells the page that
 * asking GET /api/subscriptions/mine is worth it, so an anonymous visit makes no request that must fail with a 401
 * (which the browser logs as a console error, issue 29).
 */
export const SUBSCRIBER_SIGNED_IN_COOKIE = 'subscriber_signed_in';

/** A sign-in link works once, within this many minutes of being e-mailed. */
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * At most this many links are e-mailed to one address per SIGN_IN_LINK_MINUTES at the request of one client (IP
 * address); more requests from that client are dropped silently. Counted per client so that a stranger's requests
 * never use up the owner's own (issue 28): the mailbox is still protected from any one sender.
 */
export const SIGN_IN_LINKS_PER_ADDRESS = 3;

/** A session opened from an e-mailed link lasts this long. */
export const SUBSCRIBER_SESSION_DAYS = 30;

/** The query parameter of the e-mailed link: /subscriptions?signin=<token>. */
export const SIGN_IN_QUERY_PARAM = 'signin';

/** Texts of subscriber access; the API's answers use the same words. */
export const SUBSCRIBER_ACCESS_MESSAGES = {
  linkSentTitle: "We've e-mailed you a link",
  /** Shown (and answered by the API) whether or not the address has a subscription. */
  linkSent: `Open it from your inbox to see your plan and talk to your coach. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
  linkRequestFailed: "We couldn't send the link. Please try again.",
  tokenRequired: 'The sign-in link is missing its code.',
  linkInvalid: 'This sign-in link is not valid. Ask for a new one below.',
  linkUsed: 'This sign-in link was already used. Ask for a new one below.',
  linkExpired: `This sign-in link has expired (links work for ${SIGN_IN_LINK_MINUTES} minutes). Ask for a new one below.`,
  signingIn: 'Signing you in...',
  signInRequired: 'Please sign in with the link we e-mail you.',
  signedOut: 'You are signed out.',
  noSubscriptions: 'There is no subscription under this e-mail yet. Choose a plan to start one.',
} as const;

/** 202 of POST /api/subscriptions/sign-in-links: the same words whether or not the address has a subscription. */
export interface SignInLinkSentDto {
  message: string;
}

/** GET /api/subscriptions/mine and the answer of POST /api/subscriptions/session. */
export interface SubscriberSessionDto {
  /** The e-mail the session is bound to. */
  email: string;
  expiresAt: string;
  /** The subscriptions this session may see, newest first (one, for the session a new plan opened). */
  subscriptions: SubscriptionDto[];
}
