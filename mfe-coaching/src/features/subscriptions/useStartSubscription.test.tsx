import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SUBSCRIPTION_START_MESSAGES, type CanonicalPaymentMethod } from '@app/contracts';
import { AppProviders } from '@app/web-kit';
import { makeStore } from '../../app/store';
import { stubApi } from '@app/web-kit/testing';
import { useStartSubscription, type SubscriptionStart } from './useStartSubscription';

/**
 * The submit path of "Complete Your Subscription" (issue 18: the whole-form renders shrank to these and the e2e
 * journeys, coaching.spec.ts and order-plans.spec.ts, which fill the real form and pay from the e-mailed link).
 */

const mockLoadFederated = jest.fn();
jest.mock('@app/web-kit', () => {
  const actual = jest.requireActual('@app/web-kit');
  return {
    ...actual,
    loadFederated: (id: string) => {
      mockLoadFederated(id);
      return actual.loadFederated(id);
    },
  };
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => {
  api?.restore();
  mockLoadFederated.mockClear();
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

const accepted = { status: 202, body: { message: SUBSCRIPTION_START_MESSAGES.accepted } };

describe('useStartSubscription', () => {
  it('posts the form and says where the next step went: the same words whatever the address has (issue 28)', async () => {
    api = stubApi({ 'POST /api/subscriptions': accepted });
    const { onCreated, submit } = setup('venmo');
    await submit();

    expect(api.sent('POST /api/subscriptions').map((r) => r.body)).toEqual([
      { customerName: 'Grace Hopper', customerEmail: 'grace@example.com', planType: 'premium', paymentMethod: 'venmo' },
    ]);
    expect(toastTexts()).toEqual([
      `${SUBSCRIPTION_START_MESSAGES.acceptedTitle}We sent it to grace@example.com. ${SUBSCRIPTION_START_MESSAGES.accepted}`,
    ]);
    expect(onCreated).toHaveBeenCalledWith({ email: 'grace@example.com', planType: 'premium' });
  });

  it.each<CanonicalPaymentMethod>(['credit-card', 'zelle-qr', 'venmo'])(
    'opens no payment window for %s: the plan to pay is named only in the e-mail',
    async (method) => {
      api = stubApi({ 'POST /api/subscriptions': accepted });
      const { onCreated, submit } = setup(method);
      await submit();
      await act(async () => undefined);
      expect(onCreated).toHaveBeenCalledTimes(1);
      expect(mockLoadFederated).not.toHaveBeenCalledWith('mfe_payments/launchPayment');
    },
  );

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
