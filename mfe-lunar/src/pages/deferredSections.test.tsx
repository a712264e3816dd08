import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BRANDS, PSYCHIC_SERVICES } from '@app/contracts';
import { AppProviders } from '@app/web-kit';
import { SECTION_IDS } from '../features/layout/sections';
import { stubApi, type StubRequest } from '@app/web-kit/testing';
import { isolatedServerHtml } from '../testing/isolatedServerHtml';
import { installTestViewport, nearViewport, observedIds, removeTestViewport } from '../testing/testViewport';
import LunarLightPage from './LunarLightPage';

/**
 * What a phone sees on /lunar-light: the server's HTML of every section at once, while only the code of what nears
 * the viewport is fetched (the test plays the viewport).
 */
const DEFERRED = Object.values(SECTION_IDS).filter((id) => id !== SECTION_IDS.hero);
const realFetch = globalThis.fetch;
let root: Root | null = null;
let requests: StubRequest[] = [];
let recoverable: string[] = [];
let serverHtml = '';

beforeAll(async () => {
  [serverHtml] = await isolatedServerHtml([{ url: '/lunar-light', load: () => import('./LunarLightPage') }]);
}, 30_000);

beforeEach(() => {
  recoverable = [];
  installTestViewport();
  ({ requests } = stubApi({
    'GET /api/psychic-services': {
      body: PSYCHIC_SERVICES.map((s) => (s.id === 'love-reading' ? { ...s, price: 3900 } : s)),
    },
    'GET /api/psychic-reviews': { body: [] },
    'GET /api/brands': { body: DEFAULT_BRANDS },
  }));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  removeTestViewport();
  globalThis.fetch = realFetch;
  document.body.innerHTML = '';
});

async function hydrateLanding() {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/lunar-light']}>
        <AppProviders brand="lunar">
          <LunarLightPage />
        </AppProviders>
      </MemoryRouter>,
      { onRecoverableError: (err) => recoverable.push(String(err)) },
    );
  });
}

const asked = (path: string) => requests.some((r) => r.target === path);

// React.lazy remembers a section's load (and a wait for its anchor) for the life of the test file: one page per file.
it('keeps the server HTML of the sections below the hero and fetches their code only as they near the viewport', async () => {
  await hydrateLanding();

  // Every deferred section waits for its own anchor; none has mounted (none asked the API), yet all are on screen.
  expect(observedIds().sort()).toEqual([...DEFERRED].sort());
  expect(asked('/api/psychic-services')).toBe(false);
  expect(asked('/api/psychic-reviews')).toBe(false);
  expect(screen.getByRole('article', { name: 'Love Reading' })).toHaveTextContent('$35');
  expect(screen.getByRole('heading', { name: 'What Our Clients Say' })).toBeInTheDocument();

  // The readings come near: their code loads, the section hydrates in place and asks the API for today's prices.
  await nearViewport(SECTION_IDS.services);
  await waitFor(() =>
    expect(within(screen.getByRole('article', { name: 'Love Reading' })).getByText('$39')).toBeInTheDocument(),
  );
  expect(asked('/api/psychic-reviews')).toBe(false);

  await nearViewport(SECTION_IDS.testimonials);
  await waitFor(() => expect(asked('/api/psychic-reviews')).toBe(true));
  expect(await screen.findByText('No reviews yet. Be the first to share your experience below.')).toBeInTheDocument();
  expect(recoverable).toEqual([]);
}, 20_000);
