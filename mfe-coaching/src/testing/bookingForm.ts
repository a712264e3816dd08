import type { BrandId, MeetingRooms } from '@app/contracts';
import type userEvent from '@testing-library/user-event';

/**
 * What the booking form tests share. The brand's meeting rooms (GET /api/brands) decide which video platforms the
 * form offers, so a test sets `meetingRooms.current` and mocks web-kit with `webKitWithMeetingRooms`:
 *   jest.mock('@app/web-kit', () => jest.requireActual('../../testing/bookingForm').webKitWithMeetingRooms());
 */
export const meetingRooms: { current: MeetingRooms } = { current: {} };

/** A jest.mock factory for '@app/web-kit' whose useBrandSettings reports `meetingRooms.current`. */
export function webKitWithMeetingRooms(): object {
  const actual = jest.requireActual<typeof import('@app/web-kit')>('@app/web-kit');
  const { DEFAULT_BRANDS } = jest.requireActual<typeof import('@app/contracts')>('@app/contracts');
  return {
    ...actual,
    useBrandSettings: (id: BrandId) => ({ ...DEFAULT_BRANDS[id], meetingRooms: meetingRooms.current }),
  };
}

/** Pasting instead of typing key by key: same change events for the form, a fraction of the renders. */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}
