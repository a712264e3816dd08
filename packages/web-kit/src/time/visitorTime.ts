import { visitorSlotTime } from '@app/contracts';
import { browserTimeZone, useHydrated } from './clock';

/**
 * The visitor's own IANA zone (issue 16): null on the server and while hydrating (the server cannot know it, and the
 * first client render must match the server's HTML), then the browser's zone.
 */
export function useVisitorTimeZone(): string | null {
  return useHydrated() ? (browserTimeZone() ?? null) : null;
}

/** "6:00 AM" (or "10:00 PM Mon") where the visitor is, for a slot's UTC start; null when it adds nothing. */
export function useVisitorSlotTime(startTime: string | undefined): string | null {
  const zone = useVisitorTimeZone();
  return startTime ? visitorSlotTime(startTime, zone) : null;
}

/** "Los Angeles" for America/Los_Angeles: the visitor's zone as people name it. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
