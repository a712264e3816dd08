/** Valid POST /api/bookings bodies of the three shapes (§7); override what a test varies. */

export function bookingForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '555-0100',
    serviceId: 'strategic-decision',
    timeSlotId: '',
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    videoPlatform: '',
    contactInfo: '',
    specialRequests: 'Deciding between two job offers.',
    paymentMethod: 'zelle',
    ...overrides,
  };
}

/** The psychic page sends the booking form's fields with a reading's id. */
export function psychicBookingForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return bookingForm({
    fullName: 'Luna Seeker',
    email: 'luna@example.com',
    serviceId: 'three-card-tarot',
    ...overrides,
  });
}

/** The /booking page's payload: the spec's fields only (the page's extras are optional). */
export function coachingPagePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serviceId: 'personal-development',
    timeSlotId: '',
    customerName: 'Grace Hopper',
    customerEmail: 'grace@example.com',
    customerPhone: '',
    message: 'Building better habits.',
    ...overrides,
  };
}
