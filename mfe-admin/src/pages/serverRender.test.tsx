/** @jest-environment node */
// The shell renders these pages in Node (no window, no document): render them the same way here. Node 20 has
// everything the pages touch while rendering (TextEncoder, fetch, URL); nothing had to be added to the environment.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageModule } from '@app/contracts';
import { routesOf } from '@app/contracts/federation';
import { AppProviders } from '@app/web-kit';
import { headingsOf, textOf, storeProbe } from '@app/web-kit/testing';
import { withStore } from '../app/withStore';
import * as coach from './CoachConsolePage';
import * as testers from './TestingAdminPage';
import * as testChat from './TestChatPage';
import * as testFixes from './TestFixesPage';
import * as signIn from './SignInPage';

// rspack turns the imported photo into its URL; jest cannot load an SVG as a module, so it gets a URL too.
jest.mock('../assets/coach-portrait.svg', () => ({ __esModule: true, default: '/mfe/admin/coach-portrait.svg' }));

interface PageCase {
  expose: string;
  module: PageModule;
  url: string;
  heading: string;
  /** What the page shows on the server, where no admin session can be asked for. */
  shows: string[];
  hides?: string[];
}

const PAGES: PageCase[] = [
  // Behind the admin sign-in: the frame and a spinner; the session check runs in the browser.
  {
    expose: './CoachConsolePage',
    module: coach,
    url: '/coach?tab=questions',
    heading: 'Coach Console',
    shows: ['Loading'],
    hides: ['Sign out'],
  },
  {
    expose: './TestingAdminPage',
    module: testers,
    url: '/testing-admin',
    heading: 'Alpha Tester Management',
    shows: ['Loading'],
    hides: ['Sign out'],
  },
  {
    expose: './TestChatPage',
    module: testChat,
    url: '/test-chat',
    heading: 'Chat Test',
    shows: ['Client side', 'Video meeting test'],
  },
  {
    expose: './TestFixesPage',
    module: testFixes,
    url: '/test-fixes',
    heading: 'Developer Test Page',
    shows: ['Photo display', 'Timeslot date check', 'Contact links'],
  },
  {
    expose: './SignInPage',
    module: signIn,
    url: '/admin/sign-in?next=%2Fcoach',
    heading: 'Admin Sign In',
    shows: ['Admin password'],
  },
];

function renderPage({ module, url }: PageCase): string {
  const Page = module.default as ComponentType;
  return renderToString(
    <StaticRouter location={url}>
      <AppProviders brand="coaching">
        <Page />
      </AppProviders>
    </StaticRouter>,
  );
}

describe('server rendering of every exposed page', () => {
  it("covers every page this remote serves in contracts' ROUTES", () => {
    const exposes = routesOf('mfe_admin').map((route) => `./${route.expose}`);
    expect(exposes.length).toBeGreaterThan(0);
    expect(PAGES.map((p) => p.expose).sort()).toEqual(exposes.sort());
  });

  it.each(PAGES)('$url renders in Node with its one h1 "$heading"', (page) => {
    expect(typeof window).toBe('undefined');
    const html = renderPage(page);
    expect(headingsOf(html)).toEqual([page.heading]);
    const text = textOf(html);
    const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]).join(' ');
    for (const shown of page.shows) expect(`${text} ${labels}`).toContain(shown);
    for (const hidden of page.hides ?? []) expect(text).not.toContain(hidden);
  });

  it("/test-fixes leaves the visitor's clock to the browser: no date or time in the server HTML", () => {
    const text = textOf(renderPage(PAGES[3]));
    expect(text).not.toMatch(/Today in ET/);
    expect(text).not.toMatch(/\b\d{1,2}:\d{2} (AM|PM)\b/);
  });

  it('gives each server render a store of its own: one process serves every visitor', () => {
    const { Probe, stores } = storeProbe(withStore);
    renderToString(<Probe />);
    renderToString(<Probe />);
    expect(stores).toHaveLength(2);
    expect(stores[0]).not.toBe(stores[1]);
  });

  it('each page exports its own meta: a brand title and a description of at most 155 characters', () => {
    for (const { module } of PAGES) {
      expect(module.meta?.title).toMatch(/ \| Professional Life Coaching$/);
      expect(module.meta?.description.trim().length).toBeGreaterThan(20);
      expect(module.meta?.description.length).toBeLessThanOrEqual(155);
    }
    const titles = PAGES.map((p) => p.module.meta?.title);
    expect(new Set(titles).size).toBe(PAGES.length);
  });
});
