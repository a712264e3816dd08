import {
  COACHING_SERVICES,
  PLANS,
  PSYCHIC_SERVICES,
  type BrandId,
  type CoachCouponDto,
  type CouponScope,
} from '@app/contracts';

/** The console's own words for coupons, beside contracts' COUPON_MESSAGES (which the API shares). */
export const COUPON_TEXT = {
  intro:
    'Codes visitors enter on the booking forms, at checkout and on the plans. The server takes the discount off the price.',
  loadWhat: 'coupons',
  listTitle: 'Your codes',
  listLabel: 'Coupons',
  formLabel: 'Create a coupon',
  createFailed: 'Could not create the coupon',
  deactivateFailed: 'Could not turn the coupon off',
  confirmTitle: (code: string) => `Turn off ${code}?`,
  confirmMessage:
    'Visitors can no longer use this code. Bookings and plans already made with it keep their discount. A code that is off cannot be turned on again.',
  everything: 'All services and plans',
  noExpiry: 'No expiry',
  on: 'On',
  off: 'Off',
  once: 'Once',
  anyTimes: 'Any number of times',
} as const;

/** The catalogue a code can name, for the console's labels and the form's choices. */
export const SERVICES_BY_BRAND: Readonly<Record<BrandId, ReadonlyArray<{ id: string; name: string }>>> = {
  coaching: COACHING_SERVICES,
  lunar: PSYCHIC_SERVICES,
};

function brandOfService(serviceId: string): BrandId | undefined {
  return (Object.keys(SERVICES_BY_BRAND) as BrandId[]).find((b) =>
    SERVICES_BY_BRAND[b].some((s) => s.id === serviceId),
  );
}

/**
 * Where a code applies: a plan's name, a service's name (its brand beside it, as the catalogues share no names but
 * the coach thinks in brands), a brand, or everything. An id the catalogue no longer lists is shown as it is.
 */
/** The monthly plans are the coaching brand's: a coaching-wide code applies to them too (the API's PLAN_BRAND). */
export const PLANS_BRAND: BrandId = 'coaching';

/** The brand-wide choice: "Any Life Coaching service or plan", "Any Lunar Light service". */
export function anyOfBrand(brand: BrandId, brandNames: Record<BrandId, string>): string {
  return `Any ${brandNames[brand]} service${brand === PLANS_BRAND ? ' or plan' : ''}`;
}

export function scopeLabel(scope: CouponScope, brandNames: Record<BrandId, string>): string {
  if (scope.planType) return `${PLANS[scope.planType]?.name ?? scope.planType} plan`;
  if (scope.serviceId) {
    const brand = scope.brand ?? brandOfService(scope.serviceId);
    const service = brand ? SERVICES_BY_BRAND[brand].find((s) => s.id === scope.serviceId) : undefined;
    return brand ? `${service?.name ?? scope.serviceId} · ${brandNames[brand]}` : scope.serviceId;
  }
  return scope.brand ? anyOfBrand(scope.brand, brandNames) : COUPON_TEXT.everything;
}

const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Dec 31", with the year when it is not this one; built from the date key, so no zone moves the day. */
function shortDay(date: string, today: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = Date.UTC(y, m - 1, d);
  if (Number.isNaN(t)) return date;
  return (date.slice(0, 4) === today.slice(0, 4) ? dayMonth : dayMonthYear).format(t);
}

/** The code's last day (ET) against today's date in business time (both YYYY-MM-DD). */
function isExpired(coupon: Pick<CoachCouponDto, 'expiresOn'>, today: string): boolean {
  return coupon.expiresOn !== null && coupon.expiresOn < today;
}

/** "until Dec 31", "expired Nov 2", "no expiry". */
export function expiryLabel(coupon: Pick<CoachCouponDto, 'expiresOn'>, today: string): string {
  if (!coupon.expiresOn) return COUPON_TEXT.noExpiry;
  const day = shortDay(coupon.expiresOn, today);
  return isExpired(coupon, today) ? `Expired ${day}` : `Until ${day}`;
}

function isUsedUp(coupon: Pick<CoachCouponDto, 'uses' | 'maxUses'>): boolean {
  return coupon.maxUses !== null && coupon.uses >= coupon.maxUses;
}

/** "3 of 10 used", "3 used" (no limit). */
export function usesLabel(coupon: Pick<CoachCouponDto, 'uses' | 'maxUses'>): string {
  return coupon.maxUses === null ? `${coupon.uses} used` : `${coupon.uses} of ${coupon.maxUses} used`;
}

/** The one word on a coupon's state: off (the coach's), expired or used up (by itself), or on. */
export function stateLabel(coupon: CoachCouponDto, today: string): { label: string; live: boolean } {
  if (!coupon.active) return { label: COUPON_TEXT.off, live: false };
  if (isExpired(coupon, today)) return { label: 'Expired', live: false };
  if (isUsedUp(coupon)) return { label: 'Used up', live: false };
  return { label: COUPON_TEXT.on, live: true };
}
