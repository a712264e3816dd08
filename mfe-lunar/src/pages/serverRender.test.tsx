/** @jest-environment node */
// The shell renders these pages in Node (no window, no document): render them the same way here. Node 20 has
// everything the pages touch while rendering (TextEncoder, fetch, URL); nothing had to be added to the environment.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PSYCHIC_SERVICES, formatDollars, type PageModule } from '@app/contracts';
import { routesOf } from '@app/contracts/federation';
import { AppProviders } from '@app/web-kit';
import { headingsOf, textOf, storeProbe } from '@app/web-kit/testing';
import { withStore } from '../app/withStore';
import { SECTION_IDS } from '../features/layout/sections';
import { renderToHtml } from '../testing/renderToHtml';
import * as landing from './LunarLightPage';
import * as booking from './LunarBookingPage';
import * as privacy from './LunarPrivacyPolicyPage';
import * as terms from './LunarTermsOfServicePage';

interface PageCase {
  expose: string;
  module: PageModule;
  url: string;
  heading: string;
}

const PAGES: PageCase[] = [
  { expose: './LunarLightPage', module: landing, url: '/lunar-light', heading: 'Lunar Light' },
  {
    expose: './LunarBookingPage',
    module: booking,
    url: '/lunar-booking?service=love-reading&payment=card',
    heading: 'Book Your Reading',
  },
  {
    expose: './LunarPrivacyPolicyPage',
    module: privacy,
    url: '/lunar-privacy-policy',
    heading: 'Lunar Light Privacy Policy',
  },
  {
    expose: './LunarTermsOfServicePage',
    module: terms,
    url: '/lunar-terms-of-service',
    heading: 'Lunar Light Terms of Service',
  },
];

/** As the shell renders a page: the streaming renderer, waiting for the deferred sections (React.lazy) too. */
function renderPage({ module, url }: PageCase): Promise<string> {
  const Page = module.default as ComponentType;
  return renderToHtml(
    <StaticRouter location={url}>
      <AppProviders brand="lunar">
        <Page />
      </AppProviders>
    </StaticRouter>,
  );
}

describe('server rendering of every exposed page', () => {
  it("covers every page this remote serves in contracts' ROUTES", () => {
    const exposes = routesOf('mfe_lunar').map((route) => `./${route.expose}`);
    expect(exposes.length).toBeGreaterThan(0);
    expect(PAGES.map((p) => p.expose).sort()).toEqual(exposes.sort());
  });

  it.each(PAGES)('$url renders in Node with its one h1 "$heading"', async (page) => {
    expect(typeof window).toBe('undefined');
    const html = await renderPage(page);
    expect(headingsOf(html)).toEqual([page.heading]);
  });

  it('/lunar-light has every reading with its price in the HTML, before any API answer', async () => {
    const text = textOf(await renderPage(PAGES[0]));
    for (const s of PSYCHIC_SERVICES) expect(text).toContain(`${s.name} ${formatDollars(s.price)}`);
    expect(text).not.toContain('Loading services');
  });

  it('/lunar-light has every section in full in the HTML, the deferred ones too', async () => {
    const html = await renderPage(PAGES[0]);
    for (const id of Object.values(SECTION_IDS)) expect(html).toMatch(new RegExp(`<section [^>]*id="${id}"`));
    // No deferred section left as its client-side placeholder.
    expect(html).not.toMatch(/<div id="lunar-[^"]*" style="min-height/);
    const text = textOf(html);
    for (const heading of [
      'Payment Options',
      'About Lunar Light',
      'What Our Clients Say',
      'Book Your Session',
      'Share Your Reading',
      'Theme Preferences',
    ]) {
      expect(text).toContain(heading);
    }
  });

  it('/lunar-booking offers every reading with its price in the HTML', async () => {
    const text = textOf(await renderPage(PAGES[1]));
    for (const s of PSYCHIC_SERVICES) expect(text).toContain(`${s.name} ${formatDollars(s.price)}`);
  });

  it('gives each server render a store of its own: one process serves every visitor', () => {
    const { Probe, stores } = storeProbe(withStore);
    renderToString(<Probe />);
    renderToString(<Probe />);
    expect(stores).toHaveLength(2);
    expect(stores[0]).not.toBe(stores[1]);
  });

  it('each page exports its own meta: a Lunar Light title and a description of at most 155 characters', () => {
    for (const { module } of PAGES) {
      expect(module.meta?.title).toMatch(/Lunar Light/);
      expect(module.meta?.description.trim().length).toBeGreaterThan(20);
      expect(module.meta?.description.length).toBeLessThanOrEqual(155);
    }
    const titles = PAGES.map((p) => p.module.meta?.title);
    expect(new Set(titles).size).toBe(PAGES.length);
  });
});
