import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfigService } from '../../../config/app-config.module';
import type { OpenedSession } from './subscriber-access.service';
import { subscriberSessionCookie } from './subscriber-session.cookie';

/** Sets and clears the subscriber session cookie; Secure over https and always in production, like the admin one. */
@Injectable()
export class SubscriberCookies {
  constructor(@Inject(ConfigService) private readonly config: AppConfigService) {}

  set(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession): void {
    const cookie = subscriberSessionCookie(opened.token, {
      maxAge: opened.maxAgeSeconds,
      secure: this.secure(request),
    });
    reply.header('set-cookie', cookie);
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('set-cookie', subscriberSessionCookie('', { maxAge: 0, secure: this.secure(request) }));
  }

  private secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || this.config.get('nodeEnv', { infer: true }) === 'production';
  }
}
