import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { BOOKING_MESSAGES, MANAGE_BOOKING_MESSAGES, type ManageBookingDto } from '@app/contracts';
import ManageBookingPage from '../../pages/ManageBookingPage';
import { slotAt } from '../../testing/fixtures';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

let tokens = 0;
/** Each test its own token: the remote's store (and its cache) outlives a single render. */
const nextToken = () => `token-${++tokens}-abcdefghijklmnopqrstuvwx`;

function view(overrides: Partial<ManageBookingDto> = {}): ManageBookingDto {
  return {
    id: '3f2a9c10-0000-4000-8000-000000000001',
    brand: 'coaching',
    serviceId: 'strategic-decision',
    serviceName: 'Strategic Decision Coaching',
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    timeSlotId: '9a1b0000-0000-4000-8000-000000000001',
    startTime: '2030-03-14T14:00:00.000Z',
    endTime: '2030-03-14T14:30:00.000Z',
    whenEastern: 'Thursday, March 14, 2030 at 10:00 AM EDT',
    whenLocal: 'Thursday, March 14, 2030 at 3:00 PM GMT+1 (Europe/Berlin)',
    timeZone: 'Europe/Berlin',
    deliveryPreference: 'chat',
    videoPlatform: null,
    status: 'confirmed',
    paymentStatus: 'awaiting',
    paymentMethod: 'zelle',
    holdExpiresAt: null,
    amount: 2500,
    canCancel: true,
    canReschedule: true,
    changeDeadline: '2030-03-13T14:00:00.000Z',
    policy: MANAGE_BOOKING_MESSAGES.policy,
    ...overrides,
  };
}

function open(token: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/manage/:token" element={<ManageBookingPage />} />
    </Routes>,
    { route: `/manage/${token}` },
  );
}

describe('ManageBookingPage', () => {
  it('shows the booking in Eastern time and the visitor zone, with ways to change it', async () => {
    const token = nextToken();
    stubApi({ [`GET /api/manage/${token}`]: { body: view() } });
    open(token);

    expect(await screen.findByRole('heading', { level: 2, name: 'Strategic Decision Coaching' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Manage Your Booking');
    expect(screen.getByTestId('summary-when-eastern-')).toHaveTextContent('Thursday, March 14, 2030 at 10:00 AM EDT');
    expect(screen.getByTestId('summary-your-time')).toHaveTextContent('3:00 PM GMT+1 (Europe/Berlin)');
    expect(screen.getByTestId('summary-payment')).toHaveTextContent('Zelle: awaiting payment');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(screen.getByRole('link', { name: 'Life Coaching' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('dresses a Lunar Light booking in the Lunar Light brand', async () => {
    const token = nextToken();
    stubApi({ [`GET /api/manage/${token}`]: { body: view({ brand: 'lunar', serviceName: '3 Card Tarot Draw' }) } });
    open(token);

    const h1 = await screen.findByRole('heading', { level: 1, name: 'Manage Your Reading' });
    expect(getComputedStyle(h1).fontFamily).toContain('Cormorant Garamond');
    expect(screen.getByRole('link', { name: 'Lunar Light' })).toHaveAttribute('href', '/lunar-light');
  });

  it('inside 24 hours shows the policy instead of the buttons', async () => {
    const token = nextToken();
    stubApi({ [`GET /api/manage/${token}`]: { body: view({ canCancel: false, canReschedule: false }) } });
    open(token);

    expect(await screen.findByTestId('policy-notice')).toHaveTextContent(MANAGE_BOOKING_MESSAGES.policy);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('cancels after a confirmation and then shows the booking as cancelled', async () => {
    const token = nextToken();
    const api = stubApi({
      [`GET /api/manage/${token}`]: { body: view() },
      [`POST /api/manage/${token}/cancel`]: {
        body: view({ status: 'cancelled', canCancel: false, canReschedule: false }),
      },
    });
    open(token);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: MANAGE_BOOKING_MESSAGES.confirmCancel });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(MANAGE_BOOKING_MESSAGES.cancelledTitle)).toBeInTheDocument();
    expect(api.sent(`POST /api/manage/${token}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled'));
    expect(screen.getByTestId('released-notice')).toHaveTextContent('This session is cancelled');
    expect(screen.getByRole('link', { name: 'Book another session' })).toHaveAttribute('href', '/booking');
  });

  it("reschedules to a chosen time of the booking's brand, and says so when that time was just taken", async () => {
    const token = nextToken();
    const free = [
      slotAt('2030-03-15T14:00:00Z', { brand: 'lunar' }),
      slotAt('2030-03-15T15:00:00Z', { brand: 'lunar' }),
    ];
    let attempts = 0;
    const api = stubApi({
      [`GET /api/manage/${token}`]: { body: view({ brand: 'lunar' }) },
      'GET /api/time-slots': { body: free },
      [`POST /api/manage/${token}/reschedule`]: () =>
        ++attempts === 1
          ? { status: 409, body: { statusCode: 409, message: BOOKING_MESSAGES.slotTaken } }
          : {
              body: view({
                brand: 'lunar',
                startTime: free[1].startTime,
                whenEastern: 'Friday, March 15, 2030 at 11:00 AM EDT',
              }),
            },
    });
    open(token);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const slots = await screen.findAllByTestId('slot-button');
    expect(api.sent('GET /api/time-slots')[0].search).toBe('?brand=lunar');

    await userEvent.click(slots[0]);
    await userEvent.click(screen.getByRole('button', { name: /^Move to/ }));
    expect(await screen.findByText(BOOKING_MESSAGES.slotTaken)).toBeInTheDocument();
    expect(api.sent(`POST /api/manage/${token}/reschedule`)[0].body).toEqual({
      timeSlotId: free[0].id,
      fromTimeSlotId: '9a1b0000-0000-4000-8000-000000000001',
    });

    await userEvent.click(slots[1]);
    await userEvent.click(screen.getByRole('button', { name: /^Move to/ }));
    expect(await screen.findByText(MANAGE_BOOKING_MESSAGES.rescheduledTitle)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('summary-when-eastern-')).toHaveTextContent('Friday, March 15, 2030 at 11:00 AM EDT'),
    );
    expect(screen.queryByTestId('slot-button')).not.toBeInTheDocument();
  });

  it('explains a link that matches no booking', async () => {
    const token = nextToken();
    stubApi({ [`GET /api/manage/${token}`]: { status: 404, body: { statusCode: 404, message: 'Booking not found' } } });
    open(token);
    expect(await screen.findByTestId('manage-not-found')).toHaveTextContent(MANAGE_BOOKING_MESSAGES.notFound);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
