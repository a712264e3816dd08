import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PSYCHIC_SERVICES, slotLabels, type TimeSlotDto } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { stubFetch } from '../../testing/fetchStub';
import { LunarBookingForm } from './LunarBookingForm';

// Whole forms driven key by key through MUI: generous on a busy CI machine, still bounded.
jest.setTimeout(30_000);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Two slots a few hours from now, labelled in Eastern Time the way the API labels them. */
function futureSlots(): TimeSlotDto[] {
  return [3, 4].map((h, i) => {
    const start = new Date(Date.now() + h * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const { date, time } = slotLabels(start);
    return { id: `slot-${i}`, date, time, isAvailable: true, startTime: start.toISOString(), endTime: new Date(+start + 1_800_000).toISOString(), serviceType: 'reading', brand: 'lunar' };
  });
}

const SLOTS = 'GET /api/time-slots?brand=lunar';

function setup(routes: Parameters<typeof stubFetch>[0], route = '/lunar-booking') {
  const stub = stubFetch({ 'GET /api/psychic-services': { body: PSYCHIC_SERVICES }, ...routes });
  const onBooked = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LunarBookingForm onBooked={onBooked} />, { store: makeStore(), brand: 'lunar', route });
  return { ...stub, onBooked, user };
}

const submitButton = () => screen.getByRole('button', { name: /Book My Reading|Booking\.\.\./ });

async function chooseService(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Iris Moon');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'iris@example.com');
  await user.click(screen.getByRole('combobox', { name: /Payment Method/ }));
  await user.click(await screen.findByRole('option', { name: 'Venmo' }));
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
    const booking = { id: 'b-1', serviceId: 'love-reading', timeSlotId: slots[0].id };
    const { user, requests, onBooked } = setup({ [SLOTS]: { body: slots }, 'POST /api/bookings': { status: 201, body: booking } });
    await chooseService(user, /Love Reading/);
    await user.click(await screen.findByRole('radio', { name: slots[0].time }));
    expect(screen.getByTestId('summary-time')).toHaveTextContent(`${slots[0].time} ET`);
    await fillDetails(user);
    await user.type(screen.getByTestId('special-requests'), 'About my sister');
    await user.click(submitButton());

    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(onBooked.mock.calls[0][0]).toEqual({ booking, service: PSYCHIC_SERVICES.find((s) => s.id === 'love-reading') });
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
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/time-slots?brand=lunar')).toHaveLength(2));
  });

  it.each([
    ['the server message', { statusCode: 409, message: 'This time slot is no longer available' }, 409, 'This time slot is no longer available'],
    ['the lunar fallback', 'upstream exploded', 502, 'Please try again or contact support.'],
  ])('shows "Booking Failed" with %s when the API refuses', async (_label, body, status, expected) => {
    const slots = futureSlots();
    const { user, onBooked } = setup({ [SLOTS]: { body: slots }, 'POST /api/bookings': { status, body } });
    await chooseService(user, /Career Reading/);
    await user.click(await screen.findByRole('radio', { name: slots[1].time }));
    await fillDetails(user);
    await user.click(submitButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Booking Failed');
    expect(toast).toHaveTextContent(expected);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('asks for the video platform and contact info on a video call (the §5 rule)', async () => {
    const slots = futureSlots();
    const { user, requests } = setup({ [SLOTS]: { body: slots } });
    await chooseService(user, /Timeline Reading/);
    await user.click(await screen.findByRole('radio', { name: slots[0].time }));
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Video Call' }));
    await user.click(submitButton());
    expect(await screen.findByText('Platform and contact information are required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('preselects the reading and payment method passed from a service card', async () => {
    setup({ [SLOTS]: { body: futureSlots() } }, '/lunar-booking?service=reiki-healing&payment=zelle');
    expect(await screen.findByRole('radio', { name: /Reiki Healing/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Payment Method/ })).toHaveTextContent('Zelle');
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
