import { AUTH_MESSAGES } from '@app/contracts';
import { serverMessage, type ApiError } from '@app/web-kit';
import { SIGN_IN_MESSAGES } from './signInMessages';

/** What the form says for a failed sign-in: the wrong password and the rate limit each get a plain sentence. */
export function signInErrorText(error: unknown): string {
  const status = (error as ApiError | undefined)?.status;
  if (status === 401) return AUTH_MESSAGES.invalidPassword;
  if (status === 429) return SIGN_IN_MESSAGES.tooManyAttempts;
  return serverMessage(error, SIGN_IN_MESSAGES.failed);
}
