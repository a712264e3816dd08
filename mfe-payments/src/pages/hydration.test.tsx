/*
 * Server HTML, then hydration, in one jsdom: the page is rendered to a string while the browser-only parts of
 * `window` (storage, matchMedia, the pop-up's opener) are out of reach as on the server, put into a container, and
 * hydrated with hydrateRoot in the real jsdom. A first browser render that differed from the server's would make
 * React report a hydration error. The server's answers arrive only after hydrating, as in the browser.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, type ThemeMode } from '@app/web-kit';

// The theme cookie has the storage key's name (web-kit ThemeModeProvider).
const THEME_COOKIE = THEME_STORAGE_KEY;
import { resetStoreForTests } from '../app/withStore';
import { setOpener } from '../testing/cardWindow';
import { mockApi } from '../testing/mockApi';
import { lunarBookingQuote, receiptOf } from '../testing/orders';
import { asOnTheServer, browserTree, serverTree, type ExposedPage } from '@app/web-kit/testing';
import * as SquarePaymentPage from './SquarePaymentPage';
import * as SuccessPage from './SuccessPage';

const ok = (body: unknown) => () => ({ status: 200, body });

let root: Root | null = null;
let consoleErrors: string[] = [];
let recoverable: string[] = [];
let api: ReturnType<typeof mockApi> | null = null;

beforeEach(() => {
  consoleErrors = [];
  recoverable = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  api?.restore();
  api = null;
  resetStoreForTests();
  setOpener(null);
  window.localStorage.clear();
  document.cookie = `${THEME_COOKIE}=; path=/; max-age=0`;
  jest.restoreAllMocks();
});

/** `mode`: the theme in the visitor's cookie, which the shell renders with and hydrates with. */
async function serverThenHydrate(exposed: ExposedPage, mode?: ThemeMode) {
  window.history.replaceState(null, '', exposed.url);
  const html = asOnTheServer(() => renderToString(serverTree(exposed, mode)));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(container, browserTree(exposed, mode), {
      onRecoverableError: (error) => {
        recoverable.push(String((error as Error)?.message ?? error));
      },
    });
  });
  return html;
}

function expectCleanHydration() {
  expect(recoverable).toEqual([]);
  // Hydration mismatches are logged here too (and any other error while hydrating is just as wrong).
  expect(consoleErrors).toEqual([]);
}

it('the card window hydrates without a mismatch, then shows the quote and the hold ticking down', async () => {
  api = mockApi({ '/api/payments/quote': ok(lunarBookingQuote()) });
  // Opened by the booking page: only the browser knows, and the server's HTML must not depend on it.
  setOpener({ postMessage: jest.fn() });
  // The cookie (what the server rendered) says dark; this browser's storage says light. The page's own Lunar
  // Light theme, nested in the shell's, must start where the shell's does, not from storage.
  document.cookie = `${THEME_COOKIE}=dark; path=/`;
  window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
  const html = await serverThenHydrate(
    {
      expose: './SquarePaymentPage',
      module: SquarePaymentPage,
      path: '/square-payment',
      url: '/square-payment?bookingId=bk-1&brand=lunar',
    },
    'dark',
  );
  expectCleanHydration();
  expect(html).toContain('Loading your order...');
  expect(html).not.toMatch(/\$\d/);
  expect(await screen.findByRole('button', { name: 'Pay $45' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent(/^1[34]:\d\d$/);
});

it('the success page hydrates without a mismatch, then shows the server receipt', async () => {
  api = mockApi({ '/api/payments/pay_123': ok(receiptOf(lunarBookingQuote())) });
  const html = await serverThenHydrate({
    expose: './SuccessPage',
    module: SuccessPage,
    path: '/success',
    url: '/success?paymentId=pay_123',
  });
  expectCleanHydration();
  expect(html).toContain('Loading your payment...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
});
