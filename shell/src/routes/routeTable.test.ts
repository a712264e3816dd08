import { routeTable } from './routeTable';
import { ROUTE_MODULE_META, markedRouteModule } from './routeMark';

describe('route table', () => {
  it('maps every route of SPEC §2 to a remote expose', () => {
    const specRoutes = [
      '/',
      '/lunar-light',
      '/lunar-booking',
      '/booking',
      '/checkout',
      '/subscriptions',
      '/chat-session',
      '/test-chat',
      '/testing-admin',
      '/square-payment',
      '/test-fixes',
      '/success',
      '/privacy-policy',
      '/terms-of-service',
      '/lunar-privacy-policy',
      '/lunar-terms-of-service',
    ];
    const paths = routeTable().map((r) => r.path);
    for (const route of specRoutes) expect(paths).toContain(route);
  });
});

describe("the server's route mark (the first script's preload)", () => {
  /** A document as the server writes it: with the route's meta, or without one (the 404 page). */
  const page = (module?: string) => {
    const doc = document.implementation.createHTMLDocument();
    if (module !== undefined) {
      const meta = doc.createElement('meta');
      meta.name = ROUTE_MODULE_META;
      meta.content = module;
      doc.head.appendChild(meta);
    }
    return doc;
  };

  it('names the page module the server matched, a manage link included', () => {
    expect(markedRouteModule(page('mfe_coaching/ManageBookingPage'))).toBe('mfe_coaching/ManageBookingPage');
  });

  it('preloads a page a remote published after this shell was built', () => {
    expect(markedRouteModule(page('mfe_lunar/LunarGiftCardsPage'))).toBe('mfe_lunar/LunarGiftCardsPage');
  });

  it('preloads nothing on the 404 page, for an expose that is not a page, or for an unknown remote', () => {
    expect(markedRouteModule(page())).toBeUndefined();
    expect(markedRouteModule(page('mfe_payments/launchPayment'))).toBeUndefined();
    expect(markedRouteModule(page('mfe_payments/PaymentOptions'))).toBeUndefined();
    expect(markedRouteModule(page('mfe_evil/HomePage'))).toBeUndefined();
    expect(markedRouteModule(page('https://evil.example/x.js'))).toBeUndefined();
  });
});
