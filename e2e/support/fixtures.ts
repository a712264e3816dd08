import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { waitForHydrationIn } from './hydration';

/**
 * Every spec imports `test` and `expect` from here: pages are server-rendered and hydrated (issue 14).
 * - Navigations and actions wait for the page's hydration (support/hydration.ts).
 * - A hydration error in any page of a test fails that test: a mismatch makes React throw the server's markup away and
 *   render again, which users see as a flash and which hides real bugs. React's production build reports them as
 *   minified errors #418 (HTML), #423 (recovered by client rendering) and #425 (text); the shell's bootstrap logs
 *   them as "Hydration error".
 */
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)\b/i;

export interface HydrationProblem {
  /** The page's address when the error was reported. */
  url: string;
  message: string;
}

interface HydrationWatcher {
  problems: HydrationProblem[];
  watch(context: BrowserContext, javaScriptEnabled: boolean, asIs?: boolean): void;
}

/**
 * SPEC §2's decorative sparkles twinkle forever, and in headless Chromium (software compositing) every frame redraws
 * the viewport: about a fifth of the suite's CPU on 2 cores (3 specs: 223 → 183 s). The suite's pages hold them
 * still; nothing else about motion changes (reveals, smooth scrolling, transitions run as visitors get them).
 * A context that states a `reducedMotion` preference gets the page as it is (`tests/motion.spec.ts`).
 */
function stillSparkles(context: BrowserContext) {
  void context.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('[data-testid="sparkles"] > * { animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

interface Fixtures {
  /** Hydration errors seen so far in this test (a test that provokes one on purpose empties it). */
  hydrationErrors: HydrationProblem[];
  hydrationWatcher: HydrationWatcher;
}

export const test = base.extend<Fixtures>({
  hydrationWatcher: [
    async ({ browser }, use) => {
      const problems: HydrationProblem[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watch = (context: BrowserContext, javaScriptEnabled: boolean, asIs = false) => {
        waitForHydrationIn(context, javaScriptEnabled);
        if (watched.has(context)) return;
        watched.add(context);
        if (!asIs) stillSparkles(context);
        context.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION.test(message.text())) {
            problems.push({ url: message.page()?.url() ?? '(no page)', message: message.text() });
          }
        });
        context.on('weberror', (webError) => {
          const error = webError.error();
          if (HYDRATION.test(`${error.message}\n${error.stack ?? ''}`)) {
            problems.push({ url: webError.page()?.url() ?? '(no page)', message: error.message });
          }
        });
      };
      // Many specs open their own contexts (two visitors, an admin): every context made during the test is watched
      // (browser.newPage() goes through newContext() too). Put back at the end of the test.
      const original = browser.newContext;
      browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
        const context = await original.apply(this, args);
        watch(context, args[0]?.javaScriptEnabled !== false, args[0]?.reducedMotion !== undefined);
        return context;
      };
      try {
        await use({ problems, watch });
      } finally {
        browser.newContext = original;
      }
      if (problems.length > 0) {
        const list = problems.map((p) => `  ${p.url}: ${p.message.slice(0, 600)}`).join('\n');
        throw new Error(`${problems.length} hydration error(s) in the browser console:\n${list}`);
      }
    },
    { auto: true },
  ],
  hydrationErrors: async ({ hydrationWatcher }, use) => {
    await use(hydrationWatcher.problems);
  },
  // The default context may be made before the watcher patched newContext: watch it explicitly. (Made through the
  // patched newContext, its options there do not say whether JavaScript is off: the option fixture does.)
  context: async ({ context, hydrationWatcher, javaScriptEnabled }, use) => {
    hydrationWatcher.watch(context, javaScriptEnabled !== false);
    await use(context);
  },
});

export { expect };
