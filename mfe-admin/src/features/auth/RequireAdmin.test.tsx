import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { RequireAdmin } from './RequireAdmin';

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/coach" element={<RequireAdmin><h1>Coach Console</h1></RequireAdmin>} />
      <Route path="/admin/sign-in" element={<WhereAmI />} />
    </Routes>,
    { store: makeStore(), route },
  );
}

describe(RequireAdmin.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends a signed-out visitor to the sign-in page with the way back', async () => {
    answer(401, { statusCode: 401, message: 'Unauthorized' });
    renderAt('/coach?tab=questions');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/sign-in?next=%2Fcoach%3Ftab%3Dquestions');
    expect(screen.queryByRole('heading', { name: 'Coach Console' })).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in admin', async () => {
    answer(200, { authenticated: true });
    renderAt('/coach');
    expect(await screen.findByRole('heading', { name: 'Coach Console' })).toBeInTheDocument();
  });

  it('offers a retry instead of a redirect when the session check itself fails', async () => {
    answer(503, { statusCode: 503, message: 'Service Unavailable' });
    renderAt('/coach');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
