import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, type CouponQuoteDto } from '@app/contracts';
import { renderWithProviders } from '../testing';
import { CouponField, COUPON_OPEN_LINK, type CouponFieldProps } from './CouponField';
import type { CouponScopeQuery } from './couponQuote';

const SPRING: CouponQuoteDto = {
  code: 'SPRING20',
  description: '20% off',
  priceCents: 5000,
  discountCents: 1000,
  totalCents: 4000,
};
const SCOPE: CouponScopeQuery = { brand: 'coaching', serviceId: 'coaching-60' };

function refusal(status: number, code: string, message = 'server words') {
  return { status, message: `${status}: {}`, data: { statusCode: status, code, message } };
}

/** The field in a form that keeps its value, as a page does. */
function Harness(props: Partial<CouponFieldProps> & { quote: CouponFieldProps['quote'] }) {
  const [value, setValue] = useState('');
  const [quoted, setQuoted] = useState<CouponQuoteDto | null>(null);
  return (
    <>
      <CouponField scope={SCOPE} value={value} onChange={setValue} onQuote={setQuoted} {...props} />
      <output data-testid="form-value">{value}</output>
      <output data-testid="quoted-total">{quoted ? quoted.totalCents : 'none'}</output>
    </>
  );
}

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
  window.history.replaceState({}, '', '/booking');
});
afterEach(() => jest.restoreAllMocks());

async function openAndType(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: COUPON_OPEN_LINK }));
  const input = screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel });
  expect(input).toHaveFocus();
  await user.type(input, code);
  return { user, input };
}

describe(CouponField.name, () => {
  it('is a collapsed link until opened, with nothing in the form', () => {
    renderWithProviders(<Harness quote={jest.fn()} />);
    expect(screen.getByRole('button', { name: COUPON_OPEN_LINK })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('form-value')).toHaveTextContent('');
  });

  it('applies a code: checking, then the server’s price, the code in the form value, announced', async () => {
    let answer: (q: CouponQuoteDto) => void = () => undefined;
    const quote = jest.fn(() => new Promise<CouponQuoteDto>((resolve) => (answer = resolve)));
    renderWithProviders(<Harness quote={quote} />);
    const { user } = await openAndType('spring20');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));

    expect(screen.getByRole('button', { name: COUPON_MESSAGES.applying })).toBeDisabled();
    expect(quote).toHaveBeenCalledWith({ brand: 'coaching', serviceId: 'coaching-60', code: 'SPRING20' });
    expect(screen.getByTestId('form-value')).toHaveTextContent('');
    await act(async () => answer(SPRING));

    expect(within(screen.getByTestId('coupon-field')).getByRole('status')).toHaveTextContent(
      'Code SPRING20: 20% off — $40 instead of $50',
    );
    expect(screen.getByTestId('form-value')).toHaveTextContent('SPRING20');
    expect(screen.getByTestId('quoted-total')).toHaveTextContent('4000');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('applies with Enter in the field, without sending the form around it', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const quote = jest.fn().mockResolvedValue(SPRING);
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Harness quote={quote} />
      </form>,
    );
    const { user } = await openAndType('SPRING20');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('form-value')).toHaveTextContent('SPRING20'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['COUPON_INVALID', 400, COUPON_MESSAGES.codeInvalid],
    ['COUPON_EXPIRED', 400, COUPON_MESSAGES.codeExpired],
    ['COUPON_NOT_APPLICABLE', 400, COUPON_MESSAGES.codeNotApplicable],
    ['COUPON_USED_UP', 409, COUPON_MESSAGES.codeUsedUp],
  ])('shows %s’s words under the field and keeps no code in the form', async (code, status, words) => {
    const quote = jest.fn().mockRejectedValue(refusal(status, code));
    renderWithProviders(<Harness quote={quote} />);
    const { user, input } = await openAndType('OLDCODE');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(words);
    expect(input).toHaveValue('OLDCODE');
    expect(screen.getByTestId('form-value')).toHaveTextContent('');
    expect(screen.getByTestId('quoted-total')).toHaveTextContent('none');
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const quote = jest.fn();
    renderWithProviders(<Harness quote={quote} />);
    const { user } = await openAndType('a!');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_MESSAGES.codeInvalid);
    expect(quote).not.toHaveBeenCalled();
  });

  it('says so when the server could not be reached', async () => {
    const quote = jest.fn().mockRejectedValue({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
    renderWithProviders(<Harness quote={quote} />);
    const { user } = await openAndType('SPRING20');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check the code: no connection');
  });

  it('Remove takes the code out of the form and puts the keyboard back in an empty field', async () => {
    const quote = jest.fn().mockResolvedValue(SPRING);
    renderWithProviders(<Harness quote={quote} />);
    const { user } = await openAndType('SPRING20');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    await user.click(await screen.findByRole('button', { name: 'Remove code SPRING20' }));

    expect(screen.getByTestId('form-value')).toHaveTextContent('');
    expect(screen.getByTestId('quoted-total')).toHaveTextContent('none');
    const input = screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel });
    expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('fills and applies the ?code= of a shared link', async () => {
    window.history.replaceState({}, '', '/booking?code=spring20');
    const quote = jest.fn().mockResolvedValue(SPRING);
    renderWithProviders(<Harness quote={quote} />);
    await waitFor(() => expect(screen.getByTestId('form-value')).toHaveTextContent('SPRING20'));
    expect(quote).toHaveBeenCalledWith({ ...SCOPE, code: 'SPRING20' });
    expect(within(screen.getByTestId('coupon-field')).getByRole('status')).toHaveTextContent('Code SPRING20');
  });

  it('waits with a link’s code until there is something to quote', async () => {
    window.history.replaceState({}, '', '/booking?code=SPRING20');
    const quote = jest.fn().mockResolvedValue(SPRING);
    const { rerender } = renderWithProviders(<Harness quote={quote} scope={null} />);
    expect(screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel })).toHaveValue('SPRING20');
    expect(quote).not.toHaveBeenCalled();
    rerender(<Harness quote={quote} scope={SCOPE} />);
    await waitFor(() => expect(screen.getByTestId('form-value')).toHaveTextContent('SPRING20'));
  });

  it('quotes the applied code again for another service, and drops it if it does not apply', async () => {
    const quote = jest.fn().mockResolvedValueOnce(SPRING).mockRejectedValueOnce(refusal(400, 'COUPON_NOT_APPLICABLE'));
    const { rerender } = renderWithProviders(<Harness quote={quote} />);
    const { user } = await openAndType('SPRING20');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    await screen.findByTestId('coupon-applied');

    rerender(<Harness quote={quote} scope={{ brand: 'coaching', serviceId: 'coaching-30' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_MESSAGES.codeNotApplicable);
    expect(quote).toHaveBeenLastCalledWith({ brand: 'coaching', serviceId: 'coaching-30', code: 'SPRING20' });
    expect(screen.getByTestId('form-value')).toHaveTextContent('');
  });

  it('shows a refusal at submit by the field, with the code kept to edit and out of the form', async () => {
    const quote = jest.fn().mockResolvedValue(SPRING);
    const { rerender } = renderWithProviders(<Harness quote={quote} />);
    const { user } = await openAndType('SPRING20');
    await user.click(screen.getByRole('button', { name: COUPON_MESSAGES.apply }));
    await screen.findByTestId('coupon-applied');

    rerender(<Harness quote={quote} refusal={{ message: COUPON_MESSAGES.codeAlreadyUsed }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_MESSAGES.codeAlreadyUsed);
    expect(screen.getByRole('textbox', { name: COUPON_MESSAGES.fieldLabel })).toHaveValue('SPRING20');
    expect(screen.getByTestId('form-value')).toHaveTextContent('');
    expect(screen.getByTestId('quoted-total')).toHaveTextContent('none');
  });
});
