import {
  BOOKING_MESSAGES,
  REVIEW_MESSAGES,
  CHAT_MESSAGES,
  PAYMENT_MESSAGES,
  SLOT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  TESTER_MESSAGES,
} from './messages';

// §8 texts the e2e tests and the API look for; a copy edit here must be deliberate.
describe('§8 texts', () => {
  it('keeps the inline states verbatim', () => {
    expect(SLOT_MESSAGES).toMatchObject({
      error: 'Error loading timeslots',
      empty: 'No timeslots available',
      loadingTimes: 'Loading available times...',
      emptyCheckBack: 'No available time slots. Please check back later.',
    });
    expect(SUBSCRIPTION_MESSAGES.loadingMessages).toBe('Loading messages...');
    expect(SUBSCRIPTION_MESSAGES.noMessages).toBe('No messages yet. Ask your first question above!');
  });

  it('keeps booking, payment, tester and chat texts verbatim', () => {
    expect(BOOKING_MESSAGES.slotTaken).toBe('This time slot is no longer available');
    expect(BOOKING_MESSAGES.slotPast).toBe('This time slot has passed. Please select a future time.');
    expect(PAYMENT_MESSAGES.success('Strategic Decision Coaching')).toBe(
      "Thank you! Your Strategic Decision Coaching session has been booked. You'll receive confirmation details via email.",
    );
    // A name that already says what it is gets no second noun (issue 29 item 8).
    expect(PAYMENT_MESSAGES.success('Love Reading')).toBe(
      "Thank you! Your Love Reading has been booked. You'll receive confirmation details via email.",
    );
    expect(TESTER_MESSAGES.bulkAdded(3)).toBe('Added 3 users successfully');
    expect(SUBSCRIPTION_MESSAGES.createdTitle('Premium Coaching')).toBe('Welcome to Premium Coaching');
    expect(CHAT_MESSAGES.connectionLost).toBe('Connection lost. Attempting to reconnect...');
  });

  it('states allowance limits with the number and the Eastern reset, singular when one', () => {
    expect(SUBSCRIPTION_MESSAGES.questionLimitReached(2)).toBe(
      "You've used all 2 questions for today. Your allowance resets at midnight Eastern Time.",
    );
    expect(SUBSCRIPTION_MESSAGES.questionLimitReached(1)).toContain('all 1 question for today');
    expect(SUBSCRIPTION_MESSAGES.videoLimitReached(2)).toBe(
      "You've used all 2 video sessions for this month. Your allowance resets on the 1st at midnight Eastern Time.",
    );
    expect(REVIEW_MESSAGES.submitted).toContain('Reviews are moderated before publication.');
  });
});
