/** Valid request bodies for the subscriptions, reviews, contact and testers endpoints; override what a test varies. */

export function subscriptionForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '',
    planType: 'standard',
    paymentMethod: 'zelle',
    ...overrides,
  };
}

export function reviewForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serviceId: 'love-reading',
    customerName: 'Nina P.',
    customerEmail: 'nina@example.com',
    rating: 5,
    reviewText: 'Warm, precise and kind. She saw what I could not.',
    ...overrides,
  };
}

export function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '',
    subject: 'Question about plans',
    message: 'Can I switch from Standard to Premium mid-month?',
    ...overrides,
  };
}

export function testerForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: 'tester@example.com',
    name: 'Tess Ter',
    phone: '',
    accessLevel: 'basic',
    status: 'pending',
    notes: '',
    ...overrides,
  };
}
