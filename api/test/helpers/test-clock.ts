import { Clock } from '../../src/common/clock';
import type { TestApp } from './test-app';

/**
 * Pins the app's injected Clock to an instant (every module shares the one global Clock). Each call returns a fresh
 * Date, as the real clock does, so code that adjusts a date cannot change the pinned time.
 */
export function setNow(testApp: TestApp, iso: string): void {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not an ISO instant: ${iso}`);
  jest.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => new Date(instant));
}
