/** @jest-environment node */
/*
 * Every page this remote exposes, rendered the way the shell's server renders it: in Node (no window, document,
 * storage or matchMedia), with React's streaming renderer waiting for everything (lazily loaded sections too),
 * inside the shell's providers and a StaticRouter at a real URL. No call is answered on the server (effects do
 * not run), so each page shows its first, loading state.
 */
import { renderToString } from 'react-dom/server';
import { useStore } from 'react-redux';
import { COACHING_SERVICES, DEFAULT_BRANDS, PLAN_LIST, formatDollars } from '@app/contracts';
import { withStore } from '../app/withStore';
import { DEMO_SERVICE_NAME } from '../features/chat-session/demoSession';
import { headingsOf, serverTree, textOf, type ExposedPage } from '@app/web-kit/testing';
import { renderLikeTheShell } from '../testing/streamRender';
import * as BookingPage from './BookingPage';
import * as ChatSessionPage from './ChatSessionPage';
import * as HomePage from './HomePage';
import * as ManageBookingPage from './ManageBookingPage';
import * as PrivacyPolicyPage from './PrivacyPolicyPage';
import * as SubscriptionsPage from './SubscriptionsPage';
import * as TermsOfServicePage from './TermsOfServicePage';

// With the default settings no meeting room is configured, so the video service is not offered (issue 29).
const DELIVERABLE_SERVICES = COACHING_SERVICES.filter((s) => s.type !== 'video');

/** rspack.config.ts `exposes`, with the shell's route and a realistic request for each. */
const PAGES: Array<ExposedPage & { heading: string }> = [
  {
    expose: './HomePage',
    module: HomePage,
    path: '/',
    url: '/?utm_source=mail',
    heading: DEFAULT_BRANDS.coaching.tagline,
  },
  {
    expose: './BookingPage',
    module: BookingPage,
    path: '/booking',
    url: '/booking',
    heading: 'Book Your Coaching Session',
  },
  {
    expose: './SubscriptionsPage',
    module: SubscriptionsPage,
    path: '/subscriptions',
    url: '/subscriptions',
    heading: 'Monthly Coaching Plans',
  },
  {
    expose: './ChatSessionPage',
    module: ChatSessionPage,
    path: '/chat-session',
    url: '/chat-session',
    heading: DEMO_SERVICE_NAME,
  },
  {
    expose: './PrivacyPolicyPage',
    module: PrivacyPolicyPage,
    path: '/privacy-policy',
    url: '/privacy-policy',
    heading: 'Privacy Policy',
  },
  {
    expose: './TermsOfServicePage',
    module: TermsOfServicePage,
    path: '/terms-of-service',
    url: '/terms-of-service',
    heading: 'Terms of Service',
  },
  {
    expose: './ManageBookingPage',
    module: ManageBookingPage,
    path: '/manage/:token',
    url: '/manage/abc123',
    heading: 'Manage Your Booking',
  },
];

/** A remote nested in a page (the home page's mfe_payments/PaymentOptions) cannot load here: nothing serves it. */
const NESTED_REMOTE_UNREACHABLE = /remotes\.json/;

async function serverHtml(exposed: ExposedPage): Promise<string> {
  const { html, errors } = await renderLikeTheShell(serverTree(exposed));
  const describe = (error: unknown) =>
    `${String((error as Error)?.message ?? error)} ${String((error as { cause?: { input?: string } })?.cause?.input ?? '')}`;
  expect(errors.map(describe).filter((message) => !NESTED_REMOTE_UNREACHABLE.test(message))).toEqual([]);
  return html;
}

it('runs where the shell renders: no window, no document', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe.each(PAGES)('$expose on the server', (exposed) => {
  it('renders with its one h1', async () => {
    const html = await serverHtml(exposed);
    expect(headingsOf(html)).toEqual([exposed.heading]);
  });

  it(`exports meta: a title with the brand and a description of at most 155 characters`, () => {
    const { meta } = exposed.module;
    expect(meta?.title).toMatch(/\S/);
    expect(meta?.title).toMatch(/Life Coaching/);
    expect(meta?.description).toMatch(/\S/);
    expect(meta!.description.length).toBeLessThanOrEqual(155);
  });
});

it('gives every page a title of its own', () => {
  const titles = PAGES.map((p) => p.module.meta?.title);
  expect(new Set(titles).size).toBe(PAGES.length);
});

describe('the home page HTML', () => {
  let html = '';
  let text = '';
  beforeAll(async () => {
    html = await serverHtml(PAGES[0]);
    text = textOf(html);
  });

  it('lists every coaching service with its price, as cards rather than placeholders', () => {
    for (const service of DELIVERABLE_SERVICES) {
      expect(text).toContain(`${service.name} ${formatDollars(service.price)}`);
    }
    expect(html.match(/data-testid="service-card"/g)).toHaveLength(DELIVERABLE_SERVICES.length);
    expect(html).not.toContain('service-skeleton');
  });

  it('shows both plans with their monthly prices', () => {
    expect(PLAN_LIST.map((p) => [p.name, formatDollars(p.price)])).toEqual([
      ['Standard Coaching', '$22'],
      ['Premium Coaching', '$44'],
    ]);
    for (const plan of PLAN_LIST) expect(text).toContain(`${plan.name} ${formatDollars(plan.price)} /month`);
  });

  it('has the hero and every section a visitor can jump to', () => {
    for (const id of [
      'services',
      'coaching-services',
      'subscriptions',
      'booking',
      'about',
      'reviews',
      'contact',
      'help',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(text).toContain('Book a Session');
  });

  it('has every section below the first screen in full, although their code loads only when needed', () => {
    const headings = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1]));
    expect(headings).toEqual(
      expect.arrayContaining([
        'Payment Options',
        'Book Your Session',
        'Monthly Coaching Plans',
        'About Our Growing Team',
        'Client Success Stories',
        "Let's Connect",
        'Help and Support Center',
      ]),
    );
    // No placeholder of a deferred section is left in the HTML.
    expect(html).not.toContain('aria-busy="true" id=');
    expect(html).not.toMatch(/id="[a-z-]+" style="min-height/);
  });

  it('renders the navigation of both layouts, each hidden by CSS where it does not apply', () => {
    // The width is unknown on the server: the desktop links and the phone's menu button are both in the HTML.
    expect(text).toContain('Lunar Light Services Plans Reviews Book Session Contact Help');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toMatch(/@media \(max-width: ?767\.98px\)\s*\{[^}]*display:\s*none/);
  });

  it('keeps the tour and the extras closed until the browser has read its stored markers', () => {
    expect(html).not.toContain('data-testid="tour-dialog"');
    expect(html).not.toContain('data-testid="guided-walkthrough"');
  });
});

it('the booking page offers the catalogue services with prices while the API has not answered', async () => {
  const text = textOf(await serverHtml(PAGES[1]));
  for (const service of DELIVERABLE_SERVICES) expect(text).toContain(`${service.name} ${formatDollars(service.price)}`);
});

it('the chat page renders the room before the browser has named its guest', async () => {
  const text = textOf(await serverHtml(PAGES[3]));
  expect(text).toContain(`Chat with ${DEFAULT_BRANDS.coaching.coachName}`);
  expect(text).toContain('Joining as a guest...');
  expect(text).not.toMatch(/You are Guest/);
});

it('gives each page rendered on the server a store of its own, so no request sees another one’s data', () => {
  const stores: unknown[] = [];
  function Probe() {
    stores.push(useStore());
    return null;
  }
  const Page = withStore(Probe);
  renderToString(<Page />);
  renderToString(<Page />);
  expect(stores).toHaveLength(2);
  expect(stores[0]).not.toBe(stores[1]);
});
