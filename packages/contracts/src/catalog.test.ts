import { COACHING_SERVICES, centsToDollars, formatDollars } from './catalog';
import { brandsFromEnv, telHref } from './brands';

describe('catalogue', () => {
  it('prices the four coaching services as SPEC §9 says', () => {
    const byId = Object.fromEntries(COACHING_SERVICES.map((s) => [s.id, [s.price, s.duration, s.type]]));
    expect(byId).toEqual({
      'strategic-decision': [2500, 10, 'strategy'],
      'personal-development': [4000, 15, 'development'],
      'video-coaching': [1500, 5, 'video'],
      'quick-chat': [1100, 5, 'chat'],
    });
  });

  it('shows cents as whole dollars', () => {
    expect(centsToDollars(2500)).toBe(25);
    expect(formatDollars(1100)).toBe('$11');
  });
});

describe('brand settings', () => {
  it('applies environment overrides per brand', () => {
    const brands = brandsFromEnv({ BRAND_LUNAR_PHONE: '(555) 999-0000', BRAND_COACHING_VENMO_URL: 'https://v/x' });
    expect(brands.lunar.phone).toBe('(555) 999-0000');
    expect(brands.coaching.phone).not.toBe('(555) 999-0000');
    expect(brands.coaching.paymentLinks.venmo).toBe('https://v/x');
    expect(brands.coaching.tagline).toBe('Professional Life Coaching Services');
  });

  it('builds tel links from display numbers', () => {
    expect(telHref('(555) 010-2200')).toBe('tel:5550102200');
  });
});
