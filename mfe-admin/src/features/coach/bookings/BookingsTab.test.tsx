import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { BookingsTab } from './BookingsTab';
import { at, coachBooking, dayFromToday, fakeAgenda } from './fakeAgenda';

jest.setTimeout(20_000);

let agenda: ReturnType<typeof fakeAgenda> | undefined;
afterEach(() => agenda?.restore());

const longDay = (days: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${dayFromToday(days)}T00:00:00Z`),
  );

const rowsOf = (section: HTMLElement) =>
  within(section)
    .getAllByTestId('booking-row')
    .map((r) =>
      within(r)
        .getByRole('button', { name: /^Open booking/ })
        .getAttribute('aria-label'),
    );

function threeDays() {
  return fakeAgenda([
    coachBooking({ id: 'b-late', fullName: 'Late Larkin', startTime: at(1, 15) }),
    coachBooking({ id: 'b-early', fullName: 'Early Eames', startTime: at(1, 9), paymentStatus: 'paid' }),
    coachBooking({
      id: 'b-lunar',
      fullName: 'Iris Moon',
      email: 'iris@example.com',
      brand: 'lunar',
      serviceName: '3 Card Tarot Draw',
      startTime: at(3, 10, 30),
    }),
    coachBooking({ id: 'b-next-week', fullName: 'Far Future', startTime: at(8, 9) }),
  ]);
}

describe(BookingsTab.name, () => {
  it('shows this week under one heading per day, each day in slot order, both brands, with their state', async () => {
    agenda = threeDays();
    renderWithProviders(<BookingsTab />, { store: makeStore() });

    const days = await screen.findAllByTestId('agenda-day');
    expect(days.map((d) => within(d).getByRole('heading').textContent)).toEqual([
      `Tomorrow · ${longDay(1)}`,
      longDay(3),
    ]);
    expect(rowsOf(days[0])).toEqual([
      'Open booking of Early Eames at 9:00 AM ET',
      'Open booking of Late Larkin at 3:00 PM ET',
    ]);
    expect(within(days[0]).getByText('2 bookings')).toBeInTheDocument();
    const iris = within(days[1]).getByTestId('booking-row');
    expect(iris).toHaveTextContent('3 Card Tarot Draw · Lunar Light');
    expect(iris).toHaveTextContent('Awaiting payment');
    expect(within(days[0]).getAllByTestId('booking-row')[0]).toHaveTextContent('Paid');
    expect(screen.queryByText('Far Future')).not.toBeInTheDocument();
    expect(agenda.agendaQueries()).toEqual([
      { from: dayFromToday(0), to: dayFromToday(6), status: 'live', payment: 'any' },
    ]);
  });

  it('steps by day or by week, into the past too, and comes back to today', async () => {
    agenda = threeDays();
    const user = userEvent.setup();
    renderWithProviders(<BookingsTab />, { store: makeStore() });
    await screen.findAllByTestId('agenda-day');

    const showsDays = (from: number, to: number) =>
      waitFor(() =>
        expect(agenda!.agendaQueries().at(-1)).toEqual(
          expect.objectContaining({ from: dayFromToday(from), to: dayFromToday(to) }),
        ),
      );
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await showsDays(0, 0);
    expect(await screen.findByText('No bookings in these days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await showsDays(1, 1);
    expect(await screen.findByText('Late Larkin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await showsDays(-1, -1);
    expect(screen.getByTestId('agenda-range')).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${dayFromToday(-1)}T00:00:00Z`),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await showsDays(-1, 5);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await showsDays(6, 12);
    expect(await screen.findByText('Far Future')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await showsDays(0, 6);
    expect(await screen.findByText('Late Larkin')).toBeInTheDocument();
  });

  it('opens on the day the address names, so a reload or Back from a chat returns to it', async () => {
    agenda = threeDays();
    renderWithProviders(<BookingsTab />, {
      store: makeStore(),
      route: `/coach?tab=bookings&view=day&date=${dayFromToday(3)}`,
    });
    expect(await screen.findByText('Iris Moon')).toBeInTheDocument();
    expect(screen.queryByText('Late Larkin')).not.toBeInTheDocument();
    expect(agenda.agendaQueries()).toEqual([expect.objectContaining({ from: dayFromToday(3), to: dayFromToday(3) })]);
  });

  it('searches by name or e-mail once typing pauses, and filters by brand, status and payment', async () => {
    agenda = threeDays();
    const user = userEvent.setup();
    renderWithProviders(<BookingsTab />, { store: makeStore() });
    await screen.findAllByTestId('agenda-day');

    await user.type(screen.getByRole('searchbox', { name: 'Search name or e-mail' }), 'iris@');
    await waitFor(() => expect(screen.queryByText('Late Larkin')).not.toBeInTheDocument());
    expect(screen.getByText('Iris Moon')).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(agenda.agendaQueries().map((q) => q.q ?? null)).toEqual([null, 'iris@']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search name or e-mail' }));

    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Lunar Light' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Unpaid' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    expect(agenda.agendaQueries().at(-1)).toEqual(
      expect.objectContaining({ brand: 'lunar', payment: 'unpaid', status: 'cancelled' }),
    );
  });

  it('releases the unpaid bookings picked, after asking, and says how many', async () => {
    agenda = threeDays();
    const user = userEvent.setup();
    renderWithProviders(<BookingsTab />, { store: makeStore() });
    await screen.findAllByTestId('agenda-day');

    await user.click(screen.getByRole('button', { name: 'Select unpaid' }));
    expect(screen.getByRole('checkbox', { name: /Early Eames/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Select all unpaid (2)' }));
    expect(screen.getByRole('checkbox', { name: /Late Larkin/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Iris Moon/ }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Iris Moon/ }));
    await user.click(screen.getByRole('button', { name: 'Release selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Release 2 unpaid bookings?' });
    await user.type(within(dialog).getByRole('textbox'), 'Payment did not arrive');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Released 2 bookings');
    expect(agenda.posted).toEqual([
      {
        path: '/api/coach/bookings/release',
        body: { bookingIds: ['b-late', 'b-lunar'], reason: 'Payment did not arrive' },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Late Larkin')).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
