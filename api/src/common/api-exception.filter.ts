import type { ApiErrorBody } from '@app/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every error leaves the API as `{statusCode, message, errors?}` (contracts' ApiErrorBody). Anything that is not an
 * HttpException is a bug or an outage: it is logged with its stack and answered as a bare 500, never with internals.
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
      this.logger.error(`${request.method} ${request.url} failed: ${error.message}`, error.stack);
    }
    reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const { message, errors } = response as { message?: unknown; errors?: Record<string, string> };
    return {
      statusCode,
      message: Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message,
      ...(errors && typeof errors === 'object' ? { errors } : {}),
    };
  }
  // Fastify's own client errors (malformed JSON, body too large) carry a 4xx statusCode and a safe message.
  const fastifyStatus = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { statusCode: fastifyStatus, message: (exception as Error).message };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}
