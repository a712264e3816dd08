import { ADMIN_SESSION_COOKIE, AUTH_MESSAGES } from '@app/contracts';
import { applyDecorators, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { AdminGuard } from './admin.guard';
import { NoStoreInterceptor } from './no-store.interceptor';

/**
 * An admin-only controller or route: the AdminGuard (session cookie or bearer token, CSRF token on writes) and the
 * OpenAPI words for it, in one place so no route documents one rule and enforces another. Its answers are never
 * stored by a cache (NoStoreInterceptor).
 */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiCookieAuth(ADMIN_SESSION_COOKIE),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorResponse, description: AUTH_MESSAGES.authRequired }),
    UseGuards(AdminGuard),
    UseInterceptors(NoStoreInterceptor),
  );
}
