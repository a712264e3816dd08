import { AUTH_MESSAGES, signInSchema } from './auth';
import { validateWith } from './validation';

describe('signInSchema', () => {
  it('asks for the password when it is missing or empty', () => {
    for (const input of [{}, { password: '' }]) {
      expect(validateWith(signInSchema, input)).toEqual({
        ok: false,
        message: AUTH_MESSAGES.passwordRequired,
        errors: { password: 'Please enter the admin password' },
      });
    }
  });

  it('keeps the password exactly as typed', () => {
    expect(validateWith(signInSchema, { password: ' s3cret ', extra: 1 })).toEqual({
      ok: true,
      value: { password: ' s3cret ' },
    });
  });
});
