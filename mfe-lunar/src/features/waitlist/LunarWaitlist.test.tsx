import { screen, within } from '@testing-library/react';
import { slotLabels, WAITLIST_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { WaitlistButton } from '@app/web-kit';
import { renderWithProviders } from '@app/web-kit/testing';
import { TimeSlotPicker } from '../booking/TimeSlotPicker';

// Tuesday 10 March 2026, 10:00 AM in New York (EDT, UTC−4).
const NOW = new Date('2026-03-10T14:00:00Z');

function slot(iso: string): TimeSlotDto {
  const start = new Date(iso);
  return {
    id: `slot-${iso}`,
    ...slotLabels(start),
    isAvailable: true,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    serviceType: 'psychic',
    brand: 'lunar',
  };
}

function renderPicker(slots: TimeSlotDto[]) {
  renderWithProviders(
    <TimeSlotPicker
      slots={slots}
      isLoading={false}
      isError={false}
      onRetry={() => undefined}
      now={NOW}
      value=""
      onSelect={() => undefined}
      waitlist={(day) => <WaitlistButton brand="lunar" today="2026-03-10" day={day} join={jest.fn()} />}
    />,
    { brand: 'lunar' },
  );
}

describe('waitlist offer on /lunar-booking', () => {
  beforeEach(() => jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline')));
  afterEach(() => jest.restoreAllMocks());

  it('names the later days with no time left and offers the first of them', () => {
    renderPicker([slot('2026-03-10T18:00:00Z'), slot('2026-03-12T14:00:00Z'), slot('2026-03-14T15:00:00Z')]);
    const full = screen.getByTestId('full-days');
    expect(full).toHaveTextContent(
      `${WAITLIST_MESSAGES.fullDays} Tomorrow Mar 11, Fri Mar 13, Sun Mar 15, Mon Mar 16.`,
    );
    expect(
      within(full).getByRole('button', { name: `${WAITLIST_MESSAGES.button}: Wednesday, March 11, 2026` }),
    ).toBeInTheDocument();
  });

  it('offers the waitlist when the week has no free time at all', () => {
    renderPicker([]);
    expect(screen.getByRole('button', { name: WAITLIST_MESSAGES.button })).toBeInTheDocument();
  });
});
