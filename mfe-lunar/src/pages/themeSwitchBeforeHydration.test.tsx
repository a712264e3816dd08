import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_BRANDS, PSYCHIC_SERVICES } from '@app/contracts';
import { AppProviders } from '@app/web-kit';
import { SECTION_IDS } from '../features/layout/sections';
import { stubApi } from '@app/web-kit/testing';
import { isolatedServerHtml } from '../testing/isolatedServerHtml';
import { installTestViewport, nearViewport, removeTestViewport } from '../testing/testViewport';
import LunarLightPage from './LunarLightPage';

/*
 * A context change — the theme toggle in the nav — that reaches a section still waiting for the viewport makes React
 * replace its server HTML with the client placeholder; deferredSection must then load at once (its placeholder
 * opens the gate), or the section would wait for a detached element forever and stay empty. (A file of its own:
 * React.lazy remembers a section's wait for the file's life.)
 */
const realFetch = globalThis.fetch;
let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  removeTestViewport();
  globalThis.fetch = realFetch;
  document.body.innerHTML = '';
});

it('a theme switch before the lower sections hydrate leaves them readable', async () => {
  const [html] = await isolatedServerHtml([{ url: '/lunar-light', load: () => import('./LunarLightPage') }]);
  installTestViewport();
  stubApi({
    'GET /api/psychic-services': { body: PSYCHIC_SERVICES },
    'GET /api/psychic-reviews': { body: [] },
    'GET /api/brands': { body: DEFAULT_BRANDS },
  });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/lunar-light']}>
        <AppProviders brand="lunar">
          <LunarLightPage />
        </AppProviders>
      </MemoryRouter>,
    );
  });
  expect(screen.getByRole('heading', { name: 'About Lunar Light' })).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('theme-toggle')[0]);
  });
  await nearViewport(SECTION_IDS.about);
  expect(await screen.findByRole('heading', { name: 'About Lunar Light' }, { timeout: 3000 })).toBeInTheDocument();
}, 30_000);
