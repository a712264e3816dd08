import { type CoachCouponDto, COUPON_MESSAGES, CSRF_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { adminAuthorization, adminCookieSession } from './helpers/admin-session';
import { createCoupon } from './helpers/coupons';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/** Monday 2027-01-11, 10:00 AM ET. */
const NOW = '2027-01-11T15:00:00Z';

describe('coupons: quote and console (integration)', () => {
  let sut: TestApp;
  let authorization: string;
  let db: DataSource;

  const quote = (query: Record<string, string | undefined>) => sut.http.get('/api/coupons/quote').query(query);

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  describe('the console', () => {
    it('answers 401 without an admin session, on every route', async () => {
      for (const call of [
        sut.http.get('/api/coach/coupons'),
        sut.http.post('/api/coach/coupons').send({ code: 'NOPE1', kind: 'percent', value: 10 }),
        sut.http.post('/api/coach/coupons/00000000-0000-4000-8000-000000000000/deactivate'),
      ]) {
        const response = await call.expect(401);
        expect(response.body).toMatchObject({ code: 'AUTH_REQUIRED' });
      }
      expect(await db.query(`SELECT 1 FROM coupon WHERE code = 'NOPE1'`)).toHaveLength(0);
    });

    it('answers 403 to a cookie session without its CSRF token, and creates with it', async () => {
      const admin = await adminCookieSession(sut);
      const { 'X-CSRF-Token': _token, ...withoutToken } = admin.writeHeaders;
      const body = { code: 'cookie10', kind: 'percent', value: 10 };
      const refused = await sut.http.post('/api/coach/coupons').set(withoutToken).send(body).expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'CSRF_TOKEN_INVALID',
        message: CSRF_MESSAGES.invalidToken,
      });
      const created = await sut.http.post('/api/coach/coupons').set(admin.writeHeaders).send(body).expect(201);
      expect(created.body).toMatchObject({ code: 'COOKIE10', kind: 'percent', value: 10 });
      const listed = await sut.http.get('/api/coach/coupons').set('Cookie', admin.cookie).expect(200);
      expect((listed.body as CoachCouponDto[]).map((c) => c.code)).toContain('COOKIE10');
    });

    it('creates a fixed coupon in cents, lists newest first with uses, and turns one off', async () => {
      const fixed = await createCoupon(sut, authorization, {
        code: ' five-off ',
        kind: 'fixed',
        value: 5,
        brand: 'lunar',
        expiresOn: '2027-01-31',
        maxUses: 3,
        oncePerEmail: false,
      });
      expect(fixed).toEqual({
        id: expect.any(String),
        code: 'FIVE-OFF',
        kind: 'fixed',
        value: 500,
        description: '$5 off',
        brand: 'lunar',
        serviceId: null,
        planType: null,
        expiresOn: '2027-01-31',
        maxUses: 3,
        uses: 0,
        oncePerEmail: false,
        active: true,
        createdAt: NOW.replace('Z', '.000Z'),
      } satisfies CoachCouponDto);
      setNow(sut, '2027-01-11T15:00:01Z');
      const later = await createCoupon(sut, authorization, { code: 'LATER', kind: 'percent', value: 15 });
      expect(later).toMatchObject({ oncePerEmail: true, maxUses: null, expiresOn: null, brand: null });

      const list = (await sut.http.get('/api/coach/coupons').set('Authorization', authorization).expect(200))
        .body as CoachCouponDto[];
      expect(list.findIndex((c) => c.code === 'LATER')).toBeLessThan(list.findIndex((c) => c.code === 'FIVE-OFF'));

      const off = await sut.http
        .post(`/api/coach/coupons/${fixed.id}/deactivate`)
        .set('Authorization', authorization)
        .expect(200);
      expect(off.body).toMatchObject({ code: 'FIVE-OFF', active: false });
      const invalid = await quote({ code: 'five-off', serviceId: 'three-card-tarot' }).expect(400);
      expect(invalid.body).toMatchObject({ code: 'COUPON_INVALID', message: COUPON_MESSAGES.codeInvalid });

      const missing = await sut.http
        .post('/api/coach/coupons/00000000-0000-4000-8000-000000000000/deactivate')
        .set('Authorization', authorization)
        .expect(404);
      expect(missing.body).toMatchObject({ code: 'COUPON_NOT_FOUND', message: COUPON_MESSAGES.notFound });
      await sut.http.post('/api/coach/coupons/not-a-uuid/deactivate').set('Authorization', authorization).expect(404);
    });

    it('refuses a duplicate code (any case) with 409 COUPON_EXISTS, also when two arrive at once', async () => {
      await createCoupon(sut, authorization, { code: 'TWICE', kind: 'percent', value: 10 });
      const again = await sut.http
        .post('/api/coach/coupons')
        .set('Authorization', authorization)
        .send({ code: 'twice', kind: 'fixed', value: 3 })
        .expect(409);
      expect(again.body).toMatchObject({ code: 'COUPON_EXISTS', message: COUPON_MESSAGES.codeExists });

      const race = await Promise.all(
        Array.from({ length: 8 }, () =>
          sut.http
            .post('/api/coach/coupons')
            .set('Authorization', authorization)
            .send({ code: 'RACE-CODE', kind: 'percent', value: 5 }),
        ),
      );
      expect(race.filter((r) => r.status === 201)).toHaveLength(1);
      expect(race.filter((r) => r.status === 409)).toHaveLength(7);
    });

    it.each([
      [{ code: 'ab', kind: 'percent', value: 10 }, 'code', COUPON_MESSAGES.codeRequired],
      [{ code: 'BAD CODE', kind: 'percent', value: 10 }, 'code', COUPON_MESSAGES.codeRequired],
      // NUL is refused for any field before the schema runs (common/request-shape), in its own words.
      [{ code: 'NUL\u0000X', kind: 'percent', value: 10 }, 'code', null],
      [{ code: 'X'.repeat(5000), kind: 'percent', value: 10 }, 'code', COUPON_MESSAGES.codeRequired],
      [{ code: 'KIND1', kind: 'bogus', value: 10 }, 'kind', COUPON_MESSAGES.kindRequired],
      [{ code: 'PCT1', kind: 'percent', value: 101 }, 'value', COUPON_MESSAGES.percentRange],
      [{ code: 'PCT2', kind: 'percent', value: 0 }, 'value', COUPON_MESSAGES.percentRange],
      [{ code: 'PCT3', kind: 'percent', value: 12.5 }, 'value', COUPON_MESSAGES.percentRange],
      [{ code: 'FIX1', kind: 'fixed', value: 1e308 }, 'value', COUPON_MESSAGES.amountRange],
      [{ code: 'FIX2', kind: 'fixed', value: 'lots' }, 'value', COUPON_MESSAGES.amountRange],
      [{ code: 'USES1', kind: 'percent', value: 10, maxUses: 0 }, 'maxUses', COUPON_MESSAGES.maxUsesRange],
      [{ code: 'USES2', kind: 'percent', value: 10, maxUses: 1e12 }, 'maxUses', COUPON_MESSAGES.maxUsesRange],
      [
        { code: 'EXP1', kind: 'percent', value: 10, expiresOn: '2027-02-30' },
        'expiresOn',
        COUPON_MESSAGES.expiryInvalid,
      ],
      [
        { code: 'EXP2', kind: 'percent', value: 10, expiresOn: '2027-01-10' },
        'expiresOn',
        COUPON_MESSAGES.expiryInvalid,
      ],
      [{ code: 'EXP3', kind: 'percent', value: 10, expiresOn: 'soon' }, 'expiresOn', COUPON_MESSAGES.expiryInvalid],
      [{ code: 'SCOPE1', kind: 'percent', value: 10, brand: 'nope' }, 'brand', COUPON_MESSAGES.scopeInvalid],
      [{ code: 'SCOPE2', kind: 'percent', value: 10, serviceId: 'no-such' }, 'serviceId', COUPON_MESSAGES.scopeInvalid],
      [
        { code: 'SCOPE3', kind: 'percent', value: 10, brand: 'coaching', serviceId: 'three-card-tarot' },
        'serviceId',
        COUPON_MESSAGES.scopeInvalid,
      ],
      [
        { code: 'SCOPE4', kind: 'percent', value: 10, brand: 'lunar', planType: 'premium' },
        'serviceId',
        COUPON_MESSAGES.scopeInvalid,
      ],
    ])('refuses bad create #%# with 400 on its field, never a 500', async (body, field, message) => {
      const response = await sut.http
        .post('/api/coach/coupons')
        .set('Authorization', authorization)
        .send(body)
        .expect(400);
      if (message) expect((response.body as { errors?: Record<string, string> }).errors?.[field]).toBe(message);
    });

    it('accepts an expiry of today (it works until midnight ET tonight)', async () => {
      await createCoupon(sut, authorization, { code: 'TODAY', kind: 'percent', value: 10, expiresOn: '2027-01-11' });
    });
  });

  describe('the quote', () => {
    beforeAll(async () => {
      setNow(sut, NOW);
      await createCoupon(sut, authorization, { code: 'Q20', kind: 'percent', value: 20 });
      await createCoupon(sut, authorization, { code: 'QFIX', kind: 'fixed', value: 30 });
      await createCoupon(sut, authorization, { code: 'QLUNAR', kind: 'percent', value: 50, brand: 'lunar' });
      await createCoupon(sut, authorization, {
        code: 'QTAROT',
        kind: 'fixed',
        value: 2,
        serviceId: 'three-card-tarot',
      });
      await createCoupon(sut, authorization, { code: 'QPREMIUM', kind: 'percent', value: 25, planType: 'premium' });
      await createCoupon(sut, authorization, { code: 'QEXP', kind: 'percent', value: 10, expiresOn: '2027-01-12' });
      jest.restoreAllMocks();
    });

    it('prices a service with a percent code, and a plan, from the server catalogue', async () => {
      const response = await quote({ code: ' q20 ', serviceId: 'strategic-decision' }).expect(200);
      expect(response.body).toEqual({
        code: 'Q20',
        description: '20% off',
        priceCents: 2500,
        discountCents: 500,
        totalCents: 2000,
      });
      const plan = await quote({ code: 'QPREMIUM', planType: 'premium' }).expect(200);
      expect(plan.body).toEqual({
        code: 'QPREMIUM',
        description: '25% off',
        priceCents: 4400,
        discountCents: 1100,
        totalCents: 3300,
      });
    });

    it('caps a fixed amount at the price', async () => {
      const response = await quote({ code: 'QFIX', serviceId: 'strategic-decision' }).expect(200);
      expect(response.body).toMatchObject({ description: '$30 off', discountCents: 2500, totalCents: 0 });
    });

    it('answers the exact texts: invalid, not applicable, expired (driven by the clock)', async () => {
      const unknown = await quote({ code: 'NOSUCH', serviceId: 'strategic-decision' }).expect(400);
      expect(unknown.body).toMatchObject({ code: 'COUPON_INVALID', message: COUPON_MESSAGES.codeInvalid });

      for (const query of [
        { code: 'QLUNAR', serviceId: 'strategic-decision' },
        { code: 'QLUNAR', planType: 'premium' },
        { code: 'QTAROT', serviceId: 'strategic-decision' },
        { code: 'QPREMIUM', planType: 'standard' },
        { code: 'QPREMIUM', serviceId: 'strategic-decision' },
        { code: 'Q20' },
        { code: 'Q20', serviceId: 'no-such-service' },
        { code: 'Q20', serviceId: 'three-card-tarot', brand: 'coaching' },
      ]) {
        const response = await quote(query).expect(400);
        expect(response.body).toMatchObject({
          code: 'COUPON_NOT_APPLICABLE',
          message: COUPON_MESSAGES.codeNotApplicable,
        });
      }
      await quote({ code: 'QTAROT', serviceId: 'three-card-tarot' }).expect(200);
      await quote({ code: 'QLUNAR', serviceId: 'three-card-tarot', brand: 'lunar' }).expect(200);

      // The last day is Tuesday 12th, Eastern: still good at 11:59 PM ET, expired at midnight.
      setNow(sut, '2027-01-13T04:59:59Z');
      await quote({ code: 'QEXP', serviceId: 'strategic-decision' }).expect(200);
      setNow(sut, '2027-01-13T05:00:00Z');
      const expired = await quote({ code: 'QEXP', serviceId: 'strategic-decision' }).expect(400);
      expect(expired.body).toMatchObject({ code: 'COUPON_EXPIRED', message: COUPON_MESSAGES.codeExpired });
    });

    it('answers 400, never a 500, to malformed codes and parameters', async () => {
      for (const query of [
        {},
        { code: '' },
        { code: 'a' },
        { code: 'has space' },
        { code: 'NUL\u0000CODE' },
        { code: '%00' },
        { code: 'X'.repeat(10_000) },
        { code: "Q20' OR 1=1 --" },
        { code: 'Q20', planType: 'gold' },
        { code: 'Q20', brand: 'acme' },
        { code: 'Q20', serviceId: 'x'.repeat(500) },
      ]) {
        const response = await quote(query);
        expect([response.status, query]).toEqual([400, query]);
      }
      const twice = await sut.http.get('/api/coupons/quote?code=Q20&code=Q20&serviceId=strategic-decision');
      expect(twice.status).toBeLessThan(500);
    });
  });
});
