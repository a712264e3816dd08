import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { SignInForm } from './SignInForm';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

function answer(status: number, body: unknown) {
  api = stubApi({ 'POST /api/auth/sign-in': { status, body } });
}

describe(SignInForm.name, () => {
  async function submit(password: string) {
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />, { store: makeStore() });
    if (password) await user.type(screen.getByLabelText('Admin password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return onSignedIn;
  }

  it('asks for the password before calling the API', async () => {
    answer(200, { token: 't' });
    const onSignedIn = await submit('');
    expect(await screen.findByText('Please enter the admin password')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says "Invalid password" on a 401', async () => {
    answer(401, { statusCode: 401, code: 'INVALID_PASSWORD', message: 'Unauthorized' });
    const onSignedIn = await submit('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('explains the rate limit in words on a 429', async () => {
    answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'ThrottlerException: Too Many Requests' });
    await submit('again');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-in attempts. Please wait a minute, then try again.');
    expect(alert).not.toHaveTextContent('Throttler');
  });

  it('posts the password and hands over once the server accepts it', async () => {
    answer(200, { token: 't' });
    const onSignedIn = await submit('right');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(api.sent('POST /api/auth/sign-in')).toMatchObject([{ credentials: 'include', body: { password: 'right' } }]);
  });
});
