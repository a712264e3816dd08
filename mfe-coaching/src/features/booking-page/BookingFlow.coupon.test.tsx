import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACHING_SERVICES, COUPON_MESSAGES } from '@app/contracts';
import { renderWithProviders, stubApi, type StubReply } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { slotAt } from '../../testing/fixtures';
import { BookingFlow } from './BookingFlow';

jest.mock('@app/web-kit', () => {
  const actual = jest.requireActual('@app/web-kit');
  const { DEFAULT_BRANDS } = jest.requireActual('@app/contracts');
  return { ...actual, useBrandSettings: (id: 'coaching' | 'lunar') => ({ ...DEFAULT_BRANDS[id], meetingRooms: {} }) };
});

const NOW = new Date('2026-03-10T14:00:00Z');
jest.setTimeout(30_000);

const QUOTE = { code: 'SPRING20', description: '20% off', priceCents: 4000, discountCents: 800, totalCents: 3200 };
const BOOKED = {
  id: 'b-coupon',
  email: 'ada@example.com',
  serviceId: 'personal-development',
  status: 'confirmed',
  paymentStatus: 'awaiting',
  paymentMethod: 'venmo',
  amount: 3200,
  coupon: { code: 'SPRING20', description: '20% off', discountCents: 800 },
};

/** Issue 33 item 4 on /booking: the code goes with the booking, the server's numbers are shown before and after. */
describe('BookingFlow with a discount code', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    window.history.replaceState({}, '', '/booking');
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  async function upToConfirm(bookingReply: StubReply) {
    const api = stubApi({
      'GET /api/services': { body: COACHING_SERVICES },
      'GET /api/time-slots': { body: [slotAt('2026-03-10T15:00:00Z', { id: 'today-11' })] },
      'GET /api/coupons/quote': { body: QUOTE },
      'POST /api/bookings': bookingReply,
    });
    renderWithProviders(<BookingFlow />, { store: makeStore() });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: /Personal Development Session/ }));
    await user.click((await screen.findAllByRole('button', { name: '11:00 AM' }))[0]);
    await user.click(screen.getByRole('textbox', { name: 'Full name' }));
    await user.paste('Ada Lovelace');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('ada@example.com');
    await user.click(screen.getByRole('radio', { name: 'Live Chat' }));
    await user.click(screen.getByRole('radio', { name: 'Venmo' }));
    await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel }), 'spring20');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    await screen.findByTestId('coupon-applied');
    return { api, user };
  }

  it('asks the server for the price for this service, shows its discount and total, and sends couponCode', async () => {
    const { api, user } = await upToConfirm({ status: 201, body: BOOKED });
    expect(api.sent('GET /api/coupons/quote')[0].query).toEqual({
      code: 'SPRING20',
      brand: 'coaching',
      serviceId: 'personal-development',
    });
    const summary = screen.getByTestId('booking-summary');
    expect(summary).toHaveTextContent('Discount (SPRING20, 20% off)−$8');
    expect(summary).toHaveTextContent('Total$32');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByTestId('booking-coupon')).toHaveTextContent(
      'Code SPRING20 (20% off): you saved $8 — total $32',
    );
    expect(api.sent('POST /api/bookings')[0].body).toMatchObject({ couponCode: 'SPRING20', paymentMethod: 'venmo' });
  });

  it('a refusal at submit shows its words by the field, keeps what was typed, and the full price again', async () => {
    const { api, user } = await upToConfirm({
      status: 409,
      body: { statusCode: 409, code: 'COUPON_ALREADY_USED', message: COUPON_MESSAGES.codeAlreadyUsed },
    });
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    await waitFor(() => expect(screen.getByTestId('coupon-field')).toHaveTextContent(COUPON_MESSAGES.codeAlreadyUsed));
    expect(screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel })).toHaveValue('SPRING20');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByTestId('booking-summary')).toHaveTextContent('Total$40');
    expect(screen.queryByTestId('booking-confirmation')).not.toBeInTheDocument();
    expect(api.sent('POST /api/bookings')).toHaveLength(1);
  });
});
