import type { ComponentType, ReactNode } from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, StaticRouter } from 'react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { FakeWebSocket, stubApi, type StubAnswer, storeProbe } from '@app/web-kit/testing';
import { AppProviders } from '@app/web-kit';
import { withStore } from '../app/withStore';
import CoachConsolePage from './CoachConsolePage';
import SignInPage from './SignInPage';
import TestChatPage from './TestChatPage';
import TestFixesPage from './TestFixesPage';

// rspack turns the imported photo into its URL; jest cannot load an SVG as a module, so it gets a URL too.
jest.mock('../assets/coach-portrait.svg', () => ({ __esModule: true, default: '/mfe/admin/coach-portrait.svg' }));

/**
 * The browser hydrates what the server rendered: its first render must produce the same markup, or React throws
 * the server's HTML away (a recoverable error, logged) and the page flashes. Render to a string, put it in the
 * document, hydrate the same page at the same address, and watch for React's complaints.
 */
let api: ReturnType<typeof stubApi> | undefined;
let root: Root | null = null;
beforeEach(() => FakeWebSocket.install());
afterEach(async () => {
  // Unmounted, the remote's browser store drops its cache on the next tick (keepUnusedDataFor 0): the next page
  // starts from nothing, as a server render would.
  await act(async () => {
    root?.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  root = null;
  document.body.innerHTML = '';
  api?.restore();
});

function serve(routes: Record<string, StubAnswer>) {
  api = stubApi(routes);
}

function tree(router: 'server' | 'browser', url: string, Page: ComponentType): ReactNode {
  const page = (
    <AppProviders brand="coaching">
      <Page />
    </AppProviders>
  );
  return router === 'server' ? (
    <StaticRouter location={url}>{page}</StaticRouter>
  ) : (
    <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
  );
}

async function hydrate(url: string, Page: ComponentType) {
  const recoverable: string[] = [];
  const logged: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  try {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree('server', url, Page));
    document.body.appendChild(container);
    await act(async () => {
      root = hydrateRoot(container, tree('browser', url, Page), {
        onRecoverableError: (err) => recoverable.push(String(err)),
      });
    });
  } finally {
    error.mockRestore();
  }
  return { recoverable, hydrationLogs: logged.filter((line) => /hydrat|did not match|server rendered/i.test(line)) };
}

const signedIn = { 'GET /api/auth/session': { status: 200, body: { authenticated: true } } };
const signedOut = {
  'GET /api/auth/session': { status: 401, body: { statusCode: 401, message: 'Authentication required' } },
};

describe('hydrating the server-rendered HTML', () => {
  it("/test-fixes hydrates without a mismatch, then shows the visitor's date and clock", async () => {
    serve({ 'GET /api/time-slots': { status: 200, body: [] } });
    const { recoverable, hydrationLogs } = await hydrate('/test-fixes', TestFixesPage);
    expect(recoverable).toEqual([]);
    expect(hydrationLogs).toEqual([]);
    expect(await screen.findByTestId('today-et')).toHaveTextContent(/\d{4}$/);
  });

  it('/test-chat hydrates without a mismatch, then asks for the session and joins a demo room of its own', async () => {
    const room = {
      sessionId: '0a9e4c2d-0000-4000-8000-0000000000d1',
      token: 'room-token',
      expiresAt: '2030-03-15T19:00:00.000Z',
    };
    serve({ ...signedOut, 'POST /api/chat-sessions/demo': { status: 201, body: room } });
    const { recoverable, hydrationLogs } = await hydrate('/test-chat', TestChatPage);
    expect(recoverable).toEqual([]);
    expect(hydrationLogs).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Sign in as coach' })).toBeInTheDocument();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  });

  it('/admin/sign-in hydrates without a mismatch', async () => {
    serve(signedOut);
    const { recoverable, hydrationLogs } = await hydrate('/admin/sign-in?next=%2Fcoach', SignInPage);
    expect(recoverable).toEqual([]);
    expect(hydrationLogs).toEqual([]);
    expect(screen.getByLabelText('Admin password')).toBeInTheDocument();
  });

  it('/coach hydrates the frame and spinner, then shows the console and "Sign out" to a signed-in coach', async () => {
    serve({ ...signedIn, 'GET /api/coach/questions': { status: 200, body: [] } });
    const { recoverable, hydrationLogs } = await hydrate('/coach?tab=questions', CoachConsolePage);
    expect(recoverable).toEqual([]);
    expect(hydrationLogs).toEqual([]);
    expect(await screen.findByRole('tab', { name: /Questions/, selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument());
  });

  it("the browser keeps one store for all of this remote's pages", () => {
    const { Probe, stores } = storeProbe(withStore);
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(stores.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stores).size).toBe(1);
  });
});
