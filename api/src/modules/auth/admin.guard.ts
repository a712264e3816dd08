import { ErrorCode } from '@app/contracts';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error';
import { AdminAuthService } from './admin-auth.service';
import { csrfHeaderMatches } from './admin-csrf.util';
import { adminCredentialsFrom } from './admin-token.util';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Admin-only routes opt in with `@AdminOnly()` (admin-only.decorator.ts; a handler or a whole controller).
 * Accepts the `admin_session` cookie or `Authorization: Bearer <token>`; anything else is 401 "Authentication required".
 * A write authenticated by the cookie must also carry the session's CSRF token in X-CSRF-Token (403 otherwise):
 * the browser attaches the cookie to requests other sites make it send, the header only our own pages can set.
 * AuthModule is global, so any feature module can use the guard without importing it.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const credentials = adminCredentialsFrom(request);
    if (!credentials || !(await this.auth.sessionFor(credentials.token))) {
      throw new DomainError(ErrorCode.AUTH_REQUIRED);
    }
    if (
      credentials.via === 'cookie' &&
      !SAFE_METHODS.has(request.method) &&
      !csrfHeaderMatches(request, credentials.token)
    ) {
      throw new DomainError(ErrorCode.CSRF_TOKEN_INVALID);
    }
    return true;
  }
}
