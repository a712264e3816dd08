import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACHING_SERVICES, HELD_BOOKING_TEXT, PAYMENT_WINDOW_MESSAGE_TYPE } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { fill, meetingRooms } from '../../testing/bookingForm';
import { slotAt } from '../../testing/fixtures';
import { BookingFlow } from './BookingFlow';
import { bookingOutcome, yourInformationStep } from './bookingFlowParts';
import { coachingPageValidation } from './coachingPageForm';

jest.mock('@app/web-kit', () => jest.requireActual('../../testing/bookingForm').webKitWithMeetingRooms());

const NOW = new Date('2026-03-10T14:00:00Z');
// Whole-form journeys render many MUI inputs; on a busy CI machine they need more than jest's default 5 s.
jest.setTimeout(30_000);

describe(BookingFlow.name, () => {
  const realFetch = globalThis.fetch;
  const realOpen = window.open;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    meetingRooms.current = {
      zoom: 'https://zoom.us/j/1',
      'microsoft-teams': 'https://teams.microsoft.com/l/meetup-join/1',
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
    window.open = realOpen;
  });

  function setup(
    bookingReply: Parameters<typeof stubApi>[0][string] = { status: 201, body: {} },
    more: Parameters<typeof stubApi>[0] = {},
  ) {
    const api = stubApi({
      'GET /api/services': { body: COACHING_SERVICES },
      'GET /api/time-slots': {
        body: [slotAt('2026-03-10T15:00:00Z', { id: 'today-11' }), slotAt('2026-03-11T15:00:00Z')],
      },
      'POST /api/bookings': bookingReply,
      ...more,
    });
    renderWithProviders(<BookingFlow />, { store: makeStore() });
    return { api, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
  }

  async function throughStepTwo(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /Personal Development Session/ }));
    await user.click((await screen.findAllByRole('button', { name: '11:00 AM' }))[0]);
  }

  it('with the services call down, offers the catalogue services, never "Error loading services" (§8)', async () => {
    const { api } = setup(undefined, {
      'GET /api/services': { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } },
    });
    await waitFor(() => expect(api.sent('GET /api/services')).toHaveLength(3), { timeout: 15_000 });
    expect(await screen.findByRole('button', { name: /Personal Development Session/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('booking-service-card').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Error loading services/)).not.toBeInTheDocument();
  });

  it('reveals the steps one by one and marks today', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: /Choose Your Service/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pick a Date & Time/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Personal Development Session/ }));
    expect(await screen.findByRole('heading', { name: /Pick a Date & Time/ })).toBeInTheDocument();
    expect(await screen.findByText('TODAY')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Your Information/ })).not.toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: '11:00 AM' }))[0]);
    expect(screen.getByRole('heading', { name: /Your Information/ })).toBeInTheDocument();
  });

  it('brings each next step into view when it appears out of sight (a phone), and not when it is already in view', async () => {
    const scrolled: string[] = [];
    const below = { top: 2000, bottom: 2400 } as DOMRect;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(below);
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.querySelector('h2, h3')?.textContent ?? '');
      },
    });
    try {
      const { user } = setup();
      await user.click(await screen.findByRole('button', { name: /Personal Development Session/ }));
      await screen.findByRole('heading', { name: /Pick a Date & Time/ });
      expect(scrolled).toEqual([expect.stringMatching(/Pick a Date & Time/)]);
      rect.mockReturnValue({ top: 100, bottom: 500 } as DOMRect);
      await user.click((await screen.findAllByRole('button', { name: '11:00 AM' }))[0]);
      expect(screen.getByRole('heading', { name: /Your Information/ })).toBeInTheDocument();
      expect(scrolled).toHaveLength(1);
    } finally {
      rect.mockRestore();
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('fetches the later steps’ code (form, schema, outcome) as the visitor reaches for step 1, not with the page', async () => {
    const loads = [yourInformationStep, coachingPageValidation, bookingOutcome].map((part) => jest.spyOn(part, 'load'));
    try {
      const { user } = setup();
      const service = await screen.findByRole('button', { name: /Personal Development Session/ });
      act(() => jest.advanceTimersByTime(10_000));
      for (const load of loads) expect(load).not.toHaveBeenCalled();
      await user.hover(service);
      for (const load of loads) expect(load).toHaveBeenCalled();
    } finally {
      for (const load of loads) load.mockRestore();
    }
  });

  it('says "Missing Information" until name, e-mail and payment method are in', async () => {
    const { api, user } = setup();
    await throughStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please fill in all required fields, select a service, time slot, and payment method.'),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/bookings')).toHaveLength(0);
  });

  it('requires a session type, and a video platform for a video call', async () => {
    const { api, user } = setup();
    await throughStepTwo(user);
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Please select a session type')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Live Video Call' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Please select a video platform')).toBeInTheDocument();
    expect(api.sent('POST /api/bookings')).toHaveLength(0);
    // Only the platforms with a real meeting room: no Google Meet here.
    await user.click(screen.getByRole('combobox', { name: 'Video platform' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Zoom', 'Microsoft Teams']);
  });

  it('offers no video call when the brand has no meeting room', async () => {
    meetingRooms.current = {};
    const { user } = setup();
    await throughStepTwo(user);
    expect(screen.getByRole('radio', { name: 'Live Chat' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Live Video Call' })).not.toBeInTheDocument();
  });

  it('shows the summary once service, slot, name, e-mail and session type are set, and books', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup({
      status: 201,
      body: {
        id: 'b2',
        email: 'ada@example.com',
        serviceId: 'personal-development',
        status: 'confirmed',
        paymentStatus: 'awaiting',
        paymentMethod: 'cashapp',
        amount: 4000,
      },
    });
    await throughStepTwo(user);
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect(screen.queryByTestId('booking-summary')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Live Chat' }));
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Personal Development Session');
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Today, 11:00 AM ET');
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('$40');
    await user.click(screen.getByRole('radio', { name: 'Cash App' }));
    await fill(user, screen.getByRole('textbox', { name: 'Notes for your coach (optional)' }), 'Career change');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
    expect(api.sent('POST /api/bookings')[0].body).toMatchObject({
      serviceId: 'personal-development',
      timeSlotId: 'today-11',
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      message: 'Career change',
      sessionType: 'live-chat',
      paymentMethod: 'cashapp',
    });
    const confirmation = await screen.findByTestId('booking-confirmation');
    // The outcome sits above the steps: the keyboard (and the view) moves there.
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveFocus();
    expect(confirmation).toHaveTextContent('Your session is confirmed — payment awaiting');
    expect(confirmation).toHaveTextContent('Personal Development Session, Today at 11:00 AM ET');
    expect(within(confirmation).getByRole('link', { name: 'https://cash.app/$lifecoach' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Pick a Date & Time/ })).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('with the card method holds the slot first, opens the window for that booking, and says "held" until paid', async () => {
    const opened: string[] = [];
    window.open = jest.fn((url?: string | URL) => {
      opened.push(String(url));
      return {} as Window;
    }) as typeof window.open;
    const { api, user } = setup(
      {
        status: 201,
        body: {
          id: 'held-1',
          email: 'ada@example.com',
          serviceId: 'personal-development',
          status: 'pending_payment',
          paymentStatus: 'awaiting',
          paymentMethod: 'credit-card',
          amount: 4000,
          createdAt: NOW.toISOString(),
          manageToken: 'tok-held',
          holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
        },
      },
      {
        'GET /api/manage/tok-held': {
          body: {
            status: 'pending_payment',
            paymentStatus: 'awaiting',
            holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
          },
        },
      },
    );
    await throughStepTwo(user);
    await fill(user, screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('radio', { name: 'Live Chat' }));
    await user.click(screen.getByRole('radio', { name: 'Debit/Credit Card' }));

    expect(screen.getByTestId('card-pay-panel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Pay \$40 Securely by Card/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(
      /^\/square-payment\?serviceId=personal-development&price=40&serviceName=Personal/,
    );

    await user.click(link);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(api.sent('POST /api/bookings')[0].body).toMatchObject({ paymentMethod: 'square' });
    expect(opened[0]).toContain('bookingId=held-1');
    expect(opened[0]).toContain('brand=coaching');
    expect(await screen.findByText('Slot Reserved')).toBeInTheDocument();

    const held = await screen.findByTestId('booking-held');
    expect(within(held).getByText(HELD_BOOKING_TEXT)).toBeInTheDocument();
    expect(held).toHaveTextContent('Personal Development Session, Today at 11:00 AM ET');
    expect(within(held).getByRole('timer')).toHaveTextContent(/\$40 · 1[45]:\d\d left/);
    expect(
      within(held)
        .getByRole('link', { name: /Pay now/ })
        .getAttribute('href'),
    ).toContain('bookingId=held-1');
    expect(screen.queryByText(/Booking Confirmed|session is confirmed/)).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: {
            type: PAYMENT_WINDOW_MESSAGE_TYPE,
            status: 'paid',
            serviceId: 'personal-development',
            serviceName: 'x',
            amount: 40,
            bookingId: 'held-1',
          },
        }),
      );
    });
    expect(await screen.findByText('Payment received — your session is confirmed')).toBeInTheDocument();
    expect(screen.queryByText(HELD_BOOKING_TEXT)).not.toBeInTheDocument();
  });

  it('opens the Zelle QR dialog when Zelle is chosen', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, user } = setup();
    await throughStepTwo(user);
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    // The dialog is mfe_payments' expose; here the remote is not served, so its fallback proves the attempt.
    expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();
    expect(api.sent('GET /remotes.json').length).toBeGreaterThan(0);
    logged.mockRestore();
  });
});
