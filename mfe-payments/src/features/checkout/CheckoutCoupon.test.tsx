import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { COACHING_SERVICES, COUPON_MESSAGES, businessDate, type TimeSlotDto } from '@app/contracts';
import { renderWithProviders } from '@app/web-kit/testing';
import { resetStoreForTests } from '../../app/withStore';
import CheckoutPage from '../../pages/CheckoutPage';
import { Where } from '../../testing/cardWindow';
import { mockApi } from '../../testing/mockApi';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const today = businessDate(new Date());
const start = new Date(`${today}T20:00:00Z`);
start.setUTCDate(start.getUTCDate() + 1);
const SLOT: TimeSlotDto = {
  id: 'slot-1',
  date: businessDate(start),
  time: '3:00 PM',
  isAvailable: true,
  startTime: start.toISOString(),
  endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
  serviceType: 'coaching',
  brand: 'coaching',
};
const QUOTE = { code: 'SPRING20', description: '20% off', priceCents: 2500, discountCents: 500, totalCents: 2000 };
const BOOKED = {
  id: 'bk-new',
  serviceId: 'strategic-decision',
  amount: 2000,
  status: 'pending_payment',
  coupon: { code: 'SPRING20', description: '20% off', discountCents: 500 },
};

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  api?.restore();
  resetStoreForTests();
});

function renderCheckout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: /Strategic Decision Coaching — \$25/ });
  await user.selectOptions(screen.getByLabelText(/Service/), 'strategic-decision');
  await screen.findByRole('option', { name: '3:00 PM' });
  await user.selectOptions(screen.getByLabelText(/Time/), 'slot-1');
  await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Card number/), '4242424242424242');
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.type(screen.getByLabelText(/CVV/), '123');
  await user.type(screen.getByLabelText(/Billing ZIP/), '02139');
  await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
  await user.type(screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel }), 'SPRING20');
  await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
}

/** Issue 33 item 4 on /checkout: a code only where this checkout books a listed service; the booking carries it. */
describe('/checkout with a discount code', () => {
  it('quotes the chosen service, pays the server’s discounted total, and books with couponCode', async () => {
    api = mockApi({
      '/api/services': () => ({ status: 200, body: COACHING_SERVICES }),
      '/api/time-slots': () => ({ status: 200, body: [SLOT] }),
      '/api/coupons/quote': () => ({ status: 200, body: QUOTE }),
      '/api/bookings': () => ({ status: 201, body: BOOKED }),
      '/api/square/create-payment': () => ({ status: 201, body: { success: true, paymentId: 'pay_7' } }),
    });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await fillAll(user);
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent(
      'Code SPRING20: 20% off — $20 instead of $25',
    );
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent(
      'Discount (SPRING20, 20% off)−$5',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(api.posted[0]).toEqual({
      path: '/api/bookings',
      body: expect.objectContaining({ serviceId: 'strategic-decision', couponCode: 'SPRING20' }),
    });
    expect(api.posted[1]).toMatchObject({ path: '/api/square/create-payment', body: { amount: 2000 } });
  });

  it('a code refused by the booking is said by the field, and nothing is paid', async () => {
    api = mockApi({
      '/api/services': () => ({ status: 200, body: COACHING_SERVICES }),
      '/api/time-slots': () => ({ status: 200, body: [SLOT] }),
      '/api/coupons/quote': () => ({ status: 200, body: QUOTE }),
      '/api/bookings': () => ({
        status: 409,
        body: { statusCode: 409, code: 'COUPON_USED_UP', message: COUPON_MESSAGES.codeUsedUp },
      }),
    });
    const user = userEvent.setup();
    renderCheckout('/checkout');
    await fillAll(user);
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));

    expect(await screen.findByTestId('coupon-field')).toHaveTextContent(COUPON_MESSAGES.codeUsedUp);
    expect(screen.getByRole('button', { name: 'Pay $25' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(api.posted.map((p) => p.path)).toEqual(['/api/bookings']);
  });

  it('offers no code for a booking from a link: its price was set when it was made', async () => {
    api = mockApi({
      '/api/payments/quote': () => ({
        status: 200,
        body: {
          purpose: 'booking',
          bookingId: 'bk-1',
          serviceId: 'strategic-decision',
          serviceName: 'Strategic Decision Coaching',
          description: 'Strategic Decision Coaching',
          amountCents: 2000,
          coupon: { code: 'SPRING20', description: '20% off', discountCents: 500 },
        },
      }),
    });
    renderCheckout('/checkout?booking=bk-1');
    expect(await screen.findByRole('complementary', { name: 'Order summary' })).toHaveTextContent(
      'Discount (SPRING20, 20% off)−$5',
    );
    expect(screen.queryByRole('button', { name: 'Have a discount code?' })).not.toBeInTheDocument();
  });
});
