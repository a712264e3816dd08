/** @jest-environment node */
import { isTrackingParam, meaningfulSearch } from './tracking-params';

describe('tracking parameters', () => {
  it('drops what campaigns add and keeps what pages read', () => {
    expect(meaningfulSearch('?utm_source=news&utm_medium=mail&fbclid=abc&gclid=x&ref=home')).toBe('');
    expect(meaningfulSearch('?UTM_Campaign=fall&msclkid=1')).toBe('');
    expect(meaningfulSearch('?amount=25&utm_source=ad&service=Strategic%20Decision%20Coaching')).toBe(
      '?amount=25&service=Strategic+Decision+Coaching',
    );
    expect(meaningfulSearch('?date=2026-11-30&slot=abc')).toBe('?date=2026-11-30&slot=abc');
    expect(meaningfulSearch('')).toBe('');
  });

  it('does not mistake a parameter that only starts like one', () => {
    expect(isTrackingParam('reference')).toBe(false);
    expect(isTrackingParam('utm')).toBe(false);
    expect(isTrackingParam('utm_term')).toBe(true);
  });
});
