import { screen, waitFor, within } from '@testing-library/react';
import { WAITLIST_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { useWaitlistSlotLink, WaitlistButton } from '@app/web-kit';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { slotAt } from '../../testing/fixtures';
import { TimeSlotPicker } from '../scheduling/TimeSlotPicker';
import { useBookableSlots } from '../scheduling/useBookableSlots';

/** /booking's picker with the waitlist offer and the e-mailed link's pre-selection (BookingFlow's wiring). */
function Harness() {
  const slots = useBookableSlots();
  const offered = slots.groups.flatMap((group) => group.slots);
  const choose = (slot: TimeSlotDto) => document.body.setAttribute('data-chosen', slot.id);
  const link = useWaitlistSlotLink(offered, slots.isLoading, choose);
  return (
    <>
      {link.taken && <p>{WAITLIST_MESSAGES.slotTaken}</p>}
      <TimeSlotPicker
        groups={slots.groups}
        today={slots.today}
        counts={slots.counts}
        selectedId={document.body.getAttribute('data-chosen')}
        onChoose={choose}
        isLoading={slots.isLoading}
        isError={slots.isError}
        onRetry={() => void slots.refetch()}
        headingLevel="h3"
        waitlist={(day) => <WaitlistButton brand="coaching" today={slots.today} day={day} join={jest.fn()} />}
      />
    </>
  );
}

// Tuesday 10 March 2026, 10:00 AM in New York (EDT, UTC−4).
const NOW = new Date('2026-03-10T14:00:00Z');
const thursday = slotAt('2026-03-12T14:00:00Z');
const saturday = slotAt('2026-03-14T15:00:00Z');

describe('waitlist offer on /booking', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    document.body.removeAttribute('data-chosen');
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  const render = (route = '/booking', body: TimeSlotDto[] = [thursday, saturday]) => {
    stubApi({ 'GET /api/time-slots': { body } });
    renderWithProviders(<Harness />, { store: makeStore(), route });
  };

  it('lists each later day with no time left under its heading, with "Tell me if a time opens" for that day', async () => {
    render();
    const full = await screen.findAllByTestId('slot-group-full');
    // Today (no time left) is left out; Wednesday, Friday, Sunday and Monday are full.
    expect(full.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Tomorrow',
      'Friday, March 13, 2026',
      'Sunday, March 15, 2026',
      'Monday, March 16, 2026',
    ]);
    expect(within(full[1]).getByText(WAITLIST_MESSAGES.dayFull)).toBeInTheDocument();
    expect(
      within(full[1]).getByRole('button', { name: `${WAITLIST_MESSAGES.button}: Friday, March 13, 2026` }),
    ).toBeInTheDocument();
    // In date order among the days that have times.
    const order = [...document.querySelectorAll('section')].map((s) => s.getAttribute('aria-label'));
    expect(order).toEqual([
      'Tomorrow',
      'Thursday, March 12, 2026',
      'Friday, March 13, 2026',
      'Saturday, March 14, 2026',
      'Sunday, March 15, 2026',
      'Monday, March 16, 2026',
    ]);
  });

  it('offers the waitlist when the week has no free time at all', async () => {
    render('/booking', []);
    const empty = await screen.findByTestId('slots-empty');
    expect(within(empty).getByRole('button', { name: WAITLIST_MESSAGES.button })).toBeInTheDocument();
  });

  it('pre-selects the freed time of an e-mailed link and scrolls to it', async () => {
    render(`/booking?date=2026-03-14&slot=${saturday.id}`);
    await waitFor(() => expect(document.body.getAttribute('data-chosen')).toBe(saturday.id));
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'center' }));
    expect(screen.queryByText(WAITLIST_MESSAGES.slotTaken)).not.toBeInTheDocument();
  });

  it('says so when the linked time was booked by someone else first', async () => {
    render('/booking?date=2026-03-14&slot=slot-taken-meanwhile');
    expect(await screen.findByText(WAITLIST_MESSAGES.slotTaken)).toBeInTheDocument();
    expect(document.body.getAttribute('data-chosen')).toBeNull();
  });
});
