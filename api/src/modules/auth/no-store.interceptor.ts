import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

/**
 * `Cache-Control: no-store` on an answer: what an admin route returns (customers' names, addresses, payments) must
 * stay in no cache, shared or the browser's own, where the next user of the machine or a proxy could read it.
 * Errors already carry it (api-exception.filter.ts); this covers the successful answers.
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<FastifyReply>().header('cache-control', 'no-store');
    return next.handle();
  }
}
