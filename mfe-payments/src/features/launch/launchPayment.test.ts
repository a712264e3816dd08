import { DEFAULT_BRANDS, type BrandId, type BrandSettings, type LaunchPaymentOptions } from '@app/contracts';
import launchPayment, { IN_APP_TOOLBAR_COLOR, RETRY_DELAYS_MS } from './launchPayment';
import type { LaunchEnvironment, OpenedWindow } from './launchEnvironment';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0 Mobile Safari/537.36';
const IOS_WKWEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const BRANDS: Record<BrandId, BrandSettings> = {
  coaching: { ...DEFAULT_BRANDS.coaching, email: 'coach@brand.test' },
  lunar: { ...DEFAULT_BRANDS.lunar, email: 'luna@brand.test' },
};

/** A recording fake of the outside world; `overrides` switch on the branch under test. */
function fakeEnv(overrides: Partial<LaunchEnvironment> = {}) {
  const calls = {
    open: [] as string[],
    navigate: [] as string[],
    inApp: [] as Array<{ url: string; toolbarColor: string }>,
    waits: [] as number[],
    errors: [] as string[],
  };
  let lastWindow: OpenedWindow | null = null;
  const env: LaunchEnvironment = {
    open: (url) => {
      calls.open.push(url);
      lastWindow = { opener: 'the opener' };
      return lastWindow;
    },
    navigate: (url) => void calls.navigate.push(url),
    userAgent: DESKTOP_CHROME,
    href: 'https://site.test/lunar-light',
    capacitor: null,
    openInAppBrowser: async (options) => void calls.inApp.push(options),
    wait: async (ms) => void calls.waits.push(ms),
    logError: (message) => void calls.errors.push(message),
    brandSettings: (brand) => BRANDS[brand],
    ...overrides,
  };
  return { env, calls, opened: () => lastWindow };
}

describe('launchPayment destinations', () => {
  it.each([
    ['cashapp', 'lunar', 'https://cash.app/$lunarlight'],
    ['venmo', 'lunar', 'https://venmo.com/u/lunarlight'],
    ['paypal', 'lunar', 'https://www.paypal.com/paypalme/lunarlight'],
    ['cashapp', 'coaching', 'https://cash.app/$lifecoach'],
    ['venmo', 'coaching', 'https://venmo.com/u/lifecoach'],
    ['paypal', 'coaching', 'https://www.paypal.com/paypalme/lifecoach'],
  ] as const)('%s on the %s line opens that brand profile link in a new tab', async (method, brand, url) => {
    const { env, calls, opened } = fakeEnv();
    const outcome = await launchPayment({ method, brand, serviceName: 'Love Reading', priceCents: 3500 }, env);
    expect(outcome).toEqual({ status: 'new-tab', url, brand });
    expect(calls.open).toEqual([url]);
    expect(opened()?.opener).toBeNull();
  });

  it('zelle opens a mail draft to the brand e-mail with the service subject and the amount, in place', async () => {
    const { env, calls } = fakeEnv();
    const outcome = await launchPayment(
      { method: 'zelle', brand: 'lunar', serviceName: 'Love Reading', priceCents: 3500 },
      env,
    );
    // No new tab: a mailto in one would leave a blank tab behind once the mail app takes over.
    expect(outcome.status).toBe('direct');
    expect(calls.open).toEqual([]);
    const url = new URL(calls.navigate[0]);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('luna@brand.test');
    expect(url.searchParams.get('subject')).toBe('Payment for Love Reading');
    expect(url.searchParams.get('body')).toContain('$35');
    expect(url.searchParams.get('body')).not.toMatch(/subscription/i);
  });

  it.each([
    [
      'a booked session',
      { brand: 'coaching', serviceName: 'Strategic Decision Coaching', priceCents: 2500, bookingId: 'b-1' },
      'Payment for Strategic Decision Coaching',
      '$25',
    ],
    ['the general tile', { brand: 'lunar', purpose: 'general' }, 'Payment Request', '$25'],
    ['nothing at all', { brand: 'coaching' }, 'Payment Request', '$25'],
    [
      'a plan',
      { brand: 'coaching', plan: 'premium', serviceName: 'Premium Coaching', subscriptionId: 's-1' },
      'Monthly Subscription Payment',
      '$44',
    ],
    [
      'a "plan" on Lunar Light, which sells none',
      { brand: 'lunar', plan: 'premium', serviceName: 'Love Reading', priceCents: 3500 },
      'Payment for Love Reading',
      '$35',
    ],
  ] as const)('the zelle draft of %s says "%s" and %s', async (_label, order, subject, dollars) => {
    const { env, calls } = fakeEnv();
    await launchPayment({ method: 'zelle', ...order }, env);
    const url = new URL(calls.navigate[0]);
    expect(url.searchParams.get('subject')).toBe(subject);
    expect(url.searchParams.get('body')).toContain(`I am sending ${dollars} by Zelle`);
    if (subject !== 'Monthly Subscription Payment') expect(url.searchParams.get('body')).not.toMatch(/subscription/i);
  });

  it.each([
    ['credit-card', { bookingId: 'bk 1', brand: 'lunar' }, '/square-payment?bookingId=bk%201&brand=lunar', 'lunar'],
    [
      'card',
      { subscriptionId: 'sub-1', plan: 'premium', brand: 'coaching' },
      '/square-payment?subscriptionId=sub-1&brand=coaching',
      'coaching',
    ],
    ['square', { purpose: 'general', brand: 'lunar' }, '/square-payment?serviceId=general&brand=lunar', 'lunar'],
  ] as const)(
    '%s with an order opens /square-payment for that order, keeping its opener',
    async (method, order, url, brand) => {
      const { env, calls, opened } = fakeEnv();
      const outcome = await launchPayment({ method, serviceName: 'Ignored', priceCents: 100, ...order }, env);
      expect(outcome).toEqual({ status: 'new-tab', url, brand });
      expect(calls.open).toEqual([url]);
      expect(opened()?.opener).toBe('the opener');
      // The window shows the server's quote; the launcher never puts a price or a name in the link.
      expect(url).not.toMatch(/price|serviceName/);
    },
  );

  it.each([
    [
      'a catalogue service alone',
      { serviceId: 'love-reading', serviceName: 'Love Reading', priceCents: 3500, brand: 'lunar' },
    ],
    ['a plan without its subscription', { plan: 'premium', brand: 'coaching' }],
    ['blank ids', { bookingId: ' ', subscriptionId: '', brand: 'coaching' }],
  ] as const)('a card payment for %s is a missing order: logged, nothing opens', async (_label, order) => {
    const { env, calls } = fakeEnv();
    const outcome = await launchPayment({ method: 'credit-card', ...order }, env);
    expect(outcome).toEqual({ status: 'missing-order' });
    expect(calls.errors).toEqual([expect.stringContaining("needs a bookingId, a subscriptionId or purpose 'general'")]);
    expect([...calls.open, ...calls.navigate, ...calls.inApp.map((c) => c.url)]).toEqual([]);
  });

  it('zelle-qr has no page: it asks the caller to show the Zelle QR dialog of the brand', async () => {
    const { env, calls } = fakeEnv();
    const outcome = await launchPayment(
      { method: 'zelle-qr', brand: 'coaching', plan: 'standard', subscriptionId: 's-1' },
      env,
    );
    expect(outcome).toEqual({ status: 'show-zelle-qr', brand: 'coaching' });
    expect(calls.errors).toEqual([]);
    expect([...calls.open, ...calls.navigate]).toEqual([]);
  });

  it('an unknown method is logged and nothing opens', async () => {
    const { env, calls } = fakeEnv();
    const outcome = await launchPayment(
      { method: 'bitcoin', brand: 'lunar', serviceName: 'Love Reading', priceCents: 3500 },
      env,
    );
    expect(outcome).toEqual({ status: 'unknown-method' });
    expect(calls.errors).toEqual(['Unknown payment method: bitcoin']);
    expect([...calls.open, ...calls.navigate, ...calls.inApp.map((c) => c.url)]).toEqual([]);
  });
});

/** A caller built before issue 18: `price` in either §4 form, and maybe no brand (old remotes may still send that). */
const legacy = (options: Omit<LaunchPaymentOptions, 'brand'> & { brand?: BrandId; price?: number | string }) =>
  options as LaunchPaymentOptions;

describe('launchPayment service-line detection (no brand given)', () => {
  it.each([
    ['numeric price, a service, no plan', { serviceName: 'Love Reading', price: 3500 }, 'lunar'],
    ['a "$" string price', { serviceName: 'Strategic Decision Coaching', price: '$25' }, 'coaching'],
    ['a plan', { serviceName: 'Love Reading', price: 2200, plan: 'standard' }, 'coaching'],
    ['no service', { price: 2500 }, 'coaching'],
    ['nothing at all', {}, 'coaching'],
  ] as const)('%s → %s', async (_label, info, brand) => {
    const { env, calls } = fakeEnv();
    const outcome = await launchPayment(legacy({ method: 'venmo', ...info }), env);
    expect(outcome).toMatchObject({ brand });
    expect(calls.open).toEqual([BRANDS[brand].paymentLinks.venmo]);
  });

  it('an explicit brand wins over detection', async () => {
    const { env, calls } = fakeEnv();
    await launchPayment(legacy({ method: 'paypal', brand: 'lunar', price: '$25' }), env);
    expect(calls.open).toEqual([BRANDS.lunar.paymentLinks.paypal]);
  });
});

describe('launchPayment price forms (the Zelle draft states them; an older caller may send either)', () => {
  it.each([
    [4000, '40'],
    ['$40', '40'],
    ['$40.99', '40'],
    [undefined, '25'],
  ] as const)('%s states $%s', async (price, dollars) => {
    const { env, calls } = fakeEnv();
    await launchPayment(
      legacy({ method: 'zelle', brand: 'coaching', serviceName: 'Personal Development Session', price }),
      env,
    );
    expect(new URL(calls.navigate[0]).searchParams.get('body')).toContain(`$${dollars} by Zelle`);
  });
});

describe('launchPayment where it runs', () => {
  it('a blocked pop-up falls back to same-tab navigation', async () => {
    const { env, calls } = fakeEnv({
      open: (url) => {
        calls.open.push(url);
        return null;
      },
    });
    const outcome = await launchPayment({ method: 'venmo', brand: 'coaching' }, env);
    expect(outcome.status).toBe('same-tab');
    expect(calls.navigate).toEqual([BRANDS.coaching.paymentLinks.venmo]);
  });

  it.each([
    ['the native wrapper object', { capacitor: { isNativePlatform: () => true } }],
    ['the app user-agent marker', { userAgent: `${IOS_SAFARI} LunarLightApp` }],
    ['a capacitor:// address', { href: 'capacitor://localhost/lunar-light' }],
  ] as const)('inside the app (%s) it uses the in-app browser with a black toolbar', async (_label, overrides) => {
    const { env, calls } = fakeEnv(overrides);
    const outcome = await launchPayment({ method: 'cashapp', brand: 'lunar' }, env);
    expect(outcome.status).toBe('in-app-browser');
    expect(calls.inApp).toEqual([{ url: 'https://cash.app/$lunarlight', toolbarColor: IN_APP_TOOLBAR_COLOR }]);
    expect(IN_APP_TOOLBAR_COLOR).toBe('#000000');
    expect(calls.open).toEqual([]);
  });

  it('the in-app browser gets an absolute address for our own card route', async () => {
    const { env, calls } = fakeEnv({ capacitor: { isNativePlatform: () => true }, href: 'https://localhost/booking' });
    await launchPayment({ method: 'card', brand: 'lunar', bookingId: 'bk-1' }, env);
    expect(calls.inApp[0].url).toBe('https://localhost/square-payment?bookingId=bk-1&brand=lunar');
  });

  it('window.Capacitor on the web (not native) is a normal browser', async () => {
    const { env, calls } = fakeEnv({ capacitor: { isNativePlatform: () => false } });
    const outcome = await launchPayment({ method: 'venmo', brand: 'lunar' }, env);
    expect(outcome.status).toBe('new-tab');
    expect(calls.inApp).toEqual([]);
  });

  it('a failing in-app browser falls back to direct navigation', async () => {
    const { env, calls } = fakeEnv({
      capacitor: { isNativePlatform: () => true },
      openInAppBrowser: () => Promise.reject(new Error('plugin not implemented')),
    });
    const outcome = await launchPayment({ method: 'paypal', brand: 'coaching' }, env);
    expect(outcome.status).toBe('direct');
    expect(calls.navigate).toEqual([BRANDS.coaching.paymentLinks.paypal]);
  });

  it.each([
    ['Android WebView', ANDROID_WEBVIEW],
    ['iOS WKWebView', IOS_WKWEBVIEW],
  ])('in a mobile web view (%s) it navigates directly', async (_label, userAgent) => {
    const { env, calls } = fakeEnv({ userAgent });
    const outcome = await launchPayment({ method: 'venmo', brand: 'lunar' }, env);
    expect(outcome.status).toBe('direct');
    expect(calls.navigate).toEqual([BRANDS.lunar.paymentLinks.venmo]);
    expect(calls.open).toEqual([]);
  });

  it('mobile Safari is a normal browser (new tab)', async () => {
    const { env } = fakeEnv({ userAgent: IOS_SAFARI });
    expect((await launchPayment({ method: 'venmo', brand: 'lunar' }, env)).status).toBe('new-tab');
  });
});

describe('launchPayment retries', () => {
  it('retries an unexpected error at 50 ms steps and succeeds on a later try', async () => {
    let failures = 2;
    const { env, calls } = fakeEnv({
      open: (url) => {
        calls.open.push(url);
        if (failures-- > 0) throw new Error('transient');
        return { opener: null };
      },
    });
    const outcome = await launchPayment({ method: 'venmo', brand: 'lunar' }, env);
    expect(outcome.status).toBe('new-tab');
    expect(calls.open).toHaveLength(3);
    expect(calls.waits).toEqual([50, 100]);
  });

  it('gives up after the 150 ms step, logs, and reports failure', async () => {
    const { env, calls } = fakeEnv({
      open: (url) => {
        calls.open.push(url);
        throw new Error('always');
      },
    });
    const outcome = await launchPayment({ method: 'venmo', brand: 'lunar' }, env);
    expect(outcome.status).toBe('failed');
    expect(calls.waits).toEqual([...RETRY_DELAYS_MS]);
    expect(RETRY_DELAYS_MS).toEqual([50, 100, 150]);
    expect(calls.open).toHaveLength(4);
    expect(calls.errors).toEqual(['Could not open the venmo payment']);
  });

  it('opens synchronously inside the click, before the promise settles (pop-up blockers)', () => {
    const { env, calls } = fakeEnv();
    void launchPayment({ method: 'venmo', brand: 'lunar' }, env);
    expect(calls.open).toEqual([BRANDS.lunar.paymentLinks.venmo]);
  });
});
