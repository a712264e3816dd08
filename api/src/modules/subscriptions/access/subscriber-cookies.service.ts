import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfigService } from '../../../config/app-config.module';
import type { OpenedSession } from './subscriber-access.service';
import { subscriberSessionCookie, subscriberSignedInCookie } from './subscriber-session.cookie';

/** Sets and clears the subscriber session cookie (with its script-readable companion); Secure over https and always in production, like the admin one. */
@Injectable()
export class SubscriberCookies {
  constructor(@Inject(ConfigService) private readonly config: AppConfigService) {}

  set(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession): void {
    const options = { maxAge: opened.maxAgeSeconds, secure: this.secure(request) };
    reply.header('set-cookie', [subscriberSessionCookie(opened.token, options), subscriberSignedInCookie(options)]);
  }

  clear(request: FastifyRequest, reply: FastifyReply): void {
    const options = { maxAge: 0, secure: this.secure(request) };
    reply.header('set-cookie', [subscriberSessionCookie('', options), subscriberSignedInCookie(options)]);
  }

  private secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || this.config.get('nodeEnv', { infer: true }) === 'production';
  }
}
