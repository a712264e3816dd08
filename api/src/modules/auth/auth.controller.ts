import {
  ADMIN_SESSION_COOKIE,
  type AdminSessionDto,
  ErrorCode,
  type SignInRequest,
  type SignInResponse,
  signInSchema,
} from '@app/contracts';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { DomainError, isDomainError } from '../../common/domain-error';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import type { AppConfigService } from '../../config/app-config.module';
import { ADMIN_SESSION_HOURS, AdminAuthService } from './admin-auth.service';
import { SIGN_IN_MAX_WAIT_MS } from './sign-in-pace.service';
import { adminCsrfCookie, csrfTokenFor } from './admin-csrf.util';
import { adminCredentialsFrom, adminSessionCookie, adminTokenFrom } from './admin-token.util';
import { AdminSessionResponse, SignInBody, SignInResponseBody } from './dto/auth.responses';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {}

  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Admin sign-in: sets the httpOnly admin_session cookie and returns the same token',
    description:
      'Also sets the readable `csrf_token` cookie: browser clients echo it in `X-CSRF-Token` on every admin write ' +
      'authenticated by the cookie (403 without it). Bearer clients need no CSRF token. After 5 wrong passwords ' +
      'from an address in 15 minutes, its attempts wait their turn (one check per 2 s), the right password too.',
  })
  @ApiBody({ type: SignInBody })
  @ApiOkResponse({ type: SignInResponseBody })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'No password, or not text' })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Invalid password' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorResponse,
    description: 'Too many attempts waiting from this address (or site-wide): try again after Retry-After seconds',
  })
  async signIn(
    @Body(new YupValidationPipe(signInSchema)) body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    const session = await this.auth.signIn(body.password, request.ip).catch((error: unknown) => {
      // The line of waiting attempts is full: the standard header says when it has drained.
      if (isDomainError(error, ErrorCode.RATE_LIMITED)) {
        reply.header('retry-after', String(Math.ceil(SIGN_IN_MAX_WAIT_MS / 1000)));
      }
      throw error;
    });
    const options = { maxAge: ADMIN_SESSION_HOURS * 3600, secure: this.secure(request) };
    reply.header('set-cookie', [
      adminSessionCookie(session.token, options),
      adminCsrfCookie(csrfTokenFor(session.token), options),
    ]);
    return session;
  }

  @Post('sign-out')
  @HttpCode(204)
  @ApiOperation({ summary: 'Ends the admin session (cookie or bearer token) and clears the cookie' })
  @ApiNoContentResponse()
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOut(adminTokenFrom(request));
    const cleared = { maxAge: 0, secure: this.secure(request) };
    reply.header('set-cookie', [adminSessionCookie('', cleared), adminCsrfCookie('', cleared)]);
  }

  @Get('session')
  @ApiCookieAuth(ADMIN_SESSION_COOKIE)
  @ApiOperation({ summary: 'Whether the request carries a live admin session' })
  @ApiOkResponse({ type: AdminSessionResponse })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Authentication required' })
  async session(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionDto> {
    reply.header('cache-control', 'no-store');
    const credentials = adminCredentialsFrom(request);
    const session = await this.auth.sessionFor(credentials?.token);
    if (!credentials || !session) throw new DomainError(ErrorCode.AUTH_REQUIRED);
    if (credentials.via === 'cookie') {
      // Renewed on every check, so a browser that lost the cookie (or signed in before it existed) gets it back.
      const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000));
      reply.header(
        'set-cookie',
        adminCsrfCookie(csrfTokenFor(credentials.token), { maxAge, secure: this.secure(request) }),
      );
    }
    return session;
  }

  /** Secure over https, and always in production (browsers accept Secure cookies from http://localhost too). */
  private secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || this.config.get('nodeEnv', { infer: true }) === 'production';
  }
}
