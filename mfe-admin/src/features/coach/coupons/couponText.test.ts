import { expiryLabel, scopeLabel, stateLabel, usesLabel } from './couponText';
import { coachCoupon } from './fakeCoupons';

const NAMES = { coaching: 'Life Coaching', lunar: 'Lunar Light' };
const TODAY = '2026-11-28';

describe('couponText', () => {
  it('names where a code applies: everything, a brand, a service with its brand, or a plan', () => {
    const none = { brand: null, serviceId: null, planType: null };
    expect(scopeLabel(none, NAMES)).toBe('All services and plans');
    expect(scopeLabel({ ...none, brand: 'coaching' }, NAMES)).toBe('Any Life Coaching service or plan');
    expect(scopeLabel({ ...none, brand: 'lunar' }, NAMES)).toBe('Any Lunar Light service');
    expect(scopeLabel({ ...none, serviceId: 'love-reading' }, NAMES)).toBe('Love Reading · Lunar Light');
    expect(scopeLabel({ ...none, brand: 'coaching', serviceId: 'quick-chat' }, NAMES)).toBe(
      '3 Questions Chat · Life Coaching',
    );
    expect(scopeLabel({ ...none, planType: 'standard' }, NAMES)).toBe('Standard Coaching plan');
    expect(scopeLabel({ ...none, serviceId: 'retired-service' }, NAMES)).toBe('retired-service');
  });

  it('says until when, with the year only when it is not this one, and expired from the next day on', () => {
    expect(expiryLabel({ expiresOn: null }, TODAY)).toBe('No expiry');
    expect(expiryLabel({ expiresOn: '2026-12-31' }, TODAY)).toBe('Until Dec 31');
    expect(expiryLabel({ expiresOn: '2027-01-15' }, TODAY)).toBe('Until Jan 15, 2027');
    expect(expiryLabel({ expiresOn: TODAY }, TODAY)).toBe('Until Nov 28');
    expect(expiryLabel({ expiresOn: '2026-11-27' }, TODAY)).toBe('Expired Nov 27');
  });

  it('counts uses against the limit, if any', () => {
    expect(usesLabel({ uses: 3, maxUses: 10 })).toBe('3 of 10 used');
    expect(usesLabel({ uses: 3, maxUses: null })).toBe('3 used');
  });

  it('gives one state: off before expired before used up before on', () => {
    expect(stateLabel(coachCoupon(), TODAY)).toEqual({ label: 'On', live: true });
    expect(stateLabel(coachCoupon({ uses: 5, maxUses: 5 }), TODAY).label).toBe('Used up');
    expect(stateLabel(coachCoupon({ uses: 5, maxUses: 5, expiresOn: '2026-01-01' }), TODAY).label).toBe('Expired');
    expect(stateLabel(coachCoupon({ active: false, expiresOn: '2026-01-01' }), TODAY).label).toBe('Off');
  });
});
