import { ROUTES, brandForPath, matchRoute } from './routeTable';

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
    const paths = ROUTES.map((r) => r.path);
    for (const route of specRoutes) expect(paths).toContain(route);
    for (const r of ROUTES) expect(r.module).toMatch(/^mfe_(coaching|lunar|payments|admin)\/[A-Z]\w+$/);
  });

  it('wraps the lunar pages in the lunar brand and everything else in coaching', () => {
    expect(brandForPath('/lunar-light')).toBe('lunar');
    expect(brandForPath('/lunar-terms-of-service')).toBe('lunar');
    expect(brandForPath('/booking')).toBe('coaching');
    expect(brandForPath('/unknown')).toBe('coaching');
  });

  it('matches routes with parameters and nothing else', () => {
    expect(matchRoute('/manage/abc123')?.module).toBe('mfe_coaching/ManageBookingPage');
    expect(matchRoute('/lunar-light')?.module).toBe('mfe_lunar/LunarLightPage');
    expect(matchRoute('/manage')).toBeUndefined();
    expect(matchRoute('/lunar-light/extra')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
  });
});
