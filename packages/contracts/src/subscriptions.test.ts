import { PLANS, PLAN_LIST, oneMonthFrom, planAllowances } from './plans';
import {
  COACH_SUBSCRIPTION_MESSAGES,
  coachCancelSubscriptionSchema,
  coachRenewSubscriptionSchema,
  coachSubscribersQuerySchema,
  subscriberStanding,
  subscriptionCheckoutSchema,
  subscriptionFormSchema,
  subscriptionLookupSchema,
  subscriptionQuestionSchema,
  toConversation,
  type SubscriptionMessageDto,
} from './subscriptions';
import { validateWith } from './validation';

const valid = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '',
  planType: 'premium',
  price: 4400,
  status: 'active',
  questionsAllowedPerDay: 3,
  videosAllowedPerMonth: 2,
  expiresAt: '2026-12-19T12:00:00.000Z',
  paymentMethod: 'pending',
};

const errors = (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('plans', () => {
  it('matches §3/§9', () => {
    expect(PLAN_LIST.map((p) => [p.id, p.name, p.price, p.questionsAllowedPerDay, p.videosAllowedPerMonth])).toEqual([
      ['standard', 'Standard Coaching', 2200, 2, 0],
      ['premium', 'Premium Coaching', 4400, 3, 2],
    ]);
    expect(PLANS.premium.popular).toBe(true);
    expect(planAllowances('standard')).toEqual({ questionsAllowedPerDay: 2, videosAllowedPerMonth: 0 });
  });

  it('adds one calendar month, clamping to month end', () => {
    expect(oneMonthFrom(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthFrom(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(oneMonthFrom(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('subscriptionFormSchema', () => {
  it('accepts the spec payload, reading "pending" as no method and the string date as a Date', () => {
    const r = validateWith(subscriptionFormSchema, valid);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.paymentMethod).toBeUndefined();
      expect(r.value.expiresAt).toEqual(new Date('2026-12-19T12:00:00.000Z'));
    }
  });

  it.each([
    ['customerName', 'A', 'Name must be at least 2 characters'],
    ['customerEmail', 'ada@', 'Please enter a valid email address'],
    ['planType', 'gold', 'Please select a subscription plan'],
    ['planType', '', 'Please select a subscription plan'],
    ['questionsAllowedPerDay', 0, 'Questions per day must be at least 1'],
    ['videosAllowedPerMonth', -1, 'Videos per month must be at least 0'],
    ['expiresAt', 'someday', 'Please enter a valid date'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errors(subscriptionFormSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it('needs a payment method in the page form', () => {
    expect(errors(subscriptionCheckoutSchema, valid).paymentMethod).toBe(
      'Please select a payment method to complete your subscription.',
    );
    expect(validateWith(subscriptionCheckoutSchema, { ...valid, paymentMethod: 'zelle-qr' }).ok).toBe(true);
  });
});

describe('questions and lookup', () => {
  it('needs a non-blank question', () => {
    expect(errors(subscriptionQuestionSchema, { question: '   ' }).question).toBe('Please enter your question');
    expect(validateWith(subscriptionQuestionSchema, { question: ' Why? ' })).toEqual({
      ok: true,
      value: { question: 'Why?' },
    });
    expect(errors(subscriptionQuestionSchema, { question: 'x'.repeat(2001) }).question).toMatch(/at most/);
  });

  it('needs a non-empty email to look up', () => {
    expect(errors(subscriptionLookupSchema, { email: ' ' }).email).toBe('Please enter your email address');
    expect(validateWith(subscriptionLookupSchema, { email: ' ada@example.com ' }).ok).toBe(true);
  });
});

describe('toConversation', () => {
  const msg = (over: Partial<SubscriptionMessageDto>): SubscriptionMessageDto => ({
    id: 'm1',
    subscriptionId: 's1',
    customerMessage: 'Q1',
    coachResponse: null,
    isAnswered: false,
    createdAt: '2026-11-19T10:00:00.000Z',
    answeredAt: null,
    answers: [],
    ...over,
  });
  const answer = (id: string, questionId: string, message: string, createdAt: string) => ({
    id,
    questionId,
    message,
    createdAt,
  });

  it('threads every answer under its question, questions in time order', () => {
    const out = toConversation([
      msg({ id: 'm2', customerMessage: 'Q2', createdAt: '2026-11-19T12:00:00.000Z' }),
      msg({
        coachResponse: 'A1b',
        isAnswered: true,
        answeredAt: '2026-11-19T14:00:00.000Z',
        answers: [
          answer('a2', 'm1', 'A1b', '2026-11-19T14:00:00.000Z'),
          answer('a1', 'm1', 'A1', '2026-11-19T13:00:00.000Z'),
        ],
      }),
    ]);
    expect(out).toEqual([
      { id: 'm1', timestamp: '2026-11-19T10:00:00.000Z', sender: 'customer', message: 'Q1' },
      { id: 'a1', timestamp: '2026-11-19T13:00:00.000Z', sender: 'coach', message: 'A1', replyTo: 'm1' },
      { id: 'a2', timestamp: '2026-11-19T14:00:00.000Z', sender: 'coach', message: 'A1b', replyTo: 'm1' },
      { id: 'm2', timestamp: '2026-11-19T12:00:00.000Z', sender: 'customer', message: 'Q2' },
    ]);
  });
});

describe("the coach's Subscribers calls", () => {
  it('reads lapsed from an effective expired status and pending from pending_payment', () => {
    expect(subscriberStanding('active')).toBe('active');
    expect(subscriberStanding('pending_payment')).toBe('pending');
    expect(subscriberStanding('expired')).toBe('lapsed');
    expect(subscriberStanding('cancelled')).toBe('cancelled');
  });

  it('takes a standing filter, a trimmed search and a plan; blanks read as absent', () => {
    expect(validateWith(coachSubscribersQuerySchema, { status: 'lapsed', q: '  ada ', plan: '' })).toEqual({
      ok: true,
      value: { status: 'lapsed', q: 'ada' },
    });
    expect(errors(coachSubscribersQuerySchema, { status: 'expired' })).toEqual({
      status: 'Status must be one of active, pending, lapsed, cancelled, all',
    });
    expect(errors(coachSubscribersQuerySchema, { q: 'x'.repeat(201) })).toEqual({
      q: COACH_SUBSCRIPTION_MESSAGES.searchTooLong,
    });
  });

  it('caps the cancel reason and the renewal note, and knows the payment methods', () => {
    expect(errors(coachCancelSubscriptionSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: COACH_SUBSCRIPTION_MESSAGES.reasonTooLong,
    });
    expect(validateWith(coachRenewSubscriptionSchema, { paymentMethod: 'square', note: ' early ' })).toEqual({
      ok: true,
      value: { paymentMethod: 'square', note: 'early' },
    });
    expect(errors(coachRenewSubscriptionSchema, { paymentMethod: 'cheque' })).toEqual({
      paymentMethod: COACH_SUBSCRIPTION_MESSAGES.paymentMethodInvalid,
    });
  });
});
