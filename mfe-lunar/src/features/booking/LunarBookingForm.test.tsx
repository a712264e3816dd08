import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BRANDS, HELD_BOOKING_TEXT, PSYCHIC_SERVICES, slotLabels, type TimeSlotDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { LunarBookingForm } from './LunarBookingForm';

// Whole forms driven key by key through MUI: generous on a busy CI machine, still bounded.
jest.setTimeout(30_000);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * Two slots tomorrow at 17:00 and 18:00 UTC (midday in Eastern Time, so both sit on the same day tab whatever the
 * hour the test runs), labelled in Eastern Time the way the API labels them.
 */
function futureSlots(): TimeSlotDto[] {
  return [17, 18].map((h, i) => {
    const start = new Date(Date.now() + 24 * 3_600_000);
    start.setUTCHours(h, 0, 0, 0);
    const { date, time } = slotLabels(start);
    return {
      id: `slot-${i}`,
      date,
      time,
      isAvailable: true,
      startTime: start.toISOString(),
      endTime: new Date(+start + 1_800_000).toISOString(),
      serviceType: 'reading',
      brand: 'lunar',
    };
  });
}

const SLOTS = 'GET /api/time-slots?brand=lunar';
/** Lunar Light with one real meeting room: Zoom (the brand settings load once per test file). */
const BRANDS = {
  ...DEFAULT_BRANDS,
  lunar: { ...DEFAULT_BRANDS.lunar, meetingRooms: { zoom: 'https://zoom.us/j/5550104400' } },
};

function setup(routes: Parameters<typeof stubApi>[0], route = '/lunar-booking') {
  const stub = stubApi({
    'GET /api/psychic-services': { body: PSYCHIC_SERVICES },
    'GET /api/brands': { body: BRANDS },
    ...routes,
  });
  const onBooked = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LunarBookingForm onBooked={onBooked} />, { store: makeStore(), brand: 'lunar', route });
  return { ...stub, onBooked, user };
}

const submitButton = () => screen.getByRole('button', { name: /Book My Reading|Booking\.\.\./ });

async function chooseService(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
}

/** One paste per field instead of a keystroke each: every keystroke re-renders the whole form. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, payment: string | null = 'Venmo') {
  await fill(user, screen.getByRole('textbox', { name: /Full Name/ }), 'Iris Moon');
  await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'iris@example.com');
  if (!payment) return;
  await user.click(screen.getByRole('combobox', { name: /Payment Method/ }));
  await user.click(await screen.findByRole('option', { name: payment }));
}

describe(LunarBookingForm.name, () => {
  it('blocks submit until a reading is chosen, and guards the Zelle QR button with "Select a Service"', async () => {
    const { user } = setup({ [SLOTS]: { body: futureSlots() } });
    await screen.findAllByTestId('service-option');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pay with Zelle QR' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Select a Service');
    expect(toast).toHaveTextContent('Please select a service first to see QR code.');
    await chooseService(user, /3 Card Tarot Draw/);
    expect(submitButton()).toBeEnabled();
  });

  it('says "Time Slot Required" and sends nothing when no time is picked', async () => {
    const { user, requests } = setup({ [SLOTS]: { body: futureSlots() } });
    await chooseService(user, /Love Reading/);
    await fillDetails(user);
    await user.click(submitButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Time Slot Required');
    expect(toast).toHaveTextContent('Please select a date and time for your reading.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('books the reading: POSTs the psychic form, confirms, and refetches the slots', async () => {
    const slots = futureSlots();
    const booking = {
      id: 'b-1',
      serviceId: 'love-reading',
      timeSlotId: slots[0].id,
      status: 'confirmed',
      paymentStatus: 'awaiting',
    };
    const { user, requests, onBooked } = setup({
      [SLOTS]: { body: slots },
      'POST /api/bookings': { status: 201, body: booking },
    });
    await chooseService(user, /Love Reading/);
    await user.click(await screen.findByRole('radio', { name: slots[0].time }));
    expect(screen.getByTestId('summary-time')).toHaveTextContent(`${slots[0].time} ET`);
    await fillDetails(user);
    await fill(user, screen.getByTestId('special-requests'), 'About my sister');
    await user.click(submitButton());

    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(onBooked.mock.calls[0][0]).toEqual({
      booking,
      service: PSYCHIC_SERVICES.find((s) => s.id === 'love-reading'),
    });
    const post = requests.find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/bookings',
      body: {
        fullName: 'Iris Moon',
        email: 'iris@example.com',
        serviceId: 'love-reading',
        timeSlotId: slots[0].id,
        deliveryPreference: 'chat',
        chatPlatform: 'live-chat',
        specialRequests: 'About my sister',
        paymentMethod: 'venmo',
      },
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('Booking Confirmed!');
    await waitFor(() => expect(requests.filter((r) => r.target === '/api/time-slots?brand=lunar')).toHaveLength(2));
  });

  it('asks for the video platform and contact info on a video call (the §5 rule)', async () => {
    const slots = futureSlots();
    const { user, requests } = setup({ [SLOTS]: { body: slots } });
    await chooseService(user, /Timeline Reading/);
    await user.click(await screen.findByRole('radio', { name: slots[0].time }));
    await fillDetails(user);
    await user.click(await screen.findByRole('radio', { name: 'Video Call' }));
    await user.click(submitButton());
    expect(await screen.findByText('Platform and contact information are required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers only the video platforms Lunar Light has a real room on, and books the call there', async () => {
    const slots = futureSlots();
    const { user, requests } = setup({
      [SLOTS]: { body: slots },
      'POST /api/bookings': { status: 201, body: { id: 'b-v', status: 'confirmed', paymentStatus: 'awaiting' } },
    });
    await chooseService(user, /Timeline Reading/);
    await user.click(await screen.findByRole('radio', { name: slots[0].time }));
    await fillDetails(user);
    await user.click(await screen.findByRole('radio', { name: 'Video Call' }));
    const platform = screen.getByRole('combobox', { name: /Video Platform/ });
    // The one room is chosen for the visitor; the list holds nothing else.
    expect(platform).toHaveTextContent('Zoom');
    await user.click(platform);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Zoom']);
    await user.keyboard('{Escape}');
    await fill(user, screen.getByRole('textbox', { name: /Contact Info/ }), 'iris@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      deliveryPreference: 'video-call',
      videoPlatform: 'zoom',
      contactInfo: 'iris@example.com',
    });
  });

  it('preselects the reading and payment method passed from a service card', async () => {
    setup({ [SLOTS]: { body: futureSlots() } }, '/lunar-booking?service=reiki-healing&payment=zelle');
    expect(await screen.findByRole('radio', { name: /Reiki Healing/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Payment Method/ })).toHaveTextContent('Zelle');
  });

  it('offers the readings before the API answers, and its answer does not undo a reading picked meanwhile', async () => {
    const stub = stubApi({
      'GET /api/psychic-services': { body: PSYCHIC_SERVICES },
      'GET /api/brands': { body: BRANDS },
      [SLOTS]: { body: futureSlots() },
    });
    let answer!: () => void;
    const apiAnswers = new Promise<void>((resolve) => (answer = resolve));
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/psychic-services')) await apiAnswers;
      return stub.fetchMock(input, init);
    };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LunarBookingForm onBooked={jest.fn()} />, {
      store: makeStore(),
      brand: 'lunar',
      route: '/lunar-booking?service=love-reading',
    });

    const love = screen.getByRole('radio', { name: /Love Reading/ });
    const group = love.closest('[role="radiogroup"]')!;
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(love).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /3 Card Tarot Draw/ }));

    answer();
    await waitFor(() => expect(group).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('radio', { name: /3 Card Tarot Draw/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Love Reading/ })).not.toBeChecked();
  });

  it('takes payment=card from a service card as the card, and a card booking is only held: no "confirmed"', async () => {
    const slots = futureSlots();
    const held = {
      id: 'b-card',
      serviceId: 'love-reading',
      timeSlotId: slots[0].id,
      status: 'pending_payment',
      paymentStatus: 'awaiting',
      paymentMethod: 'credit-card',
    };
    const { user, requests, onBooked } = setup(
      { [SLOTS]: { body: slots }, 'POST /api/bookings': { status: 201, body: held } },
      '/lunar-booking?service=love-reading&payment=card',
    );
    expect(await screen.findByRole('radio', { name: /Love Reading/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Payment Method/ })).toHaveTextContent('Debit/Credit Card');
    expect(screen.getByTestId('card-hold-note')).toHaveTextContent(
      'We hold your time for 15 minutes while you pay by card',
    );
    await user.click(await screen.findByRole('radio', { name: slots[0].time }));
    await fillDetails(user, null);
    await user.click(submitButton());

    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      serviceId: 'love-reading',
      paymentMethod: 'credit-card',
    });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Reading Held');
    expect(toast).toHaveTextContent(HELD_BOOKING_TEXT);
    expect(toast).not.toHaveTextContent(/Confirmed|confirmation/i);
  });

  describe('time slot states', () => {
    it('shows "Loading available times..." while loading', async () => {
      setup({ [SLOTS]: { body: futureSlots() } });
      expect(screen.getByText('Loading available times...')).toBeInTheDocument();
      await screen.findAllByTestId('time-slot');
    });

    it('shows "Error loading timeslots" / "Failed to fetch" when the call fails', async () => {
      setup({ [SLOTS]: { status: 500, body: { statusCode: 500, message: 'boom' } } });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error loading timeslots');
      expect(alert).toHaveTextContent('Failed to fetch');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('shows the empty message when no future slot remains', async () => {
      const past = { ...futureSlots()[0], startTime: new Date(Date.now() - 60_000).toISOString() };
      setup({ [SLOTS]: { body: [past] } });
      expect(await screen.findByText('No available time slots. Please check back later.')).toBeInTheDocument();
    });
  });
});
