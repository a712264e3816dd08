import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, DEFAULT_BRANDS, PSYCHIC_SERVICES, slotLabels, type TimeSlotDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { LunarBookingForm } from './LunarBookingForm';

jest.setTimeout(30_000);
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const LOVE = PSYCHIC_SERVICES.find((s) => s.id === 'love-reading')!;
const QUOTE = {
  code: 'MOON5',
  description: '$5 off',
  priceCents: LOVE.price,
  discountCents: 500,
  totalCents: LOVE.price - 500,
};
const dollars = (cents: number) => `$${cents / 100}`;

function tomorrowSlot(): TimeSlotDto {
  const start = new Date(Date.now() + 24 * 3_600_000);
  start.setUTCHours(17, 0, 0, 0);
  const { date, time } = slotLabels(start);
  return {
    id: 'slot-0',
    date,
    time,
    isAvailable: true,
    startTime: start.toISOString(),
    endTime: new Date(+start + 1_800_000).toISOString(),
    serviceType: 'reading',
    brand: 'lunar',
  };
}

/** Issue 33 item 4 on /lunar-booking: a shared link's code, quoted for the reading chosen, sent with the booking. */
describe('LunarBookingForm with a discount code', () => {
  it('applies ?code= once a reading is chosen, shows the server’s total and sends couponCode', async () => {
    window.history.replaceState({}, '', '/lunar-booking?code=moon5');
    const slot = tomorrowSlot();
    const stub = stubApi({
      'GET /api/psychic-services': { body: PSYCHIC_SERVICES },
      'GET /api/brands': { body: DEFAULT_BRANDS },
      'GET /api/time-slots?brand=lunar': { body: [slot] },
      'GET /api/coupons/quote': { body: QUOTE },
      'POST /api/bookings': { status: 201, body: { id: 'b-1', serviceId: 'love-reading', status: 'confirmed' } },
    });
    const onBooked = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LunarBookingForm onBooked={onBooked} />, { store: makeStore(), brand: 'lunar' });

    // No reading yet: the code waits in the field, nothing is asked.
    expect(await screen.findByRole('textbox', { name: COUPON_MESSAGES.fieldLabel })).toHaveValue('MOON5');
    expect(stub.sent('GET /api/coupons/quote')).toHaveLength(0);
    await user.click(await screen.findByRole('radio', { name: /Love Reading/ }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent(
      `Code MOON5: $5 off — ${dollars(QUOTE.totalCents)} instead of ${dollars(LOVE.price)}`,
    );
    expect(stub.sent('GET /api/coupons/quote')[0].query).toEqual({
      code: 'MOON5',
      brand: 'lunar',
      serviceId: 'love-reading',
    });
    expect(screen.getByTestId('summary-total')).toHaveTextContent(dollars(QUOTE.totalCents));

    await user.click(await screen.findByRole('radio', { name: slot.time }));
    await user.click(screen.getByRole('textbox', { name: /Full Name/ }));
    await user.paste('Iris Moon');
    await user.click(screen.getByRole('textbox', { name: /^Email/ }));
    await user.paste('iris@example.com');
    await user.click(screen.getByRole('combobox', { name: /Payment Method/ }));
    await user.click(await screen.findByRole('option', { name: 'Venmo' }));
    await user.click(screen.getByRole('button', { name: 'Book My Reading' }));

    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(stub.sent('POST /api/bookings')[0].body).toMatchObject({ couponCode: 'MOON5', serviceId: 'love-reading' });
    window.history.replaceState({}, '', '/');
  });
});
