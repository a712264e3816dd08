/**
 * Monthly coaching plans (SPEC §3 "Plan catalogue", §9 "Plans and prices").
 * The server derives price and allowances from `planType` alone (DESIGN §3) using this table, so the plan
 * cards and the charge can never disagree.
 */

export const PLAN_TYPES = ['standard', 'premium'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface PlanAllowances {
  questionsAllowedPerDay: number;
  videosAllowedPerMonth: number;
}

export interface PlanDto extends PlanAllowances {
  id: PlanType;
  name: string;
  /** Integer cents per month. */
  price: number;
  features: readonly string[];
  /** The "Most Popular" badge (§2). */
  popular: boolean;
}

export const PLANS: Readonly<Record<PlanType, PlanDto>> = {
  standard: {
    id: 'standard',
    name: 'Standard Coaching',
    price: 2200,
    questionsAllowedPerDay: 2,
    videosAllowedPerMonth: 0,
    features: [
      '2 chat questions per day',
      'Direct access to your coach',
      'Same-day responses',
      'Personal guidance',
      'Cancel anytime',
    ],
    popular: false,
  },
  premium: {
    id: 'premium',
    name: 'Premium Coaching',
    price: 4400,
    questionsAllowedPerDay: 3,
    videosAllowedPerMonth: 2,
    features: [
      '3 questions per day',
      '2 personal video sessions per month',
      'Priority response',
      'Advanced strategies',
      'Cancel anytime',
    ],
    popular: true,
  },
};

/**
 * The features a plan card can promise: a monthly video session is a call in the coach's meeting room, so with no
 * room configured (`videoCalls` false) it is left out rather than sold undeliverable (issue 29).
 */
export function offeredPlanFeatures(plan: PlanDto, videoCalls: boolean): readonly string[] {
  return videoCalls ? plan.features : plan.features.filter((f) => !/\bvideo\b/i.test(f));
}

/** Display order of the plan cards. */
export const PLAN_LIST: readonly PlanDto[] = PLAN_TYPES.map((t) => PLANS[t]);

/** §4: the plan chooser starts on standard. */
export const DEFAULT_PLAN_TYPE: PlanType = 'standard';

export function isPlanType(value: unknown): value is PlanType {
  return value === 'standard' || value === 'premium';
}

export function planAllowances(planType: PlanType): PlanAllowances {
  const { questionsAllowedPerDay, videosAllowedPerMonth } = PLANS[planType];
  return { questionsAllowedPerDay, videosAllowedPerMonth };
}

/**
 * §9: a term is one calendar month. Adds one month in UTC and clamps to the month's last day, so Jan 31
 * renews on Feb 28/29 instead of rolling over into March as `setUTCMonth` would.
 */
export function oneMonthFrom(start: Date): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(start.getTime());
  d.setUTCFullYear(y, m, Math.min(start.getUTCDate(), lastDay));
  return d;
}
