import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { SignInForm } from './SignInForm';

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe(SignInForm.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  async function submit(password: string) {
    const onSignedIn = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />, { store: makeStore() });
    if (password) await user.type(screen.getByLabelText('Admin password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    return onSignedIn;
  }

  it('asks for the password before calling the API', async () => {
    const spy = jest.fn();
    globalThis.fetch = spy as typeof fetch;
    const onSignedIn = await submit('');
    expect(await screen.findByText('Please enter the admin password')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
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
    const spy = jest.fn(
      async () =>
        new Response(JSON.stringify({ token: 't' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    globalThis.fetch = spy;
    const onSignedIn = await submit('right');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    const request = (spy.mock.calls[0] as unknown as [Request])[0];
    expect(new URL(request.url).pathname).toBe('/api/auth/sign-in');
    expect(request.credentials).toBe('include');
    expect(await request.json()).toEqual({ password: 'right' });
  });
});
