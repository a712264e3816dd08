import { deliveryPhrase } from './brands';
import { paymentReceivedHeadline, sessionPhrase } from './orders';
import { offeredPlanFeatures, PLANS } from './plans';

// Issue 29 item 1: the copy promises video only where a meeting room is configured.
describe('what the copy may promise', () => {
  it('says "by live chat" without a room and adds the video call with one', () => {
    expect(deliveryPhrase({ meetingRooms: {} })).toBe('by live chat');
    expect(deliveryPhrase({ meetingRooms: { zoom: '' } })).toBe('by live chat');
    expect(deliveryPhrase({ meetingRooms: { zoom: 'https://zoom.us/j/1' } })).toBe('by live chat or video call');
  });

  it('leaves the Premium video sessions off the plan without a room, and keeps everything else', () => {
    expect(offeredPlanFeatures(PLANS.premium, false)).toEqual([
      '3 questions per day',
      'Priority response',
      'Advanced strategies',
      'Cancel anytime',
    ]);
    expect(offeredPlanFeatures(PLANS.premium, true)).toEqual(PLANS.premium.features);
    expect(offeredPlanFeatures(PLANS.standard, false)).toEqual(PLANS.standard.features);
  });
});

// Issue 29 item 8: a service named in a sentence never doubles its noun.
describe(sessionPhrase.name, () => {
  it('adds "session" only to a name that does not already say what it is', () => {
    expect(sessionPhrase('Strategic Decision Coaching')).toBe('Strategic Decision Coaching session');
    expect(sessionPhrase('Personal Development Session')).toBe('Personal Development Session');
    expect(sessionPhrase('Love Reading')).toBe('Love Reading');
    expect(sessionPhrase('Full Private Readings')).toBe('Full Private Readings');
    expect(sessionPhrase('Mini Reading (One Question)')).toBe('Mini Reading (One Question)');
    expect(sessionPhrase('3 Card Tarot Draw')).toBe('3 Card Tarot Draw session');
  });

  it('keeps the payment headline free of doubled words', () => {
    expect(paymentReceivedHeadline('booking', 'Personal Development Session', 4000)).toBe(
      'Payment received — your Personal Development Session is confirmed',
    );
    expect(paymentReceivedHeadline('booking', 'Love Reading', 4000)).toBe(
      'Payment received — your Love Reading is confirmed',
    );
  });
});
