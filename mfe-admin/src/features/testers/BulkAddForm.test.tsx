import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { BulkAddForm } from './BulkAddForm';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe(BulkAddForm.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

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
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as typeof fetch;
    const { user, box } = renderForm();
    await user.type(box, 'nobody, nothing');
    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('No valid emails found');
    expect(toast).toHaveTextContent('Please enter valid email addresses');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the parsed addresses and reports added and failed counts', async () => {
    const fetchSpy = jest.fn(async () => jsonResponse(200, { success: 2, failed: 1 }));
    globalThis.fetch = fetchSpy;
    const { user, box } = renderForm();
    await user.type(box, ' a@x.com ;b@x.com{Enter}taken@x.com');
    await user.click(screen.getByRole('button', { name: 'Add 3 Users' }));

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Added 2 users successfully');
    expect(toast).toHaveTextContent('1 emails failed');
    const request = (fetchSpy.mock.calls[0] as unknown as [Request])[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/testing-users/bulk');
    expect(await request.json()).toEqual({ emails: ['a@x.com', 'b@x.com', 'taken@x.com'] });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows "Failed to add bulk users" with the server message when the call fails', async () => {
    globalThis.fetch = jest.fn(async () =>
      jsonResponse(400, { statusCode: 400, message: 'At most 500 emails per request' }),
    );
    const { user, box } = renderForm();
    await user.type(box, 'a@x.com');
    await user.click(screen.getByRole('button', { name: 'Add Users' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to add bulk users');
    expect(toast).toHaveTextContent('At most 500 emails per request');
    expect(box).toHaveValue('a@x.com');
  });
});
