import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { AddTesterForm } from './AddTesterForm';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function answer(status: number, body: unknown) {
  api = stubApi({ 'POST /api/testing-users': { status, body } });
  return api;
}

describe(AddTesterForm.name, () => {
  function renderForm() {
    const user = userEvent.setup();
    renderWithProviders(<AddTesterForm />, { store: makeStore() });
    return user;
  }

  it('asks for an e-mail with the §5 toast and field message', async () => {
    const stub = answer(201, {});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Email required');
    expect(toast).toHaveTextContent('Please enter an email address');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Please enter an email address');
    expect(stub.calls).toEqual([]);
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
    const stub = answer(201, { id: '1', email: 'ada@example.com' });
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('User added successfully');
    expect(stub.posted).toEqual([
      { path: '/api/testing-users', body: { email: 'ada@example.com', accessLevel: 'basic', status: 'pending' } },
    ]);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('shows "Failed to add user" with the server message on a duplicate', async () => {
    answer(409, { statusCode: 409, message: 'A tester with this email already exists' });
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to add user');
    expect(toast).toHaveTextContent('A tester with this email already exists');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
  });
});
