import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Server-rendered pages are visible before they work. Until React has hydrated a button, a click on it is lost: React
 * replays no click on markup whose code is still loading. And below-the-fold sections (web-kit deferredSection)
 * hydrate only once they near the viewport. A person reads before acting; a test acts at once, so it waits:
 * - `page.goto` / `page.reload` resolve once React owns the page and everything on screen is hydrated;
 * - an action on an element (click, fill, check, …) first brings it into view and waits until it is hydrated.
 * Pages rendered in the browser, other documents and contexts without JavaScript are not held up.
 */

const HYDRATION_TIMEOUT_MS = 15_000;
/** What a visitor acts on. */
const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [tabindex]';
/**
 * Checked after a navigation: what is on screen (deferred sections start loading some way ahead of it; how far is
 * theirs to tune, so nothing beyond the viewport is assumed).
 */
const NEAR_PX = 0;

const scriptsEnabled = new WeakMap<BrowserContext, boolean>();

/** Is this element of a server-rendered page hydrated (React keeps its props on it)? Runs in the page. */
function isHydratedInPage(element: Element): boolean {
  const root = document.getElementById('root');
  // Replaced by a client render (the old node left the document), or not server markup at all.
  if (!element.isConnected || !root || !root.hasAttribute('data-ssr') || !root.contains(element)) return true;
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

async function waitForPage(page: Page): Promise<void> {
  if (scriptsEnabled.get(page.context()) === false) return;
  try {
    await page.waitForFunction(
      ({ selector, near }) => {
        const root = document.getElementById('root');
        if (!root || !root.hasAttribute('data-ssr')) return true;
        const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
        if (!Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return false;
        return [...root.querySelectorAll(selector)]
          .filter((node) => {
            const box = node.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > -near && box.top < window.innerHeight + near;
          })
          .every(owned);
      },
      { selector: INTERACTIVE, near: NEAR_PX },
      { timeout: HYDRATION_TIMEOUT_MS, polling: 50 },
    );
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate within ${HYDRATION_TIMEOUT_MS} ms: ${(error as Error).message}`);
  }
}

async function waitForElement(locator: Locator): Promise<void> {
  if (scriptsEnabled.get(locator.page().context()) === false) return;
  let handle;
  try {
    handle = await locator.elementHandle();
  } catch {
    return; // Not there, or several: the action itself reports it in its own words.
  }
  if (!handle) return;
  try {
    if (await handle.evaluate(isHydratedInPage)) return;
    // Bring it near the viewport so its deferred section loads, as it would for a visitor scrolling to it.
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await locator.page().waitForFunction(isHydratedInPage, handle, { timeout: HYDRATION_TIMEOUT_MS, polling: 50 });
  } catch (error) {
    throw new Error(
      `${String(locator)} was not hydrated within ${HYDRATION_TIMEOUT_MS} ms: ${(error as Error).message}`,
    );
  } finally {
    await handle.dispose().catch(() => undefined);
  }
}

const ACTIONS = [
  'click',
  'dblclick',
  'tap',
  'fill',
  'clear',
  'press',
  'pressSequentially',
  'type',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
] as const;
let actionsPatched = false;

/** Locator actions wait for their element's hydration (patched once on the shared Locator prototype). */
function patchLocatorActions(page: Page): void {
  if (actionsPatched) return;
  actionsPatched = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<
    string,
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ACTIONS) {
    const action = prototype[name];
    prototype[name] = async function (this: Locator, ...args: unknown[]) {
      await waitForElement(this);
      return action.apply(this, args);
    };
  }
}

const settled = new WeakSet<Page>();

function settleOnNavigation(page: Page): void {
  if (settled.has(page)) return;
  settled.add(page);
  patchLocatorActions(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForPage(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForPage(page);
    return response;
  };
}

/**
 * Every page of this context, now and later, waits for hydration as described above. Called again for the same
 * context, it only updates whether the context runs JavaScript.
 */
export function waitForHydrationIn(context: BrowserContext, javaScriptEnabled: boolean): void {
  const known = scriptsEnabled.has(context);
  scriptsEnabled.set(context, javaScriptEnabled);
  if (known) return;
  context.pages().forEach(settleOnNavigation);
  context.on('page', settleOnNavigation);
}
