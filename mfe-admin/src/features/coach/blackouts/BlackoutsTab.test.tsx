import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlackoutDateDto, CoachBookingDto } from '@app/contracts';
import { renderWithProviders, stubApi, type StubReply } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { at, coachBooking, dayFromToday, freeSlot } from '../bookings/fakeAgenda';
import { BlackoutsTab } from './BlackoutsTab';

jest.setTimeout(30_000);

const DAY = dayFromToday(2);
const ana = coachBooking({ id: 'b-ana', fullName: 'Ana Reyes', startTime: at(2, 10) });
const lio = coachBooking({
  id: 'b-lio',
  fullName: 'Lio Hart',
  brand: 'lunar',
  serviceName: 'Three Card Tarot',
  startTime: at(2, 14),
  paymentStatus: 'paid',
});

/** The blackout and booking endpoints as the API behaves: a cancelled or moved booking leaves the day. */
function fakeBlackouts(initial: BlackoutDateDto[], bookings: CoachBookingDto[]) {
  let blackouts = initial;
  const live = () => bookings.filter((b) => b.status === 'confirmed' && !b.timeSlotId.startsWith('moved'));
  const withCounts = () => blackouts.map((b) => ({ ...b, liveBookings: live().length }));
  const act =
    (change: (b: CoachBookingDto, body: Record<string, unknown>) => void): StubReply =>
    ({ path, body }) => {
      const booking = bookings.find((b) => path.includes(`/${b.id}/`))!;
      change(booking, (body ?? {}) as Record<string, unknown>);
      return { body: { ...booking, history: [] } };
    };
  const routes: Record<string, StubReply> = {
    'GET /api/coach/hours': { body: [] },
    'GET /api/coach/waitlist': { body: [] },
    'GET /api/coach/blackout-dates': () => ({ body: withCounts() }),
    'POST /api/coach/blackout-dates': ({ body }) => {
      const { date, reason } = body as { date: string; reason?: string };
      blackouts = [...blackouts, { date, brand: null, reason: reason ?? null, liveBookings: 0 }];
      return { status: 201, body: { blackout: withCounts().at(-1), affectedBookings: live() } };
    },
    [`GET /api/coach/blackout-dates/${DAY}/bookings`]: () => ({ body: live() }),
    'GET /api/time-slots': { body: [{ ...freeSlot('slot-next', 3, 11), brand: 'lunar', serviceType: 'psychic' }] },
  };
  for (const b of bookings) {
    routes[`POST /api/coach/bookings/${b.id}/cancel`] = act((x) => (x.status = 'cancelled'));
    routes[`POST /api/coach/bookings/${b.id}/reschedule`] = act(
      (x, body) => (x.timeSlotId = `moved-${body.timeSlotId as string}`),
    );
  }
  return stubApi(routes);
}

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const fresh = () => [{ ...ana }, { ...lio }];
const dialog = () => screen.findByRole('dialog', { name: /^Bookings on / });
const item = (name: string) => within(screen.getByText(name).closest('li')!);

describe(BlackoutsTab.name, () => {
  it('is titled Hours & blackouts and warns on a closed day that still holds bookings', async () => {
    api = fakeBlackouts([{ date: DAY, brand: null, reason: 'Ill', liveBookings: 0 }], fresh());
    const user = userEvent.setup();
    renderWithProviders(<BlackoutsTab />, { store: makeStore() });

    expect(screen.getByRole('heading', { name: 'Hours & blackouts' })).toBeInTheDocument();
    expect(await screen.findByText('2 bookings are still on this day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Review bookings ${DAY}` }));
    const list = within(await dialog());
    expect(await list.findByText('Ana Reyes')).toBeInTheDocument();
    expect(list.getByText('Lio Hart')).toBeInTheDocument();
    expect(list.getByText(/Three Card Tarot · .* ET · mara@example.com/)).toBeInTheDocument();
  });

  it('asks about the bookings of a day just closed: keep one, cancel the other with a reason', async () => {
    api = fakeBlackouts([], fresh());
    const user = userEvent.setup();
    renderWithProviders(<BlackoutsTab />, { store: makeStore() });

    await user.type(await screen.findByLabelText(/^Date/), DAY);
    await user.click(screen.getByRole('button', { name: 'Add blackout date' }));
    await dialog();
    expect(
      await screen.findByText(/2 bookings are on this day: choose to cancel, move or keep them/),
    ).toBeInTheDocument();

    await user.click(item('Ana Reyes').getByRole('button', { name: 'Keep Ana Reyes' }));
    expect(item('Ana Reyes').getByText('Kept')).toBeInTheDocument();

    await user.click(item('Lio Hart').getByRole('button', { name: 'Cancel Lio Hart' }));
    const cancel = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.type(cancel.getByLabelText('Reason (the customer reads it)'), 'The reader is ill');
    await user.click(cancel.getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(api!.sent('POST /api/coach/bookings/b-lio/cancel')).toHaveLength(1));
    expect(api.sent('POST /api/coach/bookings/b-lio/cancel')[0].body).toEqual({
      reason: 'The reader is ill',
      refund: true,
    });
    await waitFor(() => expect(screen.queryByText('Lio Hart')).not.toBeInTheDocument());
    expect(within(await dialog()).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(await screen.findByText('1 booking is still on this day')).toBeInTheDocument();
  });

  it('moves a booking to a free time of its brand', async () => {
    api = fakeBlackouts([{ date: DAY, brand: null, reason: null, liveBookings: 0 }], fresh());
    const user = userEvent.setup();
    renderWithProviders(<BlackoutsTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: `Review bookings ${DAY}` }));
    await dialog();
    await user.click(await screen.findByRole('button', { name: 'Move Lio Hart' }));
    const move = within(await screen.findByRole('dialog', { name: 'Move Lio Hart’s booking' }));
    await user.click(await move.findByRole('button', { name: '11:00 AM' }));
    await user.click(move.getByRole('button', { name: /^Move to / }));

    await waitFor(() => expect(api!.sent('POST /api/coach/bookings/b-lio/reschedule')).toHaveLength(1));
    expect(api.sent('POST /api/coach/bookings/b-lio/reschedule')[0].body).toEqual({
      timeSlotId: 'slot-next',
      fromTimeSlotId: 'slot-1',
    });
    expect(api.sent('GET /api/time-slots')[0].query).toEqual({ brand: 'lunar' });
    await waitFor(() => expect(screen.queryByText('Lio Hart')).not.toBeInTheDocument());
  });

  it('cancels every undecided booking at once with one reason', async () => {
    api = fakeBlackouts([{ date: DAY, brand: null, reason: null, liveBookings: 0 }], fresh());
    const user = userEvent.setup();
    renderWithProviders(<BlackoutsTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: `Review bookings ${DAY}` }));
    await within(await dialog()).findByText('Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    const all = within(await screen.findByRole('dialog', { name: 'Cancel 2 bookings?' }));
    await user.type(all.getByLabelText('Reason (the customers read it)'), 'Closed for a family emergency');
    await user.click(all.getByRole('button', { name: 'Cancel all' }));

    await waitFor(() =>
      expect(api!.posted.map((p) => p.path)).toEqual([
        '/api/coach/bookings/b-ana/cancel',
        '/api/coach/bookings/b-lio/cancel',
      ]),
    );
    expect(api.posted.every((p) => (p.body as { reason: string }).reason === 'Closed for a family emergency')).toBe(
      true,
    );
    expect(await screen.findByText('Cancelled 2 bookings')).toBeInTheDocument();
    expect(await screen.findByText('No bookings left on this day.')).toBeInTheDocument();
  });
});
