import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { CanonicalPaymentMethod, LaunchPaymentOptions } from '@app/contracts';
import { AppProviders } from '@app/web-kit';
import { makeStore } from '../../app/store';
import { stubApi } from '@app/web-kit/testing';
import { subscriptionFixture } from '../../testing/fixtures';
import { useStartSubscription, type SubscriptionStart } from './useStartSubscription';

/**
 * The submit path of "Complete Your Subscription" (issue 18: the whole-form renders shrank to these and the e2e
 * journeys, coaching.spec.ts and order-plans.spec.ts, which fill the real form and pay by card and by Zelle QR).
 */

// mfe_payments' launcher stands in: it records what it was asked to open (the real one is another remote's).
const mockLaunch = jest.fn(async (options: LaunchPaymentOptions) => ({
  status: 'new-tab',
  url: '/x',
  brand: options.brand,
}));
jest.mock('@app/web-kit', () => {
  const actual = jest.requireActual('@app/web-kit');
  return {
    ...actual,
    loadFederated: async (id: string) =>
      id === 'mfe_payments/launchPayment' ? { launchPayment: mockLaunch } : actual.loadFederated(id),
  };
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => {
  api?.restore();
  mockLaunch.mockClear();
});

const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

/** The hook for a Premium plan with the form filled in as a visitor would, ready to submit. */
function setup(paymentMethod: CanonicalPaymentMethod) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AppProviders brand="coaching">{children}</AppProviders>
    </Provider>
  );
  const onCreated = jest.fn<void, [SubscriptionStart]>();
  const hook = renderHook(() => useStartSubscription('premium', onCreated), { wrapper });
  act(() => {
    const { setValue } = hook.result.current.form;
    setValue('customerName', 'Grace Hopper');
    setValue('customerEmail', 'grace@example.com');
    setValue('paymentMethod', paymentMethod);
  });
  const submit = async () => {
    act(() => hook.result.current.submit());
    // The submit goes on without the caller (schema, then the POST): it is over once its toast is up.
    await waitFor(() => expect(toastTexts()).not.toHaveLength(0));
  };
  return { onCreated, submit };
}

const created = (paymentMethod: CanonicalPaymentMethod) =>
  subscriptionFixture({ status: 'pending_payment', paymentMethod, createdAt: new Date().toISOString() });

describe('useStartSubscription', () => {
  it('creates the subscription, welcomes with the price, how to pay and when it activates, and opens the payment', async () => {
    api = stubApi({ 'POST /api/subscriptions': { status: 201, body: created('venmo') } });
    const { onCreated, submit } = setup('venmo');
    await submit();

    expect(api.sent('POST /api/subscriptions').map((r) => r.body)).toEqual([
      { customerName: 'Grace Hopper', customerEmail: 'grace@example.com', planType: 'premium', paymentMethod: 'venmo' },
    ]);
    const [toast] = toastTexts();
    expect(toast).toContain('Welcome to Premium Coaching');
    expect(toast).toContain('$44/month');
    expect(toast).toContain('Pay with Venmo: https://venmo.com/u/lifecoach');
    expect(toast).toContain('Your subscription activates once payment is received.');
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ subscription: expect.objectContaining({ id: 'sub-1' }), showZelleQr: false }),
    );
    await waitFor(() => expect(mockLaunch).toHaveBeenCalledTimes(1));
    expect(mockLaunch).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'venmo', brand: 'coaching', subscriptionId: 'sub-1' }),
    );
  });

  it('opens the card window for the very subscription it started, at the plan price', async () => {
    api = stubApi({ 'POST /api/subscriptions': { status: 201, body: created('credit-card') } });
    const { submit } = setup('credit-card');
    await submit();
    await waitFor(() => expect(mockLaunch).toHaveBeenCalledTimes(1));
    expect(mockLaunch).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'credit-card',
        brand: 'coaching',
        subscriptionId: 'sub-1',
        plan: 'premium',
        priceCents: 4400,
      }),
    );
  });

  it('hands Zelle QR to the dialog and opens no window', async () => {
    api = stubApi({ 'POST /api/subscriptions': { status: 201, body: created('zelle-qr') } });
    const { onCreated, submit } = setup('zelle-qr');
    await submit();
    await act(async () => undefined);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ showZelleQr: true, existing: false }));
    expect(mockLaunch).not.toHaveBeenCalled();
  });

  it('starting the same plan again gives the pending one back, not a second', async () => {
    api = stubApi({
      'POST /api/subscriptions': {
        status: 200,
        body: subscriptionFixture({ status: 'pending_payment', paymentMethod: 'venmo' }),
      },
    });
    const { onCreated, submit } = setup('venmo');
    await submit();
    const [toast] = toastTexts();
    expect(toast).toContain('Your Premium Coaching plan is waiting for payment');
    expect(toast).toMatch(/You started this plan before with this e-mail; here it is again/);
    expect(toast).not.toContain('Welcome to Premium Coaching');
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ existing: true }));
  });

  it('says so when the plan is already active (PLAN_ALREADY_ACTIVE)', async () => {
    const message = 'You already have an active Premium Coaching plan with this e-mail.';
    api = stubApi({
      'POST /api/subscriptions': { status: 409, body: { statusCode: 409, code: 'PLAN_ALREADY_ACTIVE', message } },
    });
    const { onCreated, submit } = setup('venmo');
    await submit();
    expect(toastTexts()).toEqual([`You already have this plan${message}`]);
    expect(onCreated).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(mockLaunch).not.toHaveBeenCalled();
  });

  it('reports "Subscription Failed" with the server message', async () => {
    api = stubApi({
      'POST /api/subscriptions': {
        status: 429,
        body: { statusCode: 429, message: 'Too many requests. Please try again later.' },
      },
    });
    const { onCreated, submit } = setup('zelle');
    await submit();
    expect(toastTexts()).toEqual(['Subscription FailedToo many requests. Please try again later.']);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
