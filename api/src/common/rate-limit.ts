import { RATE_LIMIT_MESSAGE } from '@app/contracts';
import { type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AppMetrics } from '../modules/metrics/app-metrics';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';

/**
 * Named rate limits, per client IP, per route (the admin sign-in is paced by modules/auth/sign-in-pace.service.ts
 * instead: a limit on every attempt refused the right password too). A route opts in with `@RateLimit('contact')`; routes without the
 * decorator are not limited (reads that pages refetch on focus must never 429). Adding a name here is the
 * only step needed to give another route its own budget.
 *
 * Counters live in PostgreSQL (common/postgres-throttler.storage.ts, an UNLOGGED table), shared by every API
 * instance: N replicas allow a client the limit once, not N times. A 429 carries the standard `Retry-After`
 * (seconds) besides the throttler's own `retry-after-<name>`.
 */
export const RATE_LIMITS = {
  /** Slot hoarding: a family booking a few sessions in a row stays well under this. */
  bookings: { limit: 20, ttl: 60_000 },
  /** Card attempts (testing stolen numbers is the classic abuse). */
  payments: { limit: 10, ttl: 60_000 },
  contact: { limit: 5, ttl: 60_000 },
  reviews: { limit: 5, ttl: 60_000 },
  /** GET /api/subscriptions?email= : enumeration of e-mail addresses. */
  subscriptionLookups: { limit: 20, ttl: 60_000 },
  /** POST /api/subscriptions: each creates a row and a payment request; nobody starts ten plans a minute. */
  subscriptionCreates: { limit: 10, ttl: 60_000 },
  /**
   * "Access Your Subscription" link e-mails and opening them (issue 15); each address also gets at most 3 links per
   * 15 minutes (SIGN_IN_LINKS_PER_ADDRESS), silently.
   */
  subscriberSignInLinks: { limit: 5, ttl: 60_000 },
  /** Subscriber questions (the daily allowance is the real limit; this only stops scripted floods). */
  subscriptionMessages: { limit: 20, ttl: 60_000 },
  /** POST /api/chat-sessions/demo: a visitor needs one room per tab; each is a row until it expires. */
  chatDemoRooms: { limit: 10, ttl: 60_000 },
  /** "Tell me if a time opens" (issue 33): one row per brand, day and address, so this only stops scripted floods. */
  waitlist: { limit: 5, ttl: 60_000 },
  /** GET /api/coupons/quote (issue 33): enough to fix a typo, too few to guess codes cheaply. */
  couponQuotes: { limit: 20, ttl: 60_000 },
  /** POST /api/video-meeting/test. */
  meetingTests: { limit: 10, ttl: 60_000 },
} as const satisfies Record<string, { limit: number; ttl: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const RATE_LIMIT_KEY = 'app:rate-limit';
const reflector = new Reflector();

/** Put one named budget on a route (or on every route of a controller). */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

function routeLimitName(context: ExecutionContext): RateLimitName | undefined {
  return reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
}

/**
 * One throttler per name; each skips every route not tagged with its name, so a route spends exactly one budget.
 * `multiplier` (RATE_LIMIT_MULTIPLIER) scales all limits, e.g. for load tests.
 */
export function throttlerOptions(multiplier: number, dataSource?: DataSource): ThrottlerModuleOptions {
  return {
    errorMessage: RATE_LIMIT_MESSAGE,
    // Without a data source (unit tests of the options) the throttler's in-memory default applies.
    ...(dataSource ? { storage: new PostgresThrottlerStorage(dataSource) } : {}),
    throttlers: Object.entries(RATE_LIMITS).map(([name, { limit, ttl }]) => ({
      name,
      ttl,
      limit: Math.max(1, Math.round(limit * multiplier)),
      skipIf: (context: ExecutionContext) => routeLimitName(context) !== name,
    })),
  };
}

/** Registered as the global guard; WebSocket and other non-HTTP contexts have their own limits. */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  /** A property, not a constructor parameter: ThrottlerGuard's constructor and its injection stay as they are. */
  @Inject(AppMetrics) private readonly metrics!: AppMetrics;

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http';
  }

  /** The standard header every HTTP client and proxy understands, in whole seconds until the block ends. */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.header('retry-after', String(Math.max(1, detail.timeToBlockExpire)));
    const bucket = routeLimitName(context);
    if (bucket) this.metrics.rateLimitRefused(bucket);
    return super.throwThrottlingException(context, detail);
  }
}
