import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, type CoachCouponDto } from '@app/contracts';
import { renderWithProviders, stubApi, type StubReply } from '@app/web-kit/testing';
import { makeStore } from '../../../app/store';
import { CouponsTab } from './CouponsTab';
import { coachCoupon } from './fakeCoupons';

jest.setTimeout(30_000);

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

/** The coupon endpoints as the API behaves: a created code joins the list; `refuse` answers the POST instead. */
function fakeCoupons(refuse?: StubReply) {
  const coupons: CoachCouponDto[] = [];
  api = stubApi({
    'GET /api/coach/coupons': () => ({ body: coupons }),
    'POST /api/coach/coupons':
      refuse ??
      (({ body }) => {
        const b = body as Record<string, unknown>;
        const created = coachCoupon({
          id: `c-${coupons.length + 1}`,
          code: b.code as string,
          kind: b.kind as 'percent' | 'fixed',
          value: b.kind === 'fixed' ? (b.value as number) * 100 : (b.value as number),
          description: b.kind === 'fixed' ? `$${b.value as number} off` : `${b.value as number}% off`,
          brand: (b.brand as 'lunar') ?? null,
          serviceId: (b.serviceId as string) ?? null,
          maxUses: (b.maxUses as number) ?? null,
          oncePerEmail: b.oncePerEmail as boolean,
        });
        coupons.unshift(created);
        return { status: 201, body: created };
      }),
  });
  return api;
}

function renderTab() {
  const user = userEvent.setup();
  renderWithProviders(<CouponsTab />, { store: makeStore() });
  const form = within(screen.getByRole('form', { name: 'Create a coupon' }));
  const submit = () => user.click(form.getByRole('button', { name: COUPON_MESSAGES.create }));
  return { user, form, submit };
}

describe('CouponForm', () => {
  it('upper-cases the code as it is typed and shows the schema’s words on each field, nothing sent', async () => {
    const stub = fakeCoupons();
    const { user, form, submit } = renderTab();
    await screen.findByText(COUPON_MESSAGES.consoleEmpty);

    await submit();
    expect(await form.findByText(COUPON_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(form.getByText(COUPON_MESSAGES.percentRange)).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Code/), 'spring-20');
    expect(form.getByLabelText(/^Code/)).toHaveValue('SPRING-20');
    expect(form.queryByText(COUPON_MESSAGES.codeRequired)).not.toBeInTheDocument();

    await user.type(form.getByLabelText(/^Percent off/), '150');
    expect(form.getByText(COUPON_MESSAGES.percentRange)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Fixed amount' }));
    expect(form.getByLabelText(/^Amount off/)).toHaveValue(150);
    expect(form.queryByText(COUPON_MESSAGES.percentRange)).not.toBeInTheDocument();
    await user.clear(form.getByLabelText(/^Amount off/));
    await user.type(form.getByLabelText(/^Amount off/), '1001');
    expect(form.getByText(COUPON_MESSAGES.amountRange)).toBeInTheDocument();

    await user.type(form.getByLabelText(/^Total uses/), '0');
    fireEvent.change(form.getByLabelText(/^Last day/), { target: { value: '2020-01-01' } });
    await submit();
    expect(await form.findByText(COUPON_MESSAGES.maxUsesRange)).toBeInTheDocument();
    expect(form.getByText(COUPON_MESSAGES.expiryInvalid)).toBeInTheDocument();
    expect(stub.sent('POST /api/coach/coupons')).toHaveLength(0);
  });

  it('creates a fixed-amount code for one Lunar Light service: toast, the list shows it, the form empties', async () => {
    const stub = fakeCoupons();
    const { user, form, submit } = renderTab();
    await screen.findByText(COUPON_MESSAGES.consoleEmpty);

    await user.type(form.getByLabelText(/^Code/), 'tarot5');
    await user.click(form.getByRole('button', { name: 'Fixed amount' }));
    await user.type(form.getByLabelText(/^Amount off/), '5');
    expect(form.getByText('$')).toBeInTheDocument();
    expect(form.getByLabelText('Service or plan')).toBeDisabled();
    await user.selectOptions(form.getByLabelText('Brand'), 'lunar');
    await user.selectOptions(form.getByLabelText('Service or plan'), '3 Card Tarot Draw');
    expect(within(form.getByLabelText('Service or plan')).queryByRole('group', { name: 'Plans' })).toBeNull();
    fireEvent.change(form.getByLabelText(/^Last day/), { target: { value: '2099-12-31' } });
    await user.type(form.getByLabelText(/^Total uses/), '10');
    expect(form.getByRole('checkbox', { name: 'Once per e-mail address' })).toBeChecked();
    await user.click(form.getByRole('checkbox', { name: 'Once per e-mail address' }));
    await submit();

    expect(await screen.findByText(COUPON_MESSAGES.created)).toBeInTheDocument();
    expect(screen.getByText('TAROT5: $5 off')).toBeInTheDocument();
    expect(stub.sent('POST /api/coach/coupons').map((r) => r.body)).toEqual([
      {
        code: 'TAROT5',
        kind: 'fixed',
        value: 5,
        brand: 'lunar',
        serviceId: 'three-card-tarot',
        expiresOn: '2099-12-31',
        maxUses: 10,
        oncePerEmail: false,
      },
    ]);
    const card = within(await screen.findByRole('listitem', { name: 'TAROT5' }));
    expect(card.getByText('3 Card Tarot Draw · Lunar Light')).toBeInTheDocument();
    expect(card.getByText('0 of 10 used')).toBeInTheDocument();
    expect(form.getByLabelText(/^Code/)).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'Once per e-mail address' })).toBeChecked();
  });

  it('can narrow a code to one coaching plan, and sends no service then', async () => {
    const stub = fakeCoupons();
    const { user, form, submit } = renderTab();
    await user.type(form.getByLabelText(/^Code/), 'PREMIUM10');
    await user.type(form.getByLabelText(/^Percent off/), '10');
    expect(form.getByText('%')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Brand'), 'coaching');
    await user.selectOptions(form.getByLabelText('Service or plan'), 'Strategic Decision Coaching');
    await user.selectOptions(form.getByLabelText('Service or plan'), 'Premium Coaching plan');
    await submit();
    expect(await screen.findByText(COUPON_MESSAGES.created)).toBeInTheDocument();
    expect(stub.sent('POST /api/coach/coupons')[0].body).toEqual({
      code: 'PREMIUM10',
      kind: 'percent',
      value: 10,
      brand: 'coaching',
      planType: 'premium',
      oncePerEmail: true,
    });
  });

  it('puts COUPON_EXISTS on the code field and keeps what was typed', async () => {
    fakeCoupons({
      status: 409,
      body: {
        statusCode: 409,
        code: 'COUPON_EXISTS',
        message: COUPON_MESSAGES.codeExists,
        errors: { code: COUPON_MESSAGES.codeExists },
      },
    });
    const { user, form, submit } = renderTab();
    await user.type(form.getByLabelText(/^Code/), 'SPRING20');
    await user.type(form.getByLabelText(/^Percent off/), '20');
    await submit();
    const code = form.getByLabelText(/^Code/);
    expect(await form.findByText(COUPON_MESSAGES.codeExists)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('SPRING20');
    expect(screen.queryByText(COUPON_MESSAGES.created)).not.toBeInTheDocument();
  });

  it('puts the server’s per-field errors on their fields', async () => {
    fakeCoupons({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: { expiresOn: COUPON_MESSAGES.expiryInvalid, serviceId: COUPON_MESSAGES.scopeInvalid },
      },
    });
    const { user, form, submit } = renderTab();
    await user.type(form.getByLabelText(/^Code/), 'SPRING20');
    await user.type(form.getByLabelText(/^Percent off/), '20');
    await submit();
    expect(await form.findByText(COUPON_MESSAGES.expiryInvalid)).toBeInTheDocument();
    expect(form.getByText(COUPON_MESSAGES.scopeInvalid)).toBeInTheDocument();
  });

  it('says so in a toast when the server refuses without field errors', async () => {
    fakeCoupons({ status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    const { user, form, submit } = renderTab();
    await user.type(form.getByLabelText(/^Code/), 'SPRING20');
    await user.type(form.getByLabelText(/^Percent off/), '20');
    await submit();
    expect(await screen.findByText('Could not create the coupon')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
