import { AUTH_MESSAGES, ErrorCode, PAYMENT_MESSAGES } from '@app/contracts';
import type { ApiError } from './baseQuery';
import { errorCode, errorText } from './errorText';

const answer = (status: number, data: unknown): ApiError => ({
  status,
  message: `${status}: ${JSON.stringify(data)}`,
  data,
});
const slotTaken = answer(409, {
  statusCode: 409,
  code: 'SLOT_TAKEN',
  message: 'This time slot is no longer available',
});
const badGateway: ApiError = { status: 502, message: '502: Bad Gateway', data: 'Bad Gateway' };
const offline: ApiError = { status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' };

describe(errorText.name, () => {
  it("says the server's message, whatever the status", () => {
    expect(errorText(slotTaken, 'fallback')).toBe('This time slot is no longer available');
    const declined = answer(402, { success: false, message: 'Your card was declined.' });
    expect(errorText(declined, { fallback: PAYMENT_MESSAGES.notOk })).toBe('Your card was declined.');
  });

  it("lets a page put its own sentence on a code, chosen by code and never by status or the server's words", () => {
    const limited = answer(429, {
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    const wrong = answer(401, { statusCode: 401, code: 'INVALID_PASSWORD', message: AUTH_MESSAGES.invalidPassword });
    const options = { fallback: 'Sign-in failed', byCode: { [ErrorCode.RATE_LIMITED]: 'Too many sign-in attempts' } };
    expect(errorText(limited, options)).toBe('Too many sign-in attempts');
    expect(errorText(wrong, options)).toBe(AUTH_MESSAGES.invalidPassword);
    expect(errorText(answer(401, { statusCode: 401, message: 'x' }), options)).toBe('x');
  });

  it('falls back to the given text, or to the "<status>: <body>" text of the failure', () => {
    expect(errorText(badGateway, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorText(badGateway)).toBe('502: Bad Gateway');
    expect(errorText(undefined)).toBe('Please try again.');
  });

  it('tells "no answer at all" apart from "an answer without a message"', () => {
    const options = { fallback: PAYMENT_MESSAGES.notOk, unreachable: PAYMENT_MESSAGES.failedFallback };
    expect(errorText(badGateway, options)).toBe(PAYMENT_MESSAGES.notOk);
    expect(errorText(offline, options)).toBe(PAYMENT_MESSAGES.failedFallback);
    expect(errorText(offline, 'Please try again in a moment.')).toBe('Please try again in a moment.');
  });
});

describe(errorCode.name, () => {
  it('reads a known code from the body and ignores anything else', () => {
    expect(errorCode(slotTaken)).toBe('SLOT_TAKEN');
    expect(errorCode(answer(409, { code: 'SOMETHING_ELSE' }))).toBeUndefined();
    expect(errorCode(offline)).toBeUndefined();
  });
});
