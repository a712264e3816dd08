import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AttemptPace } from '../../common/attempt-pace';
import type { AppConfigService } from '../../config/app-config.module';

/** Wrong passwords an address may try in a window at full speed; the next attempts wait their turn. */
const FREE_FAILURES_PER_ADDRESS = 5;
/** Wrong passwords the whole site takes at full speed in a window (many addresses guessing together). */
const FREE_FAILURES_SITE_WIDE = 100;
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Past its free failures, an address gets one password check per this much time... */
const ADDRESS_SPACING_MS = 2_000;
/** ...and past the site's, all addresses together get one per this much time. */
const SITE_SPACING_MS = 500;
/** A request waits at most this long for its turn; a longer line is answered 429 at once (a flood, not a person). */
export const SIGN_IN_MAX_WAIT_MS = 10_000;
const SITE = '*';

/**
 * How the admin sign-in resists password guessing (issue 28) without locking the coach out. A rate limit on every
 * attempt from an address refused the right password too, for a minute, whenever someone behind the same address
 * (an office, a phone carrier's NAT, or anyone who knows the coach's) was guessing. Here only wrong passwords are
 * counted, per address and site-wide; past the free ones, every attempt (right or wrong alike, so the wait tells
 * nothing) waits its turn in a line: one check per 2 s per address, one per 0.5 s for the site. Guessing is held
 * to that pace whatever the attacker's concurrency, and the right password still gets in after a short wait. Only a
 * line longer than 10 s is refused (429 with Retry-After). Counters are shared by every API instance.
 */
@Injectable()
export class SignInPace {
  private readonly pace: AttemptPace;
  private readonly freePerAddress: number;
  private readonly freeSiteWide: number;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(ConfigService) config: AppConfigService) {
    this.pace = new AttemptPace(dataSource, 'adminSignIn');
    // RATE_LIMIT_MULTIPLIER scales these as it scales every other limit (tests sign in many times).
    const multiplier = config.get('rateLimitMultiplier', { infer: true });
    this.freePerAddress = Math.max(1, Math.round(FREE_FAILURES_PER_ADDRESS * multiplier));
    this.freeSiteWide = Math.max(1, Math.round(FREE_FAILURES_SITE_WIDE * multiplier));
  }

  /** Waits for this attempt's turn; false when the line is full (answer 429 without checking the password). */
  async awaitTurn(address: string): Promise<boolean> {
    const failures = await this.pace.failures([address, SITE]);
    if ((failures.get(address) ?? 0) >= this.freePerAddress) {
      if (!(await this.pace.awaitTurn(address, ADDRESS_SPACING_MS, SIGN_IN_MAX_WAIT_MS))) return false;
    }
    if ((failures.get(SITE) ?? 0) >= this.freeSiteWide) {
      if (!(await this.pace.awaitTurn(SITE, SITE_SPACING_MS, SIGN_IN_MAX_WAIT_MS))) return false;
    }
    return true;
  }

  recordFailure(address: string): Promise<void> {
    return this.pace.recordFailure([address, SITE], FAILURE_WINDOW_MS);
  }
}
