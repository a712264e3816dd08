import { checkoutDefaults, findCheckoutService } from './checkoutQuery';

describe('checkout query (§2: amount, service, booking)', () => {
  it('accepts the service as id, catalogue id or label', () => {
    expect(findCheckoutService('chat-questions')?.id).toBe('chat-questions');
    expect(findCheckoutService('quick-chat')?.id).toBe('chat-questions');
    expect(findCheckoutService('Strategic Decision Coaching')?.id).toBe('strategic-decision');
    expect(findCheckoutService('Tarot')).toBeUndefined();
  });

  it('takes the amount from the link, else the list price', () => {
    expect(checkoutDefaults(new URLSearchParams('service=video-coaching&amount=20&booking=b-9'))).toEqual({
      service: 'video-coaching',
      amount: '20',
      bookingId: 'b-9',
    });
    expect(checkoutDefaults(new URLSearchParams('service=personal-development'))).toEqual({
      service: 'personal-development',
      amount: '40',
      bookingId: undefined,
    });
    expect(checkoutDefaults(new URLSearchParams(''))).toEqual({ service: '', amount: '', bookingId: undefined });
  });
});
