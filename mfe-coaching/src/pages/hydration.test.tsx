/*
 * Server HTML, then hydration, in one jsdom: the page is rendered to a string while the browser's storage and
 * matchMedia are out of reach (as on the server, where reading them throws or they do not exist), put into a
 * container, and hydrated with hydrateRoot while they hold a returning visitor's values (a phone, a demo guest,
 * a tour already seen). A render that read them, or anything else only the browser knows, would differ from the
 * server's and React would report a hydration error; the values must still show right after hydrating.
 * (jsdom has no IntersectionObserver: the home page's deferred sections fetch their code and hydrate at once.)
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen, within } from '@testing-library/react';
import { SUBSCRIBER_SIGNED_IN_COOKIE } from '@app/contracts';
import { SECTION_IDS } from '../layout/sections';
import { MOBILE_QUERY } from '../layout/useIsMobile';
import { loadSectionsUpTo } from '../features/home/homeSections';
import { TOUR_FIRST_VISIT_KEY, TOUR_SEEN_KEY } from '../features/tour/tourStorage';
import { browserTree, serverHtmlOf, type ExposedPage } from '@app/web-kit/testing';
import * as ChatSessionPage from './ChatSessionPage';
import * as HomePage from './HomePage';
import * as SubscriptionsPage from './SubscriptionsPage';

type PageUnderTest = ExposedPage & { fresh: () => ExposedPage['module'] };

const HOME: PageUnderTest = {
  expose: './HomePage',
  module: HomePage,
  path: '/',
  url: '/',
  fresh: () => require('./HomePage'),
};
const CHAT: PageUnderTest = {
  expose: './ChatSessionPage',
  module: ChatSessionPage,
  path: '/chat-session',
  url: '/chat-session',
  fresh: () => require('./ChatSessionPage'),
};
const PLANS: PageUnderTest = {
  expose: './SubscriptionsPage',
  module: SubscriptionsPage,
  path: '/subscriptions',
  url: '/subscriptions',
  fresh: () => require('./SubscriptionsPage'),
};

// The home page renders twice for its server HTML (once more when its sections' code has loaded), then hydrates:
// more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const GUEST = { id: 'guest-0123456789abcdef01234567', name: 'Guest 0042' };

function matchMediaFor(mobile: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: mobile && query === MOBILE_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

let root: Root | null = null;
let consoleErrors: string[] = [];
let recoverable: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  recoverable = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  // No answer arrives during the test: the page stays in the loading state the server rendered.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.matchMedia = matchMediaFor(false);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** Server HTML for the page, then hydration of the same tree; `historyState` is what BrowserRouter finds. */
async function serverThenHydrate(exposed: PageUnderTest, historyState: unknown = null) {
  window.history.replaceState({ usr: historyState, key: 'default', idx: 0 }, '', exposed.url);
  const html = await serverHtmlOf(exposed, exposed.fresh);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(container, browserTree(exposed), {
      onRecoverableError: (error) => {
        recoverable.push(String((error as Error)?.message ?? error));
      },
    });
  });
  return html;
}

/** The home page's deferred sections have fetched their code and hydrated. */
async function sectionsHydrated() {
  await act(async () => {
    await loadSectionsUpTo(SECTION_IDS.help);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * A federated remote inside the page (the home page's mfe_payments/PaymentOptions, which nothing can load in
 * jsdom) goes out as its fallback, and React then notes that it renders that boundary on the client. The shell's
 * streaming renderer waits for it instead; every other note means the browser's render differed from the server's.
 */
const SUSPENSE_IN_RENDER_TO_STRING = /renderToString" which does not support Suspense/;

function expectCleanHydration({ nestedRemotes = 0 } = {}) {
  expect(recoverable.filter((message) => !SUSPENSE_IN_RENDER_TO_STRING.test(message))).toEqual([]);
  expect(recoverable).toHaveLength(nestedRemotes);
  // Hydration mismatches are logged here too (and any other error while hydrating is just as wrong).
  expect(consoleErrors).toEqual([]);
}

it('the home page hydrates on a phone without a mismatch, then shows the phone layout', async () => {
  window.matchMedia = matchMediaFor(true);
  window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
  window.localStorage.setItem(TOUR_FIRST_VISIT_KEY, new Date().toISOString());
  const html = await serverThenHydrate(HOME);
  await sectionsHydrated();
  expectCleanHydration({ nestedRemotes: 1 });
  // The server sent both navigations; once hydrated the width is known and only the phone's remains.
  expect(html).toContain('Open menu');
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(nav.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
  // Three: no meeting room by default, so no video service (issue 29).
  expect(screen.getAllByTestId('service-card')).toHaveLength(3);
});

it('the home page hydrates on a desktop without a mismatch, then drops the phone menu button', async () => {
  await serverThenHydrate(HOME);
  await sectionsHydrated();
  expectCleanHydration({ nestedRemotes: 1 });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(nav.getByRole('link', { name: 'Services' })).toBeInTheDocument();
  expect(nav.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
});

it('the chat page hydrates without a mismatch, then names the guest this tab already is', async () => {
  window.sessionStorage.setItem('chat-demo-guest', JSON.stringify(GUEST));
  const html = await serverThenHydrate(CHAT);
  expectCleanHydration();
  expect(html).not.toContain(GUEST.name);
  expect(screen.getByText(`You are ${GUEST.name}`)).toBeInTheDocument();
});

it('the plans page hydrates without a mismatch, then asks whether this browser is signed in', async () => {
  // Only the server can read the httpOnly session cookie: the page renders the plans, then (its script-readable
  // marker present) asks GET .../mine.
  document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=1; path=/`;
  try {
    const html = await serverThenHydrate(PLANS);
    expectCleanHydration();
    expect(html).toContain('Select Plan');
    expect(screen.getByRole('button', { name: 'Select Plan: Standard Coaching' })).toBeInTheDocument();
    const asked = (globalThis.fetch as jest.Mock).mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    );
    expect(asked.some((url) => url.endsWith('/api/subscriptions/mine'))).toBe(true);
  } finally {
    document.cookie = `${SUBSCRIBER_SIGNED_IN_COOKIE}=; path=/; max-age=0`;
  }
});
