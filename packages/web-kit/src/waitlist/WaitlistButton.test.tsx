import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES, WAITLIST_MESSAGES } from '@app/contracts';
import { renderWithProviders } from '../testing';
import { WaitlistButton } from './WaitlistButton';

const TODAY = '2026-11-28';
const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

beforeEach(() => {
  // The brand settings' refresh from /api/brands: not under test here.
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
});
afterEach(() => jest.restoreAllMocks());

async function openForm(join: jest.Mock, day?: string) {
  const user = userEvent.setup();
  renderWithProviders(<WaitlistButton brand="lunar" today={TODAY} day={day} join={join} />, { brand: 'lunar' });
  await user.click(screen.getByRole('button', { name: /Tell me if a time opens/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: WAITLIST_MESSAGES.title }) };
}

describe(WaitlistButton.name, () => {
  it('opens on the full day it was offered for and sends the brand, the day and the e-mail', async () => {
    const join = jest.fn().mockResolvedValue({ message: WAITLIST_MESSAGES.joined });
    const { user, dialog } = await openForm(join, '2026-11-30');
    expect(within(dialog).getByRole('combobox', { name: WAITLIST_MESSAGES.dayLabel })).toHaveTextContent(
      'Monday, November 30, 2026',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), '  moon@example.com ');
    await user.click(within(dialog).getByRole('button', { name: WAITLIST_MESSAGES.submit }));

    await waitFor(() =>
      expect(join).toHaveBeenCalledWith({ brand: 'lunar', date: '2026-11-30', email: 'moon@example.com' }),
    );
    expect(toastTexts()).toEqual([WAITLIST_MESSAGES.joined]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers today through the window’s last day, today and tomorrow by name', async () => {
    const { user, dialog } = await openForm(jest.fn());
    await user.click(within(dialog).getByRole('combobox', { name: WAITLIST_MESSAGES.dayLabel }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(7);
    expect(options[0]).toBe('Today, Saturday, November 28, 2026');
    expect(options[1]).toBe('Tomorrow, Sunday, November 29, 2026');
    expect(options[6]).toBe('Friday, December 4, 2026');
  });

  it('shows the schema’s message under a bad e-mail and sends nothing', async () => {
    const join = jest.fn();
    const { user, dialog } = await openForm(join);
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'moon@');
    await user.click(within(dialog).getByRole('button', { name: WAITLIST_MESSAGES.submit }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(join).not.toHaveBeenCalled();
  });

  it('puts the API’s field error on its field (a day that passed while the form was open)', async () => {
    // What RTK Query's unwrap() rejects with (web-kit appBaseQuery's ApiError).
    const join = jest.fn().mockRejectedValue({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: WAITLIST_MESSAGES.dayOutsideWindow,
      errors: { date: WAITLIST_MESSAGES.dayOutsideWindow },
    });
    const { user, dialog } = await openForm(join);
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'moon@example.com');
    await user.click(within(dialog).getByRole('button', { name: WAITLIST_MESSAGES.submit }));
    expect(await within(dialog).findByText(WAITLIST_MESSAGES.dayOutsideWindow)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
