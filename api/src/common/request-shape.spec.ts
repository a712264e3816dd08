import { bracketedQueryKey, nulBodyField, nulQueryKey } from './request-shape';

describe(bracketedQueryKey.name, () => {
  it('names the first bracketed key, encoded or not', () => {
    expect(bracketedQueryKey('/api/subscriptions?email[]=a@x.co')).toBe('email[]');
    expect(bracketedQueryKey('/api/subscriptions?brand=x&email%5B0%5D=a@x.co')).toBe('email[0]');
    expect(bracketedQueryKey('/api/x?filter[email]=a')).toBe('filter[email]');
  });

  it('lets plain keys through, brackets in values included', () => {
    expect(bracketedQueryKey('/api/subscriptions?email=a@x.co&q=[x]')).toBeNull();
    expect(bracketedQueryKey('/api/time-slots')).toBeNull();
    expect(bracketedQueryKey('/api/x?%zz=1')).toBeNull();
  });
});

describe(nulQueryKey.name, () => {
  it('names the key whose name or value decodes to a NUL', () => {
    expect(nulQueryKey('/api/coach/bookings?brand=coaching&q=%00')).toBe('q');
    expect(nulQueryKey('/api/coach/bookings?q=a%00b')).toBe('q');
    expect(nulQueryKey('/api/x?a%00=1')).toBe('a\u0000');
  });

  it('lets text without one through, a malformed escape included', () => {
    expect(nulQueryKey('/api/coach/bookings?q=%25 00&x=%zz')).toBeNull();
    expect(nulQueryKey('/api/time-slots')).toBeNull();
  });
});

describe(nulBodyField.name, () => {
  it('names the first string holding a NUL, however deep, keys included', () => {
    expect(nulBodyField({ name: 'Ann', message: 'hi\u0000' })).toBe('message');
    expect(nulBodyField({ items: [{ name: 'a' }, { name: '\u0000' }] })).toBe('items.1.name');
    expect(nulBodyField({ ['x\u0000']: 1 })).toBe('x\u0000');
    expect(nulBodyField('\u0000')).toBe('body');
  });

  it('is null for bodies without one', () => {
    expect(nulBodyField({ name: 'Ann', tags: ['a', 1, null, true], nested: { a: 'b' } })).toBeNull();
    expect(nulBodyField(undefined)).toBeNull();
  });
});
