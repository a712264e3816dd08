import { matchPath } from 'react-router-dom';
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
  });

  it('wraps the lunar pages in the lunar brand and everything else in coaching', () => {
    expect(brandForPath('/lunar-light')).toBe('lunar');
    expect(brandForPath('/lunar-terms-of-service')).toBe('lunar');
    expect(brandForPath('/booking')).toBe('coaching');
    expect(brandForPath('/unknown')).toBe('coaching');
  });

  it("matches every path as react-router's matchPath does (so /manage/:token is preloaded and themed)", () => {
    const samples = [
      ...ROUTES.map((r) => r.path.replace(':token', 'abc123')),
      '/manage/abc123/',
      '/Booking',
      '/booking/',
      '/manage',
      '/manage/',
      '/lunar-light/extra',
      '/nope',
      '/admin',
      '/admin/sign-in/x',
    ];
    for (const pathname of samples) {
      const expected = ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname))?.module;
      expect([pathname, matchRoute(pathname)?.module]).toEqual([pathname, expected]);
    }
    expect(matchRoute('/manage/abc123')?.module).toBe('mfe_coaching/ManageBookingPage');
  });
});
