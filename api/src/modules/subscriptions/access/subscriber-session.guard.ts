import { ErrorCode } from '@app/contracts';
import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../common/domain-error';
import { isUuid } from '../../../common/uuid';
import { type SubscriberSession, SubscriberAccessService } from './subscriber-access.service';
import { subscriberTokenFrom } from './subscriber-session.cookie';

type RequestWithSubscriber = FastifyRequest & { subscriberSession?: SubscriberSession };

/**
 * Subscriber routes opt in with `@UseGuards(SubscriberSessionGuard)`: 401 without a live subscriber session, and on
 * a route with `:id`, 404 unless that subscription belongs to the session (the same answer as an unknown id, so
 * another person's subscription is not even confirmed to exist). A guard runs before the body is validated, so an
 * anonymous caller learns nothing from 400s either. An id that is no UUID is left to the route's pipe (400).
 */
@Injectable()
export class SubscriberSessionGuard implements CanActivate {
  constructor(private readonly access: SubscriberAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithSubscriber>();
    const session = await this.access.sessionFor(subscriberTokenFrom(request));
    if (!session) throw new DomainError(ErrorCode.SUBSCRIBER_SIGN_IN_REQUIRED);
    const id = (request.params as Record<string, string> | undefined)?.id;
    if (id !== undefined && isUuid(id)) await this.access.assertVisible(session, id);
    request.subscriberSession = session;
    return true;
  }
}

/** The session SubscriberSessionGuard found. */
export const CurrentSubscriber = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SubscriberSession =>
    context.switchToHttp().getRequest<RequestWithSubscriber>().subscriberSession!,
);
