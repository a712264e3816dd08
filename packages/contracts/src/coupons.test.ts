import { COUPON_MESSAGES, couponDiscountCents, describeCoupon, normalizeCouponCode } from './coupons';
import { couponCreateSchema, couponQuoteQuerySchema, optionalCouponCode } from './coupons-schemas';

describe('couponDiscountCents', () => {
  it('takes a percent of the price, rounding half a cent up', () => {
    expect(couponDiscountCents(2500, { kind: 'percent', value: 20 })).toBe(500);
    expect(couponDiscountCents(999, { kind: 'percent', value: 15 })).toBe(150); // 149.85
    expect(couponDiscountCents(1001, { kind: 'percent', value: 50 })).toBe(501); // 500.5 → up
    expect(couponDiscountCents(3, { kind: 'percent', value: 1 })).toBe(0); // 0.03
  });

  it('gives everything at 100% and never more than the price', () => {
    expect(couponDiscountCents(2500, { kind: 'percent', value: 100 })).toBe(2500);
    expect(couponDiscountCents(2500, { kind: 'fixed', value: 3000 })).toBe(2500);
    expect(couponDiscountCents(2500, { kind: 'fixed', value: 500 })).toBe(500);
  });

  it('is never negative, and nothing comes off a free price', () => {
    expect(couponDiscountCents(0, { kind: 'fixed', value: 500 })).toBe(0);
    expect(couponDiscountCents(-100, { kind: 'percent', value: 50 })).toBe(0);
    expect(couponDiscountCents(2500, { kind: 'fixed', value: -5 })).toBe(0);
  });
});

describe('describeCoupon', () => {
  it('says percent or whole dollars off', () => {
    expect(describeCoupon({ kind: 'percent', value: 20 })).toBe('20% off');
    expect(describeCoupon({ kind: 'fixed', value: 500 })).toBe('$5 off');
    expect(describeCoupon({ kind: 'fixed', value: 100_000 })).toBe('$1000 off');
  });
});

describe('codes', () => {
  it('normalises to trimmed upper case', () => {
    expect(normalizeCouponCode('  spring20 ')).toBe('SPRING20');
  });

  it('an optional code: blank is none; a malformed one is refused in the words of an invalid code', async () => {
    const field = optionalCouponCode();
    expect(await field.validate('   ')).toBeUndefined();
    expect(await field.validate(' spring-20 ')).toBe('SPRING-20');
    for (const bad of ['ab', 'has space', 'x'.repeat(33), 'NUL\u0000X', '-LEADING']) {
      await expect(field.validate(bad)).rejects.toThrow(COUPON_MESSAGES.codeInvalid);
    }
  });

  it('the quote requires a well-formed code', async () => {
    await expect(couponQuoteQuerySchema.validate({})).rejects.toThrow(COUPON_MESSAGES.codeInvalid);
    expect(await couponQuoteQuerySchema.validate({ code: 'q20', serviceId: 'x' })).toMatchObject({ code: 'Q20' });
  });

  it('the console: percent 1–100, fixed whole dollars 1–1000, uses 1–100000 or none', async () => {
    const base = { code: 'c10', kind: 'percent', value: 10 };
    expect(await couponCreateSchema.validate(base)).toMatchObject({ code: 'C10', oncePerEmail: true });
    await expect(couponCreateSchema.validate({ ...base, value: 101 })).rejects.toThrow(COUPON_MESSAGES.percentRange);
    await expect(couponCreateSchema.validate({ ...base, kind: 'fixed', value: 1001 })).rejects.toThrow(
      COUPON_MESSAGES.amountRange,
    );
    expect((await couponCreateSchema.validate({ ...base, maxUses: '' })).maxUses).toBeUndefined();
    await expect(couponCreateSchema.validate({ ...base, maxUses: 0 })).rejects.toThrow(COUPON_MESSAGES.maxUsesRange);
  });
});
