import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACHING_SERVICES, HELD_BOOKING_TEXT, PAYMENT_WINDOW_MESSAGE_TYPE } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { fill, meetingRooms } from '../../testing/bookingForm';
import { slotAt } from '../../testing/fixtures';
import { BookingSection } from './BookingSection';

jest.mock('@app/web-kit', () => jest.requireActual('../../testing/bookingForm').webKitWithMeetingRooms());

const NOW = new Date('2026-03-10T14:00:00Z');
// Whole-form journeys render many MUI inputs; on a busy CI machine they need more than jest's default 5 s.
jest.setTimeout(30_000);

const slot = slotAt('2026-03-11T15:00:00Z', { id: 'tomorrow-11' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, method = 'Venmo') {
  await user.click(await screen.findByRole('button', { name: '11:00 AM' }));
  await choose(user, 'Service', /Strategic Decision Coaching/);
  await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await choose(user, 'Payment method', method);
}

const heldBooking = {
  id: 'held-1',
  email: 'ada@example.com',
  serviceId: 'strategic-decision',
  status: 'pending_payment',
  paymentStatus: 'awaiting',
  paymentMethod: 'credit-card',
  amount: 2500,
  createdAt: NOW.toISOString(),
  manageToken: 'tok-held',
  holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
};
/** GET /api/manage/:token, the one read of a booking's state: the fields the follower reads. */
const MANAGE_HELD = 'GET /api/manage/tok-held';
const managedAs = (
  status: string,
  paymentStatus: string,
  holdExpiresAt: string | null = heldBooking.holdExpiresAt,
) => ({
  body: { id: 'held-1', status, paymentStatus, holdExpiresAt, amount: 2500, startTime: slot.startTime },
});

/** The card window's report to its opener, as mfe-payments posts it. */
function windowReportsPaid(bookingId: string) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          type: PAYMENT_WINDOW_MESSAGE_TYPE,
          status: 'paid',
          serviceId: 'strategic-decision',
          serviceName: 'x',
          amount: 25,
          bookingId,
          paymentId: 'p1',
        },
      }),
    );
  });
}

describe(BookingSection.name, () => {
  const realFetch = globalThis.fetch;
  let logged: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    meetingRooms.current = {};
    // The payments remote is not served here, so each launch attempt ends in its logged error.
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
    logged.mockRestore();
  });

  function setup(bookingReply: Parameters<typeof stubApi>[0][string], more: Parameters<typeof stubApi>[0] = {}) {
    const api = stubApi({
      'GET /api/services': { body: COACHING_SERVICES },
      'GET /api/time-slots': { body: [slot] },
      'POST /api/bookings': bookingReply,
      ...more,
    });
    renderWithProviders(<BookingSection />, { store: makeStore() });
    return { api, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
  }

  it('shows the §5 messages for an empty form and reads "Please select a time slot"', async () => {
    const { api, user } = setup({ status: 201, body: {} });
    expect(screen.getByTestId('selected-time')).toHaveTextContent('Please select a time slot');
    await user.click(screen.getByRole('button', { name: 'Book Session Now' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please select a service')).toBeInTheDocument();
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
    expect(screen.getByTestId('selected-time')).toHaveTextContent('Please select a time slot');
    expect(api.sent('POST /api/bookings')).toHaveLength(0);
  });

  it('offers only the video platforms with a real meeting room, and asks for the contact details', async () => {
    meetingRooms.current = { zoom: 'https://zoom.us/j/5550102200' };
    const { api, user } = setup({ status: 201, body: {} });
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Video Call' }));
    await user.click(screen.getByRole('combobox', { name: 'Video platform' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Zoom']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Book Session Now' }));
    expect(await screen.findByText('Platform and contact information are required')).toBeInTheDocument();
    // The empty platform is marked too, not only the contact field.
    expect(screen.getByText('Please select a video platform')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Video platform' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/bookings')).toHaveLength(0);
  });

  it('offers no video call at all when the brand has no meeting room', async () => {
    setup({ status: 201, body: {} });
    expect(await screen.findByRole('radio', { name: 'Live Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Video Call' })).not.toBeInTheDocument();
  });

  it('confirms an off-site booking with payment awaiting and says how to pay; resets the form and refetches the slots', async () => {
    const { api, user } = setup({
      status: 201,
      body: {
        id: 'b1',
        email: 'ada@example.com',
        serviceId: 'strategic-decision',
        status: 'confirmed',
        paymentStatus: 'awaiting',
        paymentMethod: 'venmo',
        amount: 2500,
        manageToken: 'tok-1',
        brand: 'coaching',
        serviceName: 'Strategic Decision Coaching',
        startTime: '2026-11-21T16:00:00.000Z',
      },
    });
    await fillValidForm(user);
    expect(screen.getByTestId('selected-time')).toHaveTextContent('Selected: Tomorrow at 11:00 AM ET');
    await user.click(screen.getByRole('button', { name: 'Book Session Now' }));

    expect(await screen.findByText('Booking Successful!')).toBeInTheDocument();
    expect(
      screen.getByText("You'll receive a confirmation e-mail shortly with your session details."),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/bookings')[0].body).toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      serviceId: 'strategic-decision',
      timeSlotId: 'tomorrow-11',
      deliveryPreference: 'chat',
      chatPlatform: 'live-chat',
      paymentMethod: 'venmo',
    });
    await waitFor(() => expect(screen.getByTestId('selected-time')).toHaveTextContent('Please select a time slot'));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await waitFor(() => expect(api.sent('GET /api/time-slots')).toHaveLength(2));
    const confirmation = screen.getByTestId('booking-confirmation');
    // The keyboard (and the view) moves to what the booking produced.
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveFocus();
    expect(within(confirmation).getByText('Your session is confirmed — payment awaiting')).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('Strategic Decision Coaching, Tomorrow at 11:00 AM ET');
    expect(confirmation).toHaveTextContent('Payment: Venmo. Your coach marks it paid once it arrives.');
    expect(within(confirmation).getByRole('link', { name: 'https://venmo.com/u/lifecoach' })).toBeInTheDocument();
    expect(within(confirmation).queryByText(/Cash App/)).not.toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      '/manage/tok-1',
    );
    // Add to calendar: the booking's UTC start, the 10-minute session's end, the .ics behind the manage link.
    expect(
      within(confirmation)
        .getByRole('link', { name: /^Add to Google Calendar/ })
        .getAttribute('href'),
    ).toContain('&dates=20261121T160000Z/20261121T161000Z&');
    expect(
      within(confirmation)
        .getByRole('link', { name: /^Add to Outlook Calendar/ })
        .getAttribute('href'),
    ).toContain('&startdt=2026-11-21T16:00:00Z&enddt=2026-11-21T16:10:00Z&');
    expect(within(confirmation).getByRole('link', { name: 'Add to Apple Calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/manage/tok-1/calendar.ics',
    );
    expect(screen.queryByText(HELD_BOOKING_TEXT)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^Could not open the venmo payment/),
        expect.any(Error),
      ),
    );
  });

  it('holds a card booking — never "booked" — until the card window reports it paid', async () => {
    const { api, user } = setup(
      { status: 201, body: heldBooking },
      { [MANAGE_HELD]: managedAs('pending_payment', 'awaiting') },
    );
    await fillValidForm(user, 'Debit/Credit Card');
    await user.click(screen.getByRole('button', { name: 'Book Session Now' }));

    const held = await screen.findByTestId('booking-held');
    expect(within(held).getByText(HELD_BOOKING_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Slot Reserved')).toBeInTheDocument();
    expect(screen.queryByText('Booking Successful!')).not.toBeInTheDocument();
    expect(held).not.toHaveTextContent(/booked!|confirmed/i);
    expect(within(held).getByRole('timer')).toHaveTextContent(/\$25 · 1[45]:\d\d left/);
    const payNow = within(held).getByRole('link', { name: /Pay now/ });
    expect(payNow).toHaveAttribute('target', '_blank');
    expect(payNow.getAttribute('href')).toMatch(/^\/square-payment\?.*bookingId=held-1/);
    await act(async () => {
      jest.advanceTimersByTime(6000);
    });
    await waitFor(() => expect(api.sent(MANAGE_HELD)).not.toHaveLength(0));

    windowReportsPaid('another-booking');
    expect(screen.getByTestId('booking-held')).toBeInTheDocument();
    windowReportsPaid('held-1');
    const confirmation = await screen.findByTestId('booking-confirmation');
    expect(within(confirmation).getByText('Payment received — your session is confirmed')).toBeInTheDocument();
    expect(confirmation).toHaveTextContent('Strategic Decision Coaching, Tomorrow at 11:00 AM ET');
    expect(screen.queryByText(HELD_BOOKING_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(/held for/i)).not.toBeInTheDocument();
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('follows the server: confirmed once the manage view says paid', async () => {
    let paid = false;
    const { user } = setup(
      { status: 201, body: heldBooking },
      {
        [MANAGE_HELD]: () => (paid ? managedAs('confirmed', 'paid', null) : managedAs('pending_payment', 'awaiting')),
      },
    );
    await fillValidForm(user, 'Debit/Credit Card');
    await user.click(screen.getByRole('button', { name: 'Book Session Now' }));
    expect(await screen.findByText(HELD_BOOKING_TEXT)).toBeInTheDocument();
    paid = true;
    await act(async () => {
      jest.advanceTimersByTime(6000);
    });
    expect(await screen.findByText('Payment received — your session is confirmed')).toBeInTheDocument();
    expect(screen.queryByText(HELD_BOOKING_TEXT)).not.toBeInTheDocument();
  });

  it('says the time was released when the hold lapses unpaid, and brings the details back to choose another time', async () => {
    const lapsing = { ...heldBooking, holdExpiresAt: new Date(NOW.getTime() + 10_000).toISOString() };
    const { api, user } = setup(
      { status: 201, body: lapsing },
      { [MANAGE_HELD]: { status: 404, body: { message: 'Not found' } } },
    );
    await fillValidForm(user, 'Debit/Credit Card');
    await user.click(screen.getByRole('button', { name: 'Book Session Now' }));
    expect(await screen.findByText(HELD_BOOKING_TEXT)).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(11_000);
    });
    const released = await screen.findByTestId('booking-released');
    expect(within(released).getByText('The time was released')).toBeInTheDocument();
    expect(released).toHaveTextContent('ended before payment was received, so the time was released');
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Time released')).toBeInTheDocument();

    const slotFetches = api.sent('GET /api/time-slots').length;
    await user.click(within(released).getByRole('button', { name: 'Choose another time' }));
    expect(screen.queryByTestId('booking-released')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByTestId('selected-time')).toHaveTextContent('Please select a time slot');
    await waitFor(() => expect(api.sent('GET /api/time-slots').length).toBeGreaterThan(slotFetches));
  });
});
