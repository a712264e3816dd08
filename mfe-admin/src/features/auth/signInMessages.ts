/**
 * Console texts around sign-in that the API does not send. The password texts ("Invalid password", "Please
 * enter the admin password") are AUTH_MESSAGES in @app/contracts, shared with the API.
 */
export const SIGN_IN_MESSAGES = {
  // The API's 429 text is generic ("Too many requests…"); on this form the reason is known.
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute, then try again.',
  failed: 'Sign-in failed. Please try again.',
  signOutFailed: 'Sign-out failed',
} as const;
