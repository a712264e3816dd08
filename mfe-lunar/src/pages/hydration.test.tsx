import type { ComponentType } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BRANDS, PSYCHIC_SERVICES } from '@app/contracts';
import { AppProviders } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { stubApi, storeProbe } from '@app/web-kit/testing';
import { isolatedServerHtml } from '../testing/isolatedServerHtml';
import LunarLightPage from './LunarLightPage';
import LunarBookingPage from './LunarBookingPage';

const LANDING_URL = '/lunar-light';
const BOOKING_URL = '/lunar-booking?service=love-reading&payment=card';
const serverHtml = new Map<string, string>();
beforeAll(async () => {
  const pages = [
    { url: LANDING_URL, load: () => import('./LunarLightPage') },
    { url: BOOKING_URL, load: () => import('./LunarBookingPage') },
  ];
  const html = await isolatedServerHtml(pages);
  pages.forEach(({ url }, i) => serverHtml.set(url, html[i]));
}, 30_000);

/**
 * The browser hydrates what the server rendered: its first render must produce the same markup, or React throws
 * the server's HTML away (a recoverable error, logged) and the page flashes. Render the HTML as the shell does
 * (streaming, deferred sections included), put it in the document, hydrate the same page at the same address, and
 * watch for React's complaints until the test ends (deferred sections hydrate after the first pass).
 */
const realFetch = globalThis.fetch;
let root: Root | null = null;
let consoleError: jest.SpyInstance | null = null;
afterEach(async () => {
  // Unmounted, the remote's browser store drops its cache on the next tick (keepUnusedDataFor 0): the next page
  // starts from nothing, as a server render would.
  await act(async () => {
    root?.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  root = null;
  consoleError?.mockRestore();
  consoleError = null;
  document.body.innerHTML = '';
  globalThis.fetch = realFetch;
});

async function hydrate(url: string, Page: ComponentType) {
  const recoverable: string[] = [];
  const logged: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = serverHtml.get(url)!;
  document.body.appendChild(container);
  consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <AppProviders brand="lunar">
          <Page />
        </AppProviders>
      </MemoryRouter>,
      { onRecoverableError: (err) => recoverable.push(String(err)) },
    );
  });
  return {
    recoverable,
    hydrationLogs: () => logged.filter((line) => /hydrat|did not match|server rendered/i.test(line)),
  };
}

describe('hydrating the server-rendered HTML', () => {
  beforeEach(() => {
    stubApi({
      'GET /api/psychic-services': {
        body: PSYCHIC_SERVICES.map((s) => (s.id === 'love-reading' ? { ...s, price: 3900 } : s)),
      },
      'GET /api/psychic-reviews': { body: [] },
      'GET /api/time-slots?brand=lunar': { body: [] },
      'GET /api/brands': { body: DEFAULT_BRANDS },
    });
  });

  it("/lunar-light hydrates without a mismatch, deferred sections included, then shows the API's readings", async () => {
    const { recoverable, hydrationLogs } = await hydrate(LANDING_URL, LunarLightPage);
    // The built catalogue said $35; the API's answer replaces it once the section has hydrated and asked for it.
    const love = await screen.findByRole('article', { name: 'Love Reading' });
    await waitFor(() => expect(within(love).getByText('$39')).toBeInTheDocument());
    // The review form, the last section to need its code, is live too.
    await screen.findByRole('form', { name: 'Write a review' });
    expect(recoverable).toEqual([]);
    expect(hydrationLogs()).toEqual([]);
  }, 20_000);

  it('/lunar-booking hydrates without a mismatch, then preselects the reading from the address', async () => {
    const { recoverable, hydrationLogs } = await hydrate(BOOKING_URL, LunarBookingPage);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Love Reading/ })).toBeChecked());
    expect(recoverable).toEqual([]);
    expect(hydrationLogs()).toEqual([]);
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
