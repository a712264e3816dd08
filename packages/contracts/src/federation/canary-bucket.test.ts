import { bucketCookie, bucketFromCookie, drawBucket } from './canary-bucket';

describe('canary bucket cookie', () => {
  it('reads the bucket among other cookies, and nothing from a malformed or missing one', () => {
    expect(bucketFromCookie('theme=dark; release_bucket=42; x=1')).toBe(42);
    expect(bucketFromCookie('release_bucket=7')).toBe(7);
    expect(bucketFromCookie('release_bucket=100')).toBeNull();
    expect(bucketFromCookie('release_bucket=abc')).toBeNull();
    expect(bucketFromCookie('my_release_bucket=3')).toBeNull();
    expect(bucketFromCookie(undefined)).toBeNull();
  });

  it('draws 0–99 and writes a cookie the server alone reads, Secure over HTTPS', () => {
    const drawn = new Set(Array.from({ length: 2000 }, drawBucket));
    expect(Math.min(...drawn)).toBe(0);
    expect(Math.max(...drawn)).toBe(99);
    expect(bucketCookie(5, false)).toBe('release_bucket=5; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
    expect(bucketCookie(5, true)).toMatch(/; Secure$/);
    expect(bucketFromCookie(bucketCookie(63, true).split(';')[0])).toBe(63);
  });
});
