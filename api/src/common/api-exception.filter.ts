import { type ApiErrorBody, ErrorCode, loggableUrl } from '@app/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tracing } from '../observability/tracing-hooks';
import { DomainError } from './domain-error';

/** The one mapping from what happened to the HTTP status that says it (issue 17). */
export const ERROR_STATUS: Record<ErrorCode, HttpStatus> = {
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  JSON_BODY_REQUIRED: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  METHOD_NOT_ALLOWED: HttpStatus.METHOD_NOT_ALLOWED,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,

  AUTH_REQUIRED: HttpStatus.UNAUTHORIZED,
  INVALID_PASSWORD: HttpStatus.UNAUTHORIZED,
  CSRF_TOKEN_INVALID: HttpStatus.FORBIDDEN,
  CROSS_SITE_REQUEST: HttpStatus.FORBIDDEN,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  SUBSCRIBER_SIGN_IN_REQUIRED: HttpStatus.UNAUTHORIZED,
  SIGN_IN_LINK_INVALID: HttpStatus.BAD_REQUEST,
  SIGN_IN_LINK_USED: HttpStatus.GONE,
  SIGN_IN_LINK_EXPIRED: HttpStatus.GONE,
  WEBHOOK_SIGNATURE_INVALID: HttpStatus.UNAUTHORIZED,

  SERVICE_UNKNOWN: HttpStatus.BAD_REQUEST,
  SLOT_UNKNOWN: HttpStatus.BAD_REQUEST,
  SLOT_WRONG_BRAND: HttpStatus.BAD_REQUEST,
  SLOT_PAST: HttpStatus.BAD_REQUEST,
  SLOT_TAKEN: HttpStatus.CONFLICT,
  VIDEO_PLATFORM_UNAVAILABLE: HttpStatus.BAD_REQUEST,
  BOOKING_NOT_FOUND: HttpStatus.NOT_FOUND,
  BOOKING_CANCELLED: HttpStatus.CONFLICT,
  BOOKING_EXPIRED: HttpStatus.CONFLICT,
  SESSION_PASSED: HttpStatus.CONFLICT,
  /** Retrying cannot help: the 24-hour policy itself is the answer. */
  BOOKING_CHANGE_CLOSED: HttpStatus.FORBIDDEN,
  SAME_SLOT: HttpStatus.BAD_REQUEST,
  REFUND_FAILED: HttpStatus.BAD_GATEWAY,

  ORDER_NOT_PAYABLE: HttpStatus.CONFLICT,
  ORDER_NOT_FOUND: HttpStatus.NOT_FOUND,
  PAYMENT_REFUNDED: HttpStatus.CONFLICT,
  CARD_INVALID: HttpStatus.BAD_REQUEST,
  PAYMENT_KEY_REUSED: HttpStatus.CONFLICT,
  PAYMENT_IN_PROGRESS: HttpStatus.CONFLICT,
  PAYMENT_FAILED: HttpStatus.CONFLICT,
  PAYMENT_PROVIDER_DOWN: HttpStatus.BAD_GATEWAY,
  PAYMENT_NOT_FOUND: HttpStatus.NOT_FOUND,

  SUBSCRIPTION_NOT_FOUND: HttpStatus.NOT_FOUND,
  PLAN_ALREADY_ACTIVE: HttpStatus.CONFLICT,
  SUBSCRIPTION_NOT_PAID: HttpStatus.FORBIDDEN,
  SUBSCRIPTION_EXPIRED: HttpStatus.FORBIDDEN,
  SUBSCRIPTION_CANCELLED: HttpStatus.FORBIDDEN,
  VIDEOS_NOT_IN_PLAN: HttpStatus.FORBIDDEN,
  QUESTION_LIMIT_REACHED: HttpStatus.TOO_MANY_REQUESTS,
  VIDEO_LIMIT_REACHED: HttpStatus.TOO_MANY_REQUESTS,
  QUESTION_NOT_FOUND: HttpStatus.NOT_FOUND,
  SUBSCRIPTION_ALREADY_CANCELLED: HttpStatus.CONFLICT,
  SUBSCRIPTION_NOT_RENEWABLE: HttpStatus.CONFLICT,

  REVIEW_LINK_INVALID: HttpStatus.BAD_REQUEST,
  REVIEW_ALREADY_GIVEN: HttpStatus.CONFLICT,
  REVIEW_NOT_FOUND: HttpStatus.NOT_FOUND,
  CONTACT_MESSAGE_NOT_FOUND: HttpStatus.NOT_FOUND,
  TESTER_EXISTS: HttpStatus.CONFLICT,
  TESTER_NOT_FOUND: HttpStatus.NOT_FOUND,
  CHAT_SESSION_NOT_FOUND: HttpStatus.NOT_FOUND,
  MEETING_ROOM_MISSING: HttpStatus.BAD_REQUEST,
  BLACKOUT_DATE_PAST: HttpStatus.BAD_REQUEST,
  RELEASE_NOT_FOUND: HttpStatus.NOT_FOUND,
  RELEASE_PRUNED: HttpStatus.CONFLICT,
  NO_EARLIER_RELEASE: HttpStatus.CONFLICT,
  NO_CANARY: HttpStatus.CONFLICT,
  COUPON_INVALID: HttpStatus.BAD_REQUEST,
  COUPON_EXPIRED: HttpStatus.BAD_REQUEST,
  COUPON_USED_UP: HttpStatus.CONFLICT,
  COUPON_ALREADY_USED: HttpStatus.CONFLICT,
  COUPON_NOT_APPLICABLE: HttpStatus.BAD_REQUEST,
  COUPON_EXISTS: HttpStatus.CONFLICT,
  COUPON_NOT_FOUND: HttpStatus.NOT_FOUND,
  NOTHING_TO_REFUND: HttpStatus.CONFLICT,
  BOOKING_CHANGED: HttpStatus.CONFLICT,
  NO_REFUND_OWED: HttpStatus.CONFLICT,
  NO_SHOW_REFUSED: HttpStatus.CONFLICT,
  BOOKING_NOT_UNPAID: HttpStatus.CONFLICT,
  UNPAID_LIMIT_REACHED: HttpStatus.CONFLICT,

  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  GONE: HttpStatus.GONE,
  BAD_GATEWAY: HttpStatus.BAD_GATEWAY,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  INTERNAL_ERROR: HttpStatus.INTERNAL_SERVER_ERROR,
};

/**
 * Errors raised by the framework itself (an unknown route, bad JSON, the throttler) carry only a status; they get the
 * generic code whose status it is in ERROR_STATUS, so the code ↔ status pairs are written once, in the table above.
 * An unlisted status reads as a bad request below 500 and an internal error from 500 on.
 */
const FRAMEWORK_CODES: readonly ErrorCode[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.AUTH_REQUIRED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.METHOD_NOT_ALLOWED,
  ErrorCode.CONFLICT,
  ErrorCode.GONE,
  ErrorCode.PAYLOAD_TOO_LARGE,
  ErrorCode.JSON_BODY_REQUIRED,
  ErrorCode.RATE_LIMITED,
  ErrorCode.BAD_GATEWAY,
  ErrorCode.SERVICE_UNAVAILABLE,
  ErrorCode.INTERNAL_ERROR,
];
const CODE_FOR_STATUS = new Map<number, ErrorCode>(FRAMEWORK_CODES.map((code) => [ERROR_STATUS[code], code]));

function codeForStatus(status: number): ErrorCode {
  return CODE_FOR_STATUS.get(status) ?? (status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.BAD_REQUEST);
}

/**
 * Every error leaves the API as `{statusCode, code, message, errors?}` (contracts' ApiErrorBody). A DomainError's
 * status comes from ERROR_STATUS; an HttpException (the framework's own) keeps its status and gets that status's
 * code. Anything else is a bug or an outage: it is logged with its stack and answered as a bare 500, never with
 * internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      const error = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(`${request.method} ${loggableUrl(request.url)} failed: ${error.message}`, error.stack);
    }
    // Tracing on: a server fault tells the client its trace id, to quote to whoever reads the traces.
    const traceId = body.statusCode >= 500 ? tracing.hooks?.traceId() : undefined;
    // Every 429 says when to try again (the rate limiter sets its own; an allowance says when it resets).
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(exception.retryAfterSeconds));
    reply
      .status(body.statusCode)
      .header('cache-control', 'no-store')
      .send(traceId ? { ...body, traceId } : body);
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof DomainError) {
    const { code, message, errors } = exception;
    return { statusCode: ERROR_STATUS[code], code, message, ...(errors ? { errors } : {}) };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const code = codeForStatus(statusCode);
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, code, message: response };
    const { message, errors } = response as { message?: unknown; errors?: Record<string, string> };
    return {
      statusCode,
      code,
      message: Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message,
      ...(errors && typeof errors === 'object' ? { errors } : {}),
    };
  }
  // Fastify's own client errors (malformed JSON, body too large) carry a 4xx statusCode and a safe message.
  const fastifyStatus = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { statusCode: fastifyStatus, code: codeForStatus(fastifyStatus), message: (exception as Error).message };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    code: ErrorCode.INTERNAL_ERROR,
    message: 'Internal server error',
  };
}
