import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { slotAt } from '../../testing/fixtures';
import { TimeSlotPicker } from './TimeSlotPicker';
import { useBookableSlots } from './useBookableSlots';

/** The picker as the pages use it: live slots, the 30 s clock, the passed-slot guard. */
function Harness({ markToday = false }: { markToday?: boolean }) {
  const slots = useBookableSlots();
  return (
    <>
      <TimeSlotPicker
        groups={slots.groups}
        today={slots.today}
        counts={slots.counts}
        selectedId={null}
        onChoose={(slot) => slots.choose(slot, (s) => document.body.setAttribute('data-chosen', s.id))}
        isLoading={slots.isLoading}
        isError={slots.isError}
        onRetry={() => void slots.refetch()}
        headingLevel="h3"
        markToday={markToday}
      />
    </>
  );
}

// Tuesday 10 March 2026, 10:00 AM in New York (EDT, UTC−4).
const NOW = new Date('2026-03-10T14:00:00Z');

/** The browser's zone as Intl reports it (jsdom follows the machine's, UTC here). */
let visitorZone = 'America/New_York';
const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
function visitorIn(zone: string) {
  visitorZone = zone;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realResolvedOptions.call(this), timeZone: visitorZone };
  });
}

describe('time slot picker', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    // A visitor in Eastern Time, like the business: each slot reads as one time.
    visitorIn('America/New_York');
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    document.body.removeAttribute('data-chosen');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('groups bookable slots under Today, Tomorrow and weekday + full date, hiding past and taken ones', async () => {
    const api = stubApi({
      'GET /api/time-slots': {
        body: [
          slotAt('2026-03-12T14:00:00Z'), // Thursday 10:00 AM
          slotAt('2026-03-10T13:00:00Z'), // today 9:00 AM: already past
          slotAt('2026-03-10T16:30:00Z'), // today 12:30 PM
          slotAt('2026-03-10T15:00:00Z'), // today 11:00 AM
          slotAt('2026-03-11T13:00:00Z', { isAvailable: false }), // tomorrow, taken
          slotAt('2026-03-11T20:00:00Z'), // tomorrow 4:00 PM
        ],
      },
    });
    renderWithProviders(<Harness />, { store: makeStore() });

    const groups = await screen.findAllByTestId('slot-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Thursday, March 12, 2026',
    ]);
    expect(
      within(groups[0])
        .getAllByTestId('slot-button')
        .map((b) => b.textContent),
    ).toEqual(['11:00 AM', '12:30 PM']);
    expect(within(groups[0]).getByText('Tuesday, March 10, 2026')).toBeInTheDocument();
    expect(
      within(groups[1])
        .getAllByTestId('slot-button')
        .map((b) => b.textContent),
    ).toEqual(['4:00 PM']);
    expect(screen.queryByText('9:00 AM')).not.toBeInTheDocument();
    expect(api.sent('GET /api/time-slots')[0].search).toBe('?brand=coaching');
  });

  it('shows a visitor elsewhere each slot in their own time as well, named by the Eastern time (issue 16)', async () => {
    visitorZone = 'America/Los_Angeles';
    stubApi({ 'GET /api/time-slots': { body: [slotAt('2026-03-10T15:00:00Z')] } });
    renderWithProviders(<Harness />, { store: makeStore() });
    const slot = await screen.findByRole('button', { name: '11:00 AM' });
    expect(slot).toHaveAccessibleDescription('8:00 AM your time');
    expect(slot).toHaveTextContent('11:00 AM8:00 AM your time');
    expect(screen.getByTestId('slot-zone-note')).toHaveTextContent('the same time where you are (Los Angeles)');
  });

  it('is one tab stop for the whole week; the arrow keys, Home and End move between times (issue 29)', async () => {
    stubApi({
      'GET /api/time-slots': {
        body: [slotAt('2026-03-10T15:00:00Z'), slotAt('2026-03-10T16:00:00Z'), slotAt('2026-03-11T15:00:00Z')],
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <>
        <button type="button">before</button>
        <Harness />
        <button type="button">after</button>
      </>,
      { store: makeStore() },
    );
    await screen.findAllByTestId('slot-group');
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(screen.getAllByRole('button', { name: '11:00 AM' })[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '12:00 PM' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('button', { name: '11:00 AM' })[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('button', { name: '11:00 AM' })[0]).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(screen.getAllByRole('button', { name: '11:00 AM' })[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.body.getAttribute('data-chosen')).toBe(screen.getAllByTestId('slot-button')[2].dataset.slotId);
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('marks today with TODAY on the booking page', async () => {
    stubApi({ 'GET /api/time-slots': { body: [slotAt('2026-03-10T15:00:00Z'), slotAt('2026-03-11T15:00:00Z')] } });
    renderWithProviders(<Harness markToday />, { store: makeStore() });
    const [today, tomorrow] = await screen.findAllByTestId('slot-group');
    expect(within(today).getByText('TODAY')).toBeInTheDocument();
    expect(within(tomorrow).queryByText('TODAY')).not.toBeInTheDocument();
  });

  it('drops a slot once the 30-second clock passes its start', async () => {
    stubApi({ 'GET /api/time-slots': { body: [slotAt('2026-03-10T14:00:20Z'), slotAt('2026-03-10T15:00:00Z')] } });
    renderWithProviders(<Harness />, { store: makeStore() });
    expect(await screen.findByText('10:00 AM')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(screen.queryByText('10:00 AM')).not.toBeInTheDocument();
    expect(screen.getByText('11:00 AM')).toBeInTheDocument();
  });

  it('refuses a slot that passed since the list was drawn, with the §8 toast', async () => {
    stubApi({ 'GET /api/time-slots': { body: [slotAt('2026-03-10T14:00:20Z')] } });
    renderWithProviders(<Harness />, { store: makeStore() });
    const button = await screen.findByRole('button', { name: '10:00 AM' });
    jest.setSystemTime(new Date('2026-03-10T14:00:25Z')); // the clock moves; the 30 s refresh has not run yet
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(button);
    expect(await screen.findByText('Slot No Longer Available')).toBeInTheDocument();
    expect(screen.getByText('This time slot has passed. Please select a future time.')).toBeInTheDocument();
    expect(document.body).not.toHaveAttribute('data-chosen');
  });

  it('selects a future slot', async () => {
    stubApi({ 'GET /api/time-slots': { body: [slotAt('2026-03-10T15:00:00Z', { id: 'eleven' })] } });
    renderWithProviders(<Harness />, { store: makeStore() });
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: '11:00 AM' }));
    expect(document.body).toHaveAttribute('data-chosen', 'eleven');
  });

  it('says when nothing is left, without the debugging counts customers have no use for', async () => {
    stubApi({
      'GET /api/time-slots': {
        body: [slotAt('2026-03-10T13:00:00Z'), slotAt('2026-03-11T13:00:00Z', { isAvailable: false })],
      },
    });
    renderWithProviders(<Harness />, { store: makeStore() });
    expect(await screen.findByText('No available time slots. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByText(/Debug:/)).not.toBeInTheDocument();
  });

  it('shows the counts behind an empty list with ?debug=1', async () => {
    stubApi({
      'GET /api/time-slots': {
        body: [slotAt('2026-03-10T13:00:00Z'), slotAt('2026-03-11T13:00:00Z', { isAvailable: false })],
      },
    });
    renderWithProviders(<Harness />, { store: makeStore(), route: '/booking?debug=1' });
    expect(await screen.findByText('Debug: 2 slots received, 1 available, 1 upcoming.')).toBeInTheDocument();
  });

  it('shows "Error loading timeslots" with refresh advice when the call still fails on its one retry (§8)', async () => {
    const api = stubApi({
      'GET /api/time-slots': { status: 500, body: { statusCode: 500, message: 'Internal error' } },
    });
    renderWithProviders(<Harness />, { store: makeStore() });
    expect(await screen.findByText('Error loading timeslots')).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page to try again.')).toBeInTheDocument();
    expect(api.sent('GET /api/time-slots')).toHaveLength(2);
  });

  it('shows the slots when the first call fails and its retry answers', async () => {
    let calls = 0;
    const api = stubApi({
      'GET /api/time-slots': () =>
        ++calls === 1
          ? { status: 503, body: { statusCode: 503, message: 'Busy' } }
          : { body: [slotAt('2026-03-10T15:00:00Z')] },
    });
    renderWithProviders(<Harness />, { store: makeStore() });
    expect(await screen.findByRole('button', { name: '11:00 AM' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading timeslots')).not.toBeInTheDocument();
    expect(api.sent('GET /api/time-slots')).toHaveLength(2);
  });

  it('shows a loading skeleton first', () => {
    stubApi({ 'GET /api/time-slots': { body: [] } });
    renderWithProviders(<Harness />, { store: makeStore() });
    expect(screen.getByTestId('slots-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading timeslots...')).toBeInTheDocument();
  });
});

describe('a day with many times', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('shows the first nine and the rest on request', async () => {
    // Tomorrow 9:00 AM … 3:00 PM, every 30 minutes: 13 slots.
    const slots = Array.from({ length: 13 }, (_, i) =>
      slotAt(new Date(Date.parse('2026-03-11T13:00:00Z') + i * 30 * 60_000).toISOString()),
    );
    stubApi({ 'GET /api/time-slots': { body: slots } });
    renderWithProviders(<Harness />, { store: makeStore() });
    const [group] = await screen.findAllByTestId('slot-group');
    expect(within(group).getAllByTestId('slot-button')).toHaveLength(9);
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(within(group).getByRole('button', { name: 'Show 4 more times' }));
    expect(within(group).getAllByTestId('slot-button')).toHaveLength(13);
    expect(within(group).getByRole('button', { name: 'Show fewer times' })).toHaveAttribute('aria-expanded', 'true');
  });
});
