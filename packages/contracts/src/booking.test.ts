import { markMissingVideoPlatform } from './booking-form-rules';
import {
  bookingFormSchema,
  coachingPageBookingSchema,
  coachingPageFormSchema,
  detectBookingShape,
  normalizeBookingPayload,
} from './booking';
import { initialBookingState } from './booking-dto';
import { canonicalPaymentMethod, isCardPayment, isOffSitePayment, paymentMethodLabel } from './payment-methods';
import { validateWith } from './validation';

const validForm = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  serviceId: 'strategic-decision',
  timeSlotId: 'slot-1',
  deliveryPreference: 'chat',
  chatPlatform: 'live-chat',
  videoPlatform: '',
  contactInfo: '',
  specialRequests: '',
  paymentMethod: 'cashapp',
};

const errorsOf = (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const r = validateWith(schema, input);
  if (r.ok) throw new Error('expected a validation failure');
  return r.errors;
};

describe('bookingFormSchema §5 messages', () => {
  it.each([
    ['fullName', 'A', 'Full name must be at least 2 characters'],
    ['fullName', '', 'Full name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['serviceId', '', 'Please select a service'],
    ['timeSlotId', '', 'Please select a time slot'],
    ['deliveryPreference', 'carrier-pigeon', "Please select how you'd like to receive your session"],
    ['paymentMethod', '', 'Please select a payment method'],
    ['paymentMethod', 'bitcoin', 'Please select a payment method'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(bookingFormSchema, { ...validForm, [field]: value })[field]).toBe(message);
  });

  it('defaults delivery to chat on live-chat and drops blanks', () => {
    const r = validateWith(bookingFormSchema, { ...validForm, deliveryPreference: undefined, chatPlatform: '' });
    expect(r).toMatchObject({ ok: true, value: { deliveryPreference: 'chat', chatPlatform: 'live-chat' } });
    if (r.ok) {
      expect(r.value.videoPlatform).toBeUndefined();
      expect(r.value.phone).toBeUndefined();
    }
  });

  it('reports the video-call rule on contactInfo when platform or contact is blank', () => {
    const video = { ...validForm, deliveryPreference: 'video-call' };
    const msg = 'Platform and contact information are required';
    expect(errorsOf(bookingFormSchema, video).contactInfo).toBe(msg);
    expect(errorsOf(bookingFormSchema, { ...video, videoPlatform: 'zoom', contactInfo: '   ' }).contactInfo).toBe(msg);
    expect(errorsOf(bookingFormSchema, { ...video, contactInfo: 'ada@example.com' }).contactInfo).toBe(msg);
    expect(
      validateWith(bookingFormSchema, { ...video, videoPlatform: 'zoom', contactInfo: 'ada@example.com' }).ok,
    ).toBe(true);
    // Not a video call: contact stays optional.
    expect(validateWith(bookingFormSchema, { ...validForm, contactInfo: '' }).ok).toBe(true);
  });

  it('marks the empty platform of a video call on the form too, keeping the §5 message on contactInfo', () => {
    const contact = { type: 'custom', message: 'Platform and contact information are required' };
    const result = { values: {}, errors: { contactInfo: contact } };
    expect(markMissingVideoPlatform(result, { deliveryPreference: 'video-call', videoPlatform: ' ' }).errors).toEqual({
      contactInfo: contact,
      videoPlatform: { type: 'required', message: 'Please select a video platform' },
    });
    expect(markMissingVideoPlatform(result, { deliveryPreference: 'video-call', videoPlatform: 'zoom' })).toBe(result);
    expect(markMissingVideoPlatform(result, { deliveryPreference: 'chat', videoPlatform: '' })).toBe(result);
  });

  it('rejects an unknown video platform and caps special requests', () => {
    expect(errorsOf(bookingFormSchema, { ...validForm, videoPlatform: 'skype' }).videoPlatform).toBe(
      'Please select a video platform',
    );
    expect(errorsOf(bookingFormSchema, { ...validForm, specialRequests: 'x'.repeat(2001) }).specialRequests).toMatch(
      /at most 2000/,
    );
  });

  it('keeps a plausible IANA time zone and silently drops anything else', () => {
    const ok = validateWith(bookingFormSchema, { ...validForm, timeZone: 'America/Argentina/Buenos_Aires' });
    expect(ok.ok && ok.value.timeZone).toBe('America/Argentina/Buenos_Aires');
    const junk = validateWith(bookingFormSchema, { ...validForm, timeZone: '<script>' });
    expect(junk.ok).toBe(true);
    expect(junk.ok && junk.value.timeZone).toBeUndefined();
  });

  it('puts the first field in form order into the top-level message', () => {
    const r = validateWith(bookingFormSchema, {});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe('Full name must be at least 2 characters');
      expect(Object.keys(r.errors)).toEqual(['fullName', 'email', 'serviceId', 'timeSlotId', 'paymentMethod']);
    }
  });
});

describe('coaching page schemas', () => {
  const bare = {
    serviceId: 'quick-chat',
    timeSlotId: 'slot-9',
    customerName: 'Grace Hopper',
    customerEmail: 'grace@example.com',
    customerPhone: '555-0100',
    message: 'Hi',
  };

  it('accepts the spec’s bare payload on the server', () => {
    expect(validateWith(coachingPageBookingSchema, bare)).toMatchObject({
      ok: true,
      value: { sessionType: 'live-chat' },
    });
  });

  it('requires a video platform for a video call', () => {
    expect(errorsOf(coachingPageBookingSchema, { ...bare, sessionType: 'live-video-call' }).videoPlatform).toBe(
      'Please select a video platform',
    );
  });

  it('requires session type and payment method in the page form', () => {
    const e = errorsOf(coachingPageFormSchema, bare);
    expect(e.sessionType).toBe('Please select a session type');
    expect(e.paymentMethod).toBe('Please select a payment method');
    expect(errorsOf(coachingPageFormSchema, { ...bare, customerName: 'G' }).customerName).toBe(
      'Full name must be at least 2 characters',
    );
  });
});

describe('normalizeBookingPayload', () => {
  it('detects the shape by customerName vs fullName', () => {
    expect(detectBookingShape({ customerName: 'x' })).toBe('coaching-page');
    expect(detectBookingShape({ fullName: 'x' })).toBe('booking-form');
    expect(detectBookingShape({})).toBe('booking-form');
    expect(detectBookingShape(null)).toBe('booking-form');
  });

  it('refuses a line break in a name or phone (it would forge lines in the coach e-mail)', () => {
    const errorsOf = (body: Record<string, unknown>) => {
      const r = normalizeBookingPayload(body);
      return r.ok ? {} : r.errors;
    };
    expect(errorsOf({ ...validForm, fullName: 'Ada\r\nBcc: x@example.com' })).toMatchObject({
      fullName: 'Full name must be on one line',
    });
    expect(errorsOf({ ...validForm, phone: '555\n0100' })).toMatchObject({ phone: 'Phone must be on one line' });
    expect(
      errorsOf({ customerName: 'Grace\u2028Hopper', customerEmail: 'g@example.com', serviceId: 's' }),
    ).toMatchObject({ customerName: 'Full name must be on one line' });
  });

  it('maps the life-coaching home form', () => {
    const r = normalizeBookingPayload({ ...validForm, videoPlatform: 'zoom', paymentMethod: 'credit-card', extra: 1 });
    expect(r).toEqual({
      ok: true,
      value: {
        source: 'booking-form',
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: undefined,
        serviceId: 'strategic-decision',
        timeSlotId: 'slot-1',
        deliveryPreference: 'chat',
        chatPlatform: 'live-chat',
        videoPlatform: undefined,
        contactInfo: undefined,
        specialRequests: undefined,
        paymentMethod: 'credit-card',
        timeZone: undefined,
      },
    });
  });

  it('maps the psychic form (same fields) with a video call and the card alias', () => {
    const r = normalizeBookingPayload({
      ...validForm,
      fullName: '  Luna Star ',
      serviceId: 'three-card-tarot',
      deliveryPreference: 'video-call',
      videoPlatform: 'google-meet',
      contactInfo: 'luna@example.com',
      specialRequests: 'Focus on career',
      paymentMethod: 'card',
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        source: 'booking-form',
        fullName: 'Luna Star',
        serviceId: 'three-card-tarot',
        deliveryPreference: 'video-call',
        videoPlatform: 'google-meet',
        contactInfo: 'luna@example.com',
        specialRequests: 'Focus on career',
        paymentMethod: 'credit-card',
      },
    });
  });

  it('maps the coaching page payload, bare and with its extra fields', () => {
    const bare = {
      serviceId: 'quick-chat',
      timeSlotId: 'slot-9',
      customerName: 'Grace Hopper',
      customerEmail: 'grace@example.com',
      customerPhone: '',
      message: 'Looking forward',
    };
    expect(normalizeBookingPayload(bare)).toMatchObject({
      ok: true,
      value: {
        source: 'coaching-page',
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        deliveryPreference: 'chat',
        chatPlatform: 'live-chat',
        specialRequests: 'Looking forward',
        paymentMethod: undefined,
      },
    });
    const video = normalizeBookingPayload({
      ...bare,
      sessionType: 'live-video-call',
      videoPlatform: 'zoom',
      paymentMethod: 'square',
    });
    expect(video).toMatchObject({
      ok: true,
      value: {
        deliveryPreference: 'video-call',
        videoPlatform: 'zoom',
        contactInfo: 'grace@example.com',
        paymentMethod: 'credit-card',
      },
    });
  });

  it('returns the matching schema’s errors', () => {
    expect(normalizeBookingPayload({ customerName: 'G' })).toMatchObject({
      ok: false,
      errors: { customerName: 'Full name must be at least 2 characters', serviceId: 'Please select a service' },
    });
    expect(normalizeBookingPayload('nope')).toMatchObject({ ok: false, message: 'Request body must be a JSON object' });
  });
});

describe('payment methods and initial state', () => {
  it('folds aliases and splits card from off-site', () => {
    expect(canonicalPaymentMethod('square')).toBe('credit-card');
    expect(canonicalPaymentMethod('card')).toBe('credit-card');
    expect(canonicalPaymentMethod('zelle-qr')).toBe('zelle-qr');
    expect(isCardPayment('card')).toBe(true);
    expect(isOffSitePayment('venmo')).toBe(true);
    expect(isOffSitePayment('credit-card')).toBe(false);
    expect(paymentMethodLabel('pending')).toBe('Payment pending');
    expect(paymentMethodLabel('cashapp')).toBe('Cash App');
  });

  it('holds card bookings as pending_payment, confirms off-site ones', () => {
    expect(initialBookingState('credit-card', 2500)).toEqual({ status: 'pending_payment', paymentStatus: 'awaiting' });
    expect(initialBookingState('zelle', 2500)).toEqual({ status: 'confirmed', paymentStatus: 'awaiting' });
    expect(initialBookingState(undefined, 2500)).toEqual({ status: 'confirmed', paymentStatus: 'awaiting' });
    expect(initialBookingState('card', 0)).toEqual({ status: 'confirmed', paymentStatus: 'not_required' });
  });
});
