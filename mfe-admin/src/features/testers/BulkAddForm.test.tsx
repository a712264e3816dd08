import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { BulkAddForm } from './BulkAddForm';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function answer(status: number, body: unknown) {
  api = stubApi({ 'POST /api/testing-users/bulk': { status, body } });
  return api;
}

describe(BulkAddForm.name, () => {
  function renderForm() {
    const user = userEvent.setup();
    renderWithProviders(<BulkAddForm />, { store: makeStore() });
    return { user, box: screen.getByRole('textbox', { name: 'Email addresses' }) };
  }

  it('shows what the pasted text turns into before sending', async () => {
    const { user, box } = renderForm();
    await user.type(box, 'a@x.com, oops; b@x.com{Enter}A@X.com{Enter}c@x.com');
    expect(screen.getByText('3 valid emails ready to add')).toBeInTheDocument();
    expect(screen.getByText('Skipped 1 entry without "@": oops')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate will be added once')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 3 Users' })).toBeEnabled();
  });

  it('refuses a list with no address and says why, without calling the API', async () => {
    const stub = answer(201, {});
    const { user, box } = renderForm();
    await user.type(box, 'nobody, nothing');
    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('No valid emails found');
    expect(toast).toHaveTextContent('Please enter valid email addresses');
    expect(stub.calls).toEqual([]);
  });

  it('sends the parsed addresses and reports added and failed counts', async () => {
    const stub = answer(200, { success: 2, failed: 1 });
    const { user, box } = renderForm();
    await user.type(box, ' a@x.com ;b@x.com{Enter}taken@x.com');
    await user.click(screen.getByRole('button', { name: 'Add 3 Users' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Added 2 users successfully');
    expect(toast).toHaveTextContent('1 emails failed');
    expect(stub.posted).toEqual([
      { path: '/api/testing-users/bulk', body: { emails: ['a@x.com', 'b@x.com', 'taken@x.com'] } },
    ]);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows "Failed to add bulk users" with the server message when the call fails', async () => {
    answer(400, { statusCode: 400, message: 'At most 500 emails per request' });
    const { user, box } = renderForm();
    await user.type(box, 'a@x.com');
    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to add bulk users');
    expect(toast).toHaveTextContent('At most 500 emails per request');
    expect(box).toHaveValue('a@x.com');
  });
});
