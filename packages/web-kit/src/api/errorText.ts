import { type ErrorCode, isErrorCode } from '@app/contracts';
import type { ApiError } from './baseQuery';

export interface ErrorTextOptions {
  /** The words when the server answered without a message of its own (default: the "<status>: <body>" text). */
  fallback?: string;
  /** The words when no answer came back at all (offline, blocked); default: `fallback`. */
  unreachable?: string;
  /** A page's own sentence for some codes, in place of the server's generic words. */
  byCode?: Partial<Record<ErrorCode, string>>;
}

function body(error: unknown): { code?: unknown; message?: unknown } | undefined {
  const data = (error as ApiError | undefined)?.data;
  return data && typeof data === 'object' ? data : undefined;
}

/** What the API said happened (contracts ErrorCode), when it said it. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = body(error)?.code;
  return isErrorCode(code) ? code : undefined;
}

/**
 * The one "error → text" of every remote (SPEC §8: failure toasts carry the server's message). In order: the page's
 * own sentence for the error's code, the server's `message`, the unreachable text when nothing answered, the
 * fallback, and last the "<status>: <body>" text of the request failure. A string is the fallback.
 *
 *   toast({ title: 'Booking Failed', description: errorText(err, BOOKING_MESSAGES.failedFallback.home) })
 */
export function errorText(error: unknown, options: string | ErrorTextOptions = {}): string {
  const { fallback, unreachable, byCode } = typeof options === 'string' ? { fallback: options } : options;
  const code = errorCode(error);
  const own = code ? byCode?.[code] : undefined;
  if (own) return own;
  const message = body(error)?.message;
  if (typeof message === 'string' && message) return message;
  const answered = typeof (error as ApiError | undefined)?.status === 'number';
  if (!answered && unreachable !== undefined) return unreachable;
  return fallback ?? ((error as ApiError | undefined)?.message || 'Please try again.');
}
