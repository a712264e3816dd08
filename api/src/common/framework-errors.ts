import { ErrorCode } from '@app/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './api-exception.filter';
import { DomainError } from './domain-error';

/**
 * The router's own refusals (a malformed URL such as `/api/%zz`, an over-long route parameter) come before any hook
 * or Nest filter, and fastify answered them in its own words: `FST_ERR_BAD_URL` and the URL echoed back (issue 28).
 * They get the API's shape instead, as a plain bad request (app.factory.ts passes this as `frameworkErrors`).
 */
export function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(new DomainError(ErrorCode.BAD_REQUEST));
  void reply
    .status(body.statusCode)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
