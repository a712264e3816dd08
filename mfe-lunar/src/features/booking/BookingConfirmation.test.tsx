import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HELD_BOOKING_TEXT,
  PAYMENT_WINDOW_MESSAGE_TYPE,
  PSYCHIC_SERVICES,
  type BookingDto,
  type LaunchPaymentOptions,
  type ManageBookingDto,
} from '@app/contracts';
import { providePaymentLauncher } from '@app/web-kit';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { BookingConfirmation } from './BookingConfirmation';

jest.setTimeout(20_000);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  providePaymentLauncher(null);
});

const LOVE = PSYCHIC_SERVICES.find((s) => s.id === 'love-reading')!;
const START = new Date(Date.now() + 2 * 86_400_000).toISOString();
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

function booking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: 'b0c4a1d2-0000-4000-8000-000000000001',
    fullName: 'Iris Moon',
    email: 'iris@example.com',
    phone: null,
    serviceId: LOVE.id,
    serviceName: LOVE.name,
    timeSlotId: 'slot-1',
    brand: 'lunar',
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    videoPlatform: null,
    contactInfo: null,
    specialRequests: null,
    paymentMethod: 'credit-card',
    status: 'pending_payment',
    paymentStatus: 'awaiting',
    amount: LOVE.price,
    createdAt: new Date().toISOString(),
    startTime: START,
    manageToken: 'manage-token-1',
    ...overrides,
  };
}

/** GET /api/manage/:token, the one read of a booking's state: the fields the page follows. */
function managed(state: Partial<Pick<ManageBookingDto, 'status' | 'paymentStatus' | 'holdExpiresAt'>>) {
  return {
    id: booking().id,
    status: 'pending_payment',
    paymentStatus: 'awaiting',
    holdExpiresAt: minutesFromNow(10),
    amount: LOVE.price,
    ...state,
  };
}

const MANAGE = 'GET /api/manage/manage-token-1';

function setup(b: BookingDto, routes: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi(routes);
  const launched: LaunchPaymentOptions[] = [];
  providePaymentLauncher(async (options) => {
    launched.push(options);
    return { status: 'new-tab', url: '/square-payment', brand: 'lunar' };
  });
  const onBookAnother = jest.fn();
  const onChooseAgain = jest.fn();
  renderWithProviders(
    <BookingConfirmation
      booked={{ booking: b, service: LOVE }}
      onBookAnother={onBookAnother}
      onChooseAgain={onChooseAgain}
    />,
    { store: makeStore(), brand: 'lunar' },
  );
  return { ...stub, launched, onChooseAgain, user: userEvent.setup({ delay: null }) };
}

const heading = () => screen.getByRole('heading', { level: 2 });

function postPaid(bookingId: string, paymentId = '9f3e2d1c-aaaa-4bbb-8ccc-000000000009') {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          type: PAYMENT_WINDOW_MESSAGE_TYPE,
          status: 'paid',
          serviceId: LOVE.id,
          serviceName: LOVE.name,
          amount: 35,
          bookingId,
          paymentId,
        },
      }),
    );
  });
}

describe(BookingConfirmation.name, () => {
  it('a card booking reads held with the time left, and "Pay now" opens the card window for that booking', async () => {
    const { launched, user, requests } = setup(booking(), {
      [MANAGE]: { body: managed({ holdExpiresAt: minutesFromNow(10) }) },
    });
    expect(heading()).toHaveTextContent('Your Reading Is Held');
    expect(screen.getByTestId('hold-status')).toHaveTextContent(HELD_BOOKING_TEXT);
    // The server's hold end (10 min), not the one the booking was created with (15 min), once it has answered.
    await waitFor(() => expect(screen.getByTestId('hold-time-left').textContent).toMatch(/^(9:\d\d|10:00)$/));
    expect(requests.map((r) => r.target)).toContain('/api/manage/manage-token-1');
    expect(screen.getByTestId('booking-confirmation')).not.toHaveTextContent(/booked\b(?! once)/i);
    expect(screen.queryByText(/confirmation e-mail is on its way/)).toBeNull();
    // A held time may still be released: nothing to put in a calendar yet.
    expect(screen.queryByRole('link', { name: /^Add to / })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(launched).toEqual([
      {
        method: 'credit-card',
        brand: 'lunar',
        serviceId: LOVE.id,
        serviceName: LOVE.name,
        priceCents: LOVE.price,
        bookingId: booking().id,
      },
    ]);
  });

  it("counts down from the booking's own hold end while the server is unavailable", async () => {
    setup(booking({ holdExpiresAt: minutesFromNow(5) }), {
      [MANAGE]: { status: 503, body: { statusCode: 503, message: 'down' } },
    });
    expect(heading()).toHaveTextContent('Your Reading Is Held');
    await waitFor(() => expect(screen.getByTestId('hold-time-left').textContent).toMatch(/^(4:\d\d|5:00)$/));
  });

  it('is booked only once the card window reports this booking paid, and then says nothing about a hold', async () => {
    setup(booking(), { [MANAGE]: { body: managed({}) } });
    postPaid('some-other-booking');
    expect(heading()).toHaveTextContent('Your Reading Is Held');

    postPaid(booking().id, '9f3e2d1c-aaaa-4bbb-8ccc-000000000009');
    expect(heading()).toHaveTextContent('Your Reading Is Booked');
    const status = screen.getByTestId('payment-status');
    expect(status).toHaveTextContent('Payment received — your reading is confirmed');
    expect(status).toHaveTextContent('Receipt reference PAY-9F3E2D1C');
    expect(screen.getByTestId('booking-confirmation')).not.toHaveTextContent(/held|15 minutes/i);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    // Booked: now it goes in a calendar, at the reading's UTC start (Love Reading: 15 minutes).
    const stamp = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    const end = new Date(Date.parse(START) + LOVE.duration * 60_000).toISOString();
    expect(screen.getByRole('link', { name: /^Add to Google Calendar/ }).getAttribute('href')).toContain(
      `&dates=${stamp(START)}/${stamp(end)}&`,
    );
    expect(screen.getByRole('link', { name: 'Add to Apple Calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/manage/manage-token-1/calendar.ics',
    );
  });

  it("follows the server: a manage view that says paid (another tab, the app's browser) means booked", async () => {
    setup(booking(), {
      [MANAGE]: { body: managed({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null }) },
    });
    await waitFor(() => expect(heading()).toHaveTextContent('Your Reading Is Booked'));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Payment received — your reading is confirmed');
  });

  it.each([
    ['the hold ran out on the clock', managed({ holdExpiresAt: minutesFromNow(-1) })],
    ['the server released it', managed({ status: 'expired', holdExpiresAt: null })],
  ])('says the time was released when %s, and lets the visitor choose again', async (_label, body) => {
    const { user, onChooseAgain } = setup(booking(), { [MANAGE]: { body } });
    await waitFor(() => expect(heading()).toHaveTextContent('Your Held Time Was Released'));
    expect(screen.getByTestId('booking-confirmation')).toHaveTextContent('was released and nothing was charged');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose Another Time' }));
    expect(onChooseAgain).toHaveBeenCalledTimes(1);
  });

  it('an off-site booking is booked with its payment awaited, and its link pays that booking', async () => {
    const { launched, user, requests } = setup(
      booking({ paymentMethod: 'venmo', status: 'confirmed', paymentStatus: 'awaiting' }),
    );
    expect(heading()).toHaveTextContent('Your Reading Is Booked');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Payment of $35 by Venmo is awaited.');
    expect(screen.getByTestId('booking-confirmation')).toHaveTextContent(
      'A confirmation e-mail is on its way to iris@example.com',
    );
    expect(screen.queryByText(HELD_BOOKING_TEXT)).toBeNull();
    const outlook = screen.getByRole('link', { name: /^Add to Outlook Calendar/ });
    expect(outlook.getAttribute('href')).toContain(`&startdt=${START.replace(/\.\d{3}Z$/, 'Z')}&`);
    expect(outlook).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Pay $35 with Venmo' }));
    expect(launched[0]).toMatchObject({
      method: 'venmo',
      brand: 'lunar',
      serviceName: LOVE.name,
      bookingId: booking().id,
    });
    // Nothing to follow: an off-site booking is already what it is.
    expect(requests.some((r) => r.target.startsWith('/api/manage/'))).toBe(false);
  });
});
