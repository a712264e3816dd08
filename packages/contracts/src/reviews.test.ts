import { contactSchema } from './contact';
import { reviewSchema } from './reviews';
import { validateWith } from './validation';

const errors = (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const r = validateWith(schema, input);
  return r.ok ? {} : r.errors;
};

describe('reviewSchema', () => {
  const valid = {
    serviceId: 'love-reading',
    customerName: 'Nina',
    customerEmail: 'nina@example.com',
    rating: '5',
    reviewText: 'Wonderful and accurate.',
  };

  it('accepts a review and casts the rating', () => {
    expect(validateWith(reviewSchema, valid)).toMatchObject({ ok: true, value: { rating: 5 } });
  });

  it.each([
    ['serviceId', '', 'Please select a service'],
    ['customerName', 'N', 'Name must be at least 2 characters'],
    ['customerEmail', 'nina', 'Please enter a valid email address'],
    ['rating', 0, 'Please select a rating from 1 to 5'],
    ['rating', 6, 'Please select a rating from 1 to 5'],
    ['rating', 4.5, 'Please select a rating from 1 to 5'],
    ['rating', '', 'Please select a rating from 1 to 5'],
    ['reviewText', 'Too short', 'Review must be at least 10 characters'],
    ['reviewText', '   padded   ', 'Review must be at least 10 characters'],
    ['reviewText', 'x'.repeat(2001), 'Review must be at most 2000 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errors(reviewSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe('contactSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', phone: '', subject: 'Hello', message: 'I have a question.' };

  it('accepts a message with no phone', () => {
    const r = validateWith(contactSchema, valid);
    expect(r.ok).toBe(true);
    expect(r.ok && r.value.phone).toBeUndefined();
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', 'ada@example', 'Please enter a valid email address'],
    ['subject', 'Hey', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errors(contactSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});
