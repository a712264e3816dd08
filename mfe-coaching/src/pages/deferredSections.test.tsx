/*
 * The home page's sections below the first screen, from the server's HTML to a hydrated page: the HTML has them
 * in full; hydrating keeps that HTML as it is (nothing moves, no code is fetched) until a section nears the
 * viewport; then its code arrives and it hydrates in place, without a mismatch.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECTION_IDS } from '../layout/sections';
import { TOUR_SEEN_KEY } from '../features/tour/tourStorage';
import { browserTree, serverHtmlOf, type ExposedPage } from '@app/web-kit/testing';
import * as HomePage from './HomePage';

// Two server renders of the whole page, then hydration: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const HOME: ExposedPage = { expose: './HomePage', module: HomePage, path: '/', url: '/' };
const DEFERRED = [
  SECTION_IDS.paymentOptions,
  SECTION_IDS.booking,
  SECTION_IDS.subscriptions,
  SECTION_IDS.about,
  SECTION_IDS.reviews,
  SECTION_IDS.contact,
  SECTION_IDS.help,
];

/** The browser's IntersectionObserver, driven by the test: which sections wait for the viewport, and bringing one near. */
const waiting = new Map<string, IntersectionObserverCallback>();
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    waiting.set(element.id, this.callback);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function nearViewport(id: string) {
  waiting.get(id)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}

let root: Root | null = null;
const consoleErrors: string[] = [];
const recoverable: string[] = [];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  // No answer arrives during the test: the page stays in the loading state the server rendered.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = TestIntersectionObserver;
  window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  jest.restoreAllMocks();
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('keeps each section’s server HTML while hydrating, and loads and hydrates a section as it nears the viewport', async () => {
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.innerHTML = await serverHtmlOf(HOME, () => require('./HomePage'));
  document.body.appendChild(container);
  const served = new Map(DEFERRED.map((id) => [id, document.getElementById(id)]));

  await act(async () => {
    root = hydrateRoot(container, browserTree(HOME), {
      onRecoverableError: (error) => void recoverable.push(String(error)),
    });
  });

  // Every section waits for the viewport; its server markup stays as it was: the very same elements, in full.
  expect([...waiting.keys()].sort()).toEqual([...DEFERRED].sort());
  for (const id of DEFERRED) {
    const section = document.getElementById(id);
    expect(section).toBe(served.get(id));
    expect(section?.tagName).toBe('SECTION');
    expect(section).not.toHaveAttribute('aria-busy');
  }
  expect(screen.getByRole('heading', { name: 'Help and Support Center' })).toBeInTheDocument();

  // The help section nears the viewport: its code arrives and it hydrates in place, answering clicks.
  await act(async () => {
    nearViewport(SECTION_IDS.help);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const help = document.getElementById(SECTION_IDS.help)!;
  expect(help).toBe(served.get(SECTION_IDS.help));
  const payments = within(help).getByRole('button', { name: 'Payments' });
  expect(payments).toHaveAttribute('aria-pressed', 'false');
  await userEvent.setup().click(payments);
  expect(payments).toHaveAttribute('aria-pressed', 'true');

  // No mismatch anywhere (mfe_payments' tiles, which nothing serves here, are in a section still waiting).
  expect(recoverable).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
