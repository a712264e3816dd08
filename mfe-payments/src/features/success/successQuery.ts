import { PLANS, isPlanType, type BrandId, type PlanType } from '@app/contracts';

export interface SuccessDetails {
  serviceName?: string;
  /** Whole dollars. */
  amount?: number;
  plan?: PlanType;
  brand: BrandId;
}

/**
 * /success?service&amount[&plan][&brand=lunar]. The card window and other flows link here with what was paid;
 * serviceName/price are accepted too, so a /square-payment query can be forwarded as it is.
 */
export function readSuccessQuery(search: URLSearchParams): SuccessDetails {
  const plan = search.get('plan') ?? undefined;
  const validPlan = isPlanType(plan) ? plan : undefined;
  const amount = parseInt(search.get('amount') ?? search.get('price') ?? '', 10);
  const serviceName = (search.get('service') ?? search.get('serviceName'))?.trim() || undefined;
  return {
    serviceName: serviceName ?? (validPlan ? PLANS[validPlan].name : undefined),
    amount: Number.isFinite(amount) && amount >= 0 ? amount : undefined,
    plan: validPlan,
    brand: search.get('brand') === 'lunar' ? 'lunar' : 'coaching',
  };
}

export function paidSentence({ serviceName, amount, plan }: SuccessDetails): string {
  if (serviceName && amount !== undefined) return `You paid $${amount} for ${serviceName}${plan ? ' (monthly plan)' : ''}.`;
  if (serviceName) return `Your payment for ${serviceName} has been received.`;
  if (amount !== undefined) return `Your payment of $${amount} has been received.`;
  return 'Your payment has been received.';
}
