import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import type { LaunchOutcome, LaunchPayment } from '@app/contracts';
import { AppProviders } from '../providers/AppProviders';
import { providePaymentLauncher } from './paymentLauncher';
import { usePaymentLauncher } from './usePaymentLauncher';

jest.mock('../federation/remoteRegistry', () => ({
  // jsdom has no mfe_payments remote: loading it fails as a missing remote would in a browser.
  loadFederated: () => Promise.reject(new Error('mfe_payments is not reachable')),
}));

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders brand="lunar">{children}</AppProviders>;
const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

async function launchWith(launcher: LaunchPayment | null, method: string, instead?: string) {
  providePaymentLauncher(launcher);
  const { result } = renderHook(() => usePaymentLauncher('lunar'), { wrapper });
  let outcome: Awaited<ReturnType<typeof result.current>> | undefined;
  await act(async () => {
    outcome = await result.current(
      { method, serviceName: 'Love Reading', priceCents: 3500, bookingId: 'bk-1' },
      {
        instead,
      },
    );
  });
  return outcome;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  providePaymentLauncher(null);
  jest.restoreAllMocks();
});

describe('usePaymentLauncher', () => {
  it('binds the brand and hands back what opened, without a toast', async () => {
    const opened: LaunchOutcome = { status: 'new-tab', url: '/square-payment?bookingId=bk-1', brand: 'lunar' };
    const launcher = jest.fn<Promise<LaunchOutcome>, Parameters<LaunchPayment>>(async () => opened);
    expect(await launchWith(launcher, 'credit-card')).toEqual(opened);
    expect(launcher).toHaveBeenCalledWith(expect.objectContaining({ brand: 'lunar', bookingId: 'bk-1' }));
    expect(toastTexts()).toEqual([]);
  });

  it('a Zelle QR is for the caller to show, not a failure', async () => {
    expect(await launchWith(async () => ({ status: 'show-zelle-qr', brand: 'lunar' }), 'zelle-qr')).toEqual({
      status: 'show-zelle-qr',
      brand: 'lunar',
    });
    expect(toastTexts()).toEqual([]);
  });

  it('a launch that opened nothing is returned and told, never thrown', async () => {
    const outcome = await launchWith(async () => ({ status: 'failed', url: '/x', brand: 'lunar' }), 'credit-card');
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(toastTexts()).toEqual([
      'Payment link unavailableWe could not open the card payment window right now. Please try again or contact support.',
    ]);
  });

  it('a launcher that throws, or a payments remote that cannot load, reads "unavailable" with the same toast', async () => {
    const throwing = await launchWith(() => Promise.reject(new Error('boom')), 'venmo');
    expect(throwing).toEqual({ status: 'unavailable' });
    const missing = await launchWith(null, 'zelle', 'Please send $35 to pay@lunar.example.');
    expect(missing).toEqual({ status: 'unavailable' });
    expect(toastTexts()).toContain(
      'Payment link unavailableWe could not open the Zelle e-mail right now. Please send $35 to pay@lunar.example.',
    );
  });
});
