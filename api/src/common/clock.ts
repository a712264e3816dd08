import { Global, Injectable, Module } from '@nestjs/common';

/**
 * "Now" for business rules (allowance resets at Eastern midnight, subscription terms). Injected rather than read
 * from `new Date()` so integration tests can move time across a reset without waiting for one:
 * `jest.spyOn(app.get(Clock), 'now').mockReturnValue(instant)`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** Global, so every module gets the same Clock instance and one test override moves them all. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
