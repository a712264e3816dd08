import { AUTH_MESSAGES } from '@app/contracts';
import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminAuthService } from './admin-auth.service';

/**
 * Admin-only routes opt in with `@UseGuards(AdminGuard)` (on a handler or a whole controller). Accepts the
 * `admin_session` cookie or `Authorization: Bearer <token>`; anything else is 401 "Authentication required".
 * AuthModule is global, so any feature module can use the guard without importing it.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (await this.auth.isAdminRequest(request)) return true;
    throw new UnauthorizedException(AUTH_MESSAGES.authRequired);
  }
}
