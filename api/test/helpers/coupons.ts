import type { CoachCouponDto } from '@app/contracts';
import type { TestApp } from './test-app';

/** Creates a coupon through the console's API (bearer admin); `value` is a percent or whole dollars. */
export async function createCoupon(
  testApp: TestApp,
  authorization: string,
  body: Record<string, unknown>,
): Promise<CoachCouponDto> {
  const response = await testApp.http.post('/api/coach/coupons').set('Authorization', authorization).send(body);
  if (response.status !== 201)
    throw new Error(`coupon not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as CoachCouponDto;
}
