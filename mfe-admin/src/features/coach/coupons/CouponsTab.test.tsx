import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, type CoachCouponDto } from '@app/contracts';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { CouponsTab } from './CouponsTab';
import { coachCoupon } from './fakeCoupons';

jest.setTimeout(30_000);

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

const COUPONS: CoachCouponDto[] = [
  coachCoupon({ id: 'c-1', code: 'SPRING20', uses: 3, maxUses: 10, expiresOn: '2099-12-31' }),
  coachCoupon({
    id: 'c-2',
    code: 'TAROT5',
    kind: 'fixed',
    value: 500,
    description: '$5 off',
    brand: 'lunar',
    serviceId: 'three-card-tarot',
    uses: 7,
    oncePerEmail: false,
  }),
  coachCoupon({ id: 'c-3', code: 'PLANS', planType: 'premium', expiresOn: '2020-01-31' }),
  coachCoupon({ id: 'c-4', code: 'LUNAR', brand: 'lunar', active: false }),
];

const card = (code: string) => within(screen.getByRole('listitem', { name: code }));

describe(CouponsTab.name, () => {
  it('shows a placeholder while the coupons load', () => {
    api = stubApi({ 'GET /api/coach/coupons': () => new Promise(() => undefined) });
    renderWithProviders(<CouponsTab />, { store: makeStore() });
    expect(screen.getByRole('heading', { name: COUPON_MESSAGES.consoleTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading coupons')).toHaveAttribute('aria-busy', 'true');
  });

  it('says there are none yet when the list is empty', async () => {
    api = stubApi({ 'GET /api/coach/coupons': { body: [] } });
    renderWithProviders(<CouponsTab />, { store: makeStore() });
    expect(await screen.findByText(COUPON_MESSAGES.consoleEmpty)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read, and the retry reads it again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/coach/coupons': () =>
        fail ? { status: 500, body: { statusCode: 500, message: 'Down' } } : { body: [coachCoupon()] },
    });
    const user = userEvent.setup();
    renderWithProviders(<CouponsTab />, { store: makeStore() });
    expect(await screen.findByText(/Could not load coupons/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'SPRING20' })).toBeInTheDocument();
  });

  it('lists each code with what it gives, where it applies, its expiry, uses, the once-per-address rule and state', async () => {
    api = stubApi({ 'GET /api/coach/coupons': { body: COUPONS } });
    renderWithProviders(<CouponsTab />, { store: makeStore() });
    expect(await screen.findAllByTestId('coupon-card')).toHaveLength(4);

    const spring = card('SPRING20');
    expect(spring.getByText('20% off')).toBeInTheDocument();
    expect(spring.getByText('All services and plans')).toBeInTheDocument();
    expect(spring.getByText('Until Dec 31, 2099')).toBeInTheDocument();
    expect(spring.getByText('3 of 10 used')).toBeInTheDocument();
    expect(spring.getByText('Once')).toBeInTheDocument();
    expect(spring.getByText('On')).toBeInTheDocument();
    expect(spring.getByRole('button', { name: 'Turn off SPRING20' })).toBeInTheDocument();

    const tarot = card('TAROT5');
    expect(tarot.getByText('$5 off')).toBeInTheDocument();
    expect(tarot.getByText('3 Card Tarot Draw · Lunar Light')).toBeInTheDocument();
    expect(tarot.getByText('No expiry')).toBeInTheDocument();
    expect(tarot.getByText('7 used')).toBeInTheDocument();
    expect(tarot.getByText('Any number of times')).toBeInTheDocument();

    const plans = card('PLANS');
    expect(plans.getByText('Premium Coaching plan')).toBeInTheDocument();
    expect(plans.getByText('Expired Jan 31, 2020')).toBeInTheDocument();
    expect(plans.getByText('Expired')).toBeInTheDocument();

    const lunar = card('LUNAR');
    expect(lunar.getByText('Any Lunar Light service')).toBeInTheDocument();
    expect(lunar.getByText('Off')).toBeInTheDocument();
    expect(lunar.queryByRole('button', { name: /Turn off/ })).not.toBeInTheDocument();
  });

  it('turns a code off after a confirmation, and the list shows it off', async () => {
    let coupons = [coachCoupon()];
    api = stubApi({
      'GET /api/coach/coupons': () => ({ body: coupons }),
      'POST /api/coach/coupons/c-1/deactivate': () => {
        coupons = [{ ...coupons[0], active: false }];
        return { body: coupons[0] };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CouponsTab />, { store: makeStore() });

    await user.click(await screen.findByRole('button', { name: 'Turn off SPRING20' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn off SPRING20?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('POST /api/coach/coupons/c-1/deactivate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Turn off SPRING20' }));
    const again = within(await screen.findByRole('dialog', { name: 'Turn off SPRING20?' }));
    expect(again.getByText(/keep their discount/)).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText(COUPON_MESSAGES.deactivated)).toBeInTheDocument();
    expect(api.sent('POST /api/coach/coupons/c-1/deactivate')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('SPRING20').findByText('Off')).toBeInTheDocument();
    expect(card('SPRING20').queryByRole('button', { name: /Turn off/ })).not.toBeInTheDocument();
  });

  it('says so when turning off fails, and the code stays on', async () => {
    api = stubApi({
      'GET /api/coach/coupons': { body: [coachCoupon()] },
      'POST /api/coach/coupons/c-1/deactivate': {
        status: 404,
        body: { statusCode: 404, code: 'COUPON_NOT_FOUND', message: COUPON_MESSAGES.notFound },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CouponsTab />, { store: makeStore() });
    await user.click(await screen.findByRole('button', { name: 'Turn off SPRING20' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Could not turn the coupon off')).toBeInTheDocument();
    expect(screen.getByText(COUPON_MESSAGES.notFound)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('SPRING20').getByText('On')).toBeInTheDocument();
  });
});
