import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { AddTesterForm } from './AddTesterForm';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe(AddTesterForm.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function renderForm() {
    const user = userEvent.setup();
    renderWithProviders(<AddTesterForm />, { store: makeStore() });
    return user;
  }

  it('asks for an e-mail with the §5 toast and field message', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy as typeof fetch;
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Email required');
    expect(toast).toHaveTextContent('Please enter an email address');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Please enter an email address');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the schema messages for a bad e-mail and a one-letter name', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@gmail');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.queryByText('Email required')).not.toBeInTheDocument();
  });

  it('defaults new testers to pending and basic, and confirms the add', async () => {
    const fetchSpy = jest.fn(async () => jsonResponse(201, { id: '1', email: 'ada@example.com' }));
    globalThis.fetch = fetchSpy;
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('User added successfully');
    const request = (fetchSpy.mock.calls[0] as unknown as [Request])[0];
    expect(await request.json()).toEqual({ email: 'ada@example.com', accessLevel: 'basic', status: 'pending' });
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('shows "Failed to add user" with the server message on a duplicate', async () => {
    globalThis.fetch = jest.fn(async () =>
      jsonResponse(409, { statusCode: 409, message: 'A tester with this email already exists' }),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to add user');
    expect(toast).toHaveTextContent('A tester with this email already exists');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
  });
});
