import { ERROR_MESSAGES, type ErrorCode } from '@app/contracts';

export interface DomainErrorOptions {
  /** The exact words when they depend on the case; the code's own message (contracts) otherwise. */
  message?: string;
  /** The form field the problem belongs to: the body's `errors` gets `{[field]: message}`. */
  field?: string;
  /** Several fields at once (a validation failure). */
  errors?: Record<string, string>;
  /** A refusal that lifts at a known time (a used-up allowance): sent as the standard `Retry-After` (seconds). */
  retryAfterSeconds?: number;
}

/**
 * The one error services, guards and pipes throw for a refusal the client should hear about. It says *what*
 * happened (an ErrorCode from contracts); the HTTP status is the exception filter's business (ERROR_STATUS), so
 * a module deciding on another module's refusal asks for its code, never its status.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly errors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    options: DomainErrorOptions = {},
  ) {
    const message = options.message ?? ERROR_MESSAGES[code];
    super(message);
    const errors = options.errors ?? (options.field ? { [options.field]: message } : undefined);
    if (errors) this.errors = errors;
    if (options.retryAfterSeconds !== undefined)
      this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

export function isDomainError(error: unknown, ...codes: ErrorCode[]): error is DomainError {
  return error instanceof DomainError && (codes.length === 0 || codes.includes(error.code));
}
