import { serverMessage, type ApiError } from '@app/web-kit';

/** SPEC §8: failure toasts carry the server's message; without one, the "<status>: <body>" text of the error. */
export function failureDescription(error: unknown): string {
  const fallback = (error as ApiError | undefined)?.message || 'Please try again.';
  return serverMessage(error, fallback);
}
