/**
 * The subscriber sign-in requests' schemas (DESIGN §3, issue 15), apart from subscriber-access.ts's cookie names and
 * texts, which the plans page shows at load: yup comes with a page's forms, not with its words.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { SUBSCRIBER_ACCESS_MESSAGES } from './subscriber-access';
import { emailString } from './validation';

/** POST /api/subscriptions/sign-in-links: "Access Your Subscription". */
export const signInLinkRequestSchema = object({
  email: emailString().required('Please enter your email address'),
});
export type SignInLinkRequest = InferType<typeof signInLinkRequestSchema>;

/** POST /api/subscriptions/session: the token from the e-mailed link. */
export const signInTokenSchema = object({
  token: string()
    .trim()
    .required(SUBSCRIBER_ACCESS_MESSAGES.tokenRequired)
    .max(200, SUBSCRIBER_ACCESS_MESSAGES.linkInvalid),
});
export type SignInTokenRequest = InferType<typeof signInTokenSchema>;
