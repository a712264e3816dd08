import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { SubscriptionForm } from './SubscriptionForm';

jest.setTimeout(30_000);
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  window.history.replaceState({}, '', '/');
});

const QUOTE = { code: 'PLAN50', description: '50% off', priceCents: 2200, discountCents: 1100, totalCents: 1100 };

async function fillAndStart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Full name' }));
  await user.paste('Pua Plan');
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  await user.paste('pua@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
  await user.click(await screen.findByRole('option', { name: 'Zelle QR Code' }));
  await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
}

/** Issue 33 item 4 on the plans: the code is quoted for the plan and goes with POST /api/subscriptions. */
describe('SubscriptionForm with a discount code', () => {
  it('applies a link’s code for the plan, shows the first month’s price, and sends couponCode', async () => {
    window.history.replaceState({}, '', '/subscriptions?code=plan50');
    const api = stubApi({
      'GET /api/coupons/quote': { body: QUOTE },
      'POST /api/subscriptions': { status: 202, body: { message: 'Check your inbox' } },
    });
    const onCreated = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionForm planType="standard" onCreated={onCreated} headingLevel="h2" />, {
      store: makeStore(),
    });
    expect(await screen.findByTestId('plan-coupon-total')).toHaveTextContent(
      'First month with PLAN50: $11 instead of $22, then $22/month.',
    );
    expect(api.sent('GET /api/coupons/quote')[0].query).toEqual({
      code: 'PLAN50',
      brand: 'coaching',
      planType: 'standard',
    });
    await fillAndStart(user);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.sent('POST /api/subscriptions')[0].body).toMatchObject({ planType: 'standard', couponCode: 'PLAN50' });
  });

  it('a code the plan refuses is said by the field, and the details stay', async () => {
    const api = stubApi({
      'GET /api/coupons/quote': { body: QUOTE },
      'POST /api/subscriptions': {
        status: 400,
        body: { statusCode: 400, code: 'COUPON_EXPIRED', message: COUPON_MESSAGES.codeExpired },
      },
    });
    const onCreated = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionForm planType="standard" onCreated={onCreated} headingLevel="h2" />, {
      store: makeStore(),
    });
    await user.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    await user.type(screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel }), 'PLAN50');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    await screen.findByTestId('coupon-applied');
    await fillAndStart(user);

    await waitFor(() => expect(screen.getByTestId('coupon-field')).toHaveTextContent(COUPON_MESSAGES.codeExpired));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Pua Plan');
    expect(screen.queryByTestId('plan-coupon-total')).not.toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(api.sent('POST /api/subscriptions')).toHaveLength(1);
  });
});
