/** Browser-storage markers of the tour (SPEC §2): completing or closing stores "seen"; auto-open stores "first visit". */
export const TOUR_SEEN_KEY = 'coaching-tour-seen';
export const TOUR_FIRST_VISIT_KEY = 'coaching-first-visit';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the tour simply may auto-open again next visit.
  }
}

/** The tour opens by itself only for a visitor with neither marker. */
export function shouldAutoStartTour(): boolean {
  return read(TOUR_SEEN_KEY) === null && read(TOUR_FIRST_VISIT_KEY) === null;
}

export function markFirstVisit(): void {
  write(TOUR_FIRST_VISIT_KEY, new Date().toISOString());
}

export function markTourSeen(): void {
  write(TOUR_SEEN_KEY, 'true');
}

export function isTourSeen(): boolean {
  return read(TOUR_SEEN_KEY) === 'true';
}
