import type { ErrorCode } from './error-codes';

/** The error body every API 4xx/5xx answers with; `code` says what happened (error-codes.ts), `message` in words. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
}
