import { ROUTES } from '@app/contracts';
import { brandForPath, matchRoute, routeTable, setRouteTable } from './matchRoute';

describe('matchRoute', () => {
  it('finds every route of the table by its own path', () => {
    for (const route of ROUTES) expect(matchRoute(route.path.replace(':token', 'abc123'))).toBe(route);
  });

  it('matches a manage link with any token, so the page is preloaded, themed and given its meta', () => {
    expect(matchRoute('/manage/m4nYq2vLx8RkT0aBcD3eFg')?.module).toBe('mfe_coaching/ManageBookingPage');
    expect(matchRoute('/manage/abc123/')?.module).toBe('mfe_coaching/ManageBookingPage');
    expect(matchRoute('/manage')).toBeUndefined();
    expect(matchRoute('/manage/')).toBeUndefined();
    expect(matchRoute('/manage/abc/extra')).toBeUndefined();
  });

  it('ignores case and a trailing slash and matches nothing longer or unknown', () => {
    expect(matchRoute('/Booking')?.module).toBe('mfe_coaching/BookingPage');
    expect(matchRoute('/booking/')?.module).toBe('mfe_coaching/BookingPage');
    expect(matchRoute('/lunar-light/extra')).toBeUndefined();
    expect(matchRoute('/admin')).toBeUndefined();
    expect(matchRoute('/admin/sign-in/x')).toBeUndefined();
    expect(matchRoute('/nope')).toBeUndefined();
  });

  it('wraps the Lunar pages in the Lunar brand and everything else, the 404 page included, in coaching', () => {
    expect(brandForPath('/lunar-light')).toBe('lunar');
    expect(brandForPath('/lunar-terms-of-service')).toBe('lunar');
    expect(brandForPath('/booking')).toBe('coaching');
    expect(brandForPath('/manage/abc')).toBe('coaching');
    expect(brandForPath('/unknown')).toBe('coaching');
  });
});

describe('the route table follows the remotes’ own pages (issue 30)', () => {
  afterEach(() => setRouteTable(ROUTES));

  it('routes a page a remote published after the shell was built, and forgets one it dropped', () => {
    expect(matchRoute('/lunar-gift-cards')).toBeUndefined();
    setRouteTable([
      { path: '/lunar-light', module: 'mfe_lunar/LunarLightPage', brand: 'lunar' },
      {
        path: '/lunar-gift-cards',
        module: 'mfe_lunar/LunarGiftCardsPage' as 'mfe_lunar/LunarLightPage',
        brand: 'lunar',
      },
    ]);
    expect(matchRoute('/lunar-gift-cards')?.module).toBe('mfe_lunar/LunarGiftCardsPage');
    expect(brandForPath('/lunar-gift-cards')).toBe('lunar');
    expect(matchRoute('/booking')).toBeUndefined();
    expect(routeTable()).toHaveLength(2);
  });
});
