import { Route, Routes, useLocation } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubApi, type StubAnswer } from '@app/web-kit/testing';
import { makeStore } from '../../app/store';
import { authApi } from './authApi';
import { RequireAdmin } from './RequireAdmin';

/** What GET /api/auth/session answers now; `pending` holds the answer back until the test releases it. */
let session: StubAnswer;
let pending: Promise<StubAnswer> | undefined;
let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  pending = undefined;
  api = stubApi({ 'GET /api/auth/session': () => pending ?? session });
});
afterEach(() => api.restore());

function answer(status: number, body: unknown) {
  session = { status, body };
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderAt(route: string, store = makeStore()) {
  renderWithProviders(
    <Routes>
      <Route
        path="/coach"
        element={
          <RequireAdmin>
            <h1>Coach Console</h1>
          </RequireAdmin>
        }
      />
      <Route path="/admin/sign-in" element={<WhereAmI />} />
    </Routes>,
    { store, route },
  );
}

describe(RequireAdmin.name, () => {
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

  it('right after signing in, waits for the fresh session instead of acting on the cached 401', async () => {
    const store = makeStore();
    answer(401, { statusCode: 401, message: 'Unauthorized' });
    // The sign-in page asked first, and was told 401.
    await store.dispatch(authApi.endpoints.getSession.initiate(undefined));
    answer(200, { authenticated: true });
    const seen: string[] = [];
    function Track() {
      const { pathname } = useLocation();
      seen.push(pathname);
      return null;
    }
    renderWithProviders(
      <>
        <Track />
        <Routes>
          <Route
            path="/coach"
            element={
              <RequireAdmin>
                <h1>Coach Console</h1>
              </RequireAdmin>
            }
          />
          <Route path="/admin/sign-in" element={<WhereAmI />} />
        </Routes>
      </>,
      { store, route: '/coach' },
    );
    expect(await screen.findByRole('heading', { name: 'Coach Console' })).toBeInTheDocument();
    expect(seen).not.toContain('/admin/sign-in');
  });

  it('waits for a session request already in flight when it mounts (the sign-in asked again as it finished)', async () => {
    const store = makeStore();
    answer(401, { statusCode: 401, message: 'Unauthorized' });
    await store.dispatch(authApi.endpoints.getSession.initiate(undefined));
    let release!: () => void;
    pending = new Promise<StubAnswer>((resolve) => {
      release = () => resolve({ status: 200, body: { authenticated: true } });
    });
    const asked = api.calls.length;
    // The sign-in's invalidation refetches before the console mounts.
    void store.dispatch(authApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    renderAt('/coach', store);
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(asked));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Coach Console' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers a retry instead of a redirect when the session check itself fails', async () => {
    answer(503, { statusCode: 503, message: 'Service Unavailable' });
    renderAt('/coach');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
