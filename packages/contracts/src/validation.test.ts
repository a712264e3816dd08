import { object, string } from 'yup';
import { FORM_ERROR_KEY, validateWith, validationErrorBody } from './validation';

const schema = object({
  a: string().required('A needed').min(3, 'A short'),
  b: string().required('B needed'),
});

describe('validateWith', () => {
  it('casts and strips unknown keys', () => {
    expect(validateWith(schema, { a: 'abc', b: 'x', evil: 1 })).toEqual({ ok: true, value: { a: 'abc', b: 'x' } });
  });

  it('collects the first message per field, in key order', () => {
    const r = validateWith(schema, { a: '' });
    expect(r).toEqual({ ok: false, message: 'A needed', errors: { a: 'A needed', b: 'B needed' } });
    if (!r.ok)
      expect(validationErrorBody(r)).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'A needed',
        errors: r.errors,
      });
  });

  it.each([{}, [], { nested: 1 }])('refuses %j where a trimmed string goes instead of throwing', (value) => {
    const trimmed = object({ name: string().trim().required('Name needed') });
    expect(validateWith(trimmed, { name: value })).toEqual({
      ok: false,
      message: 'Invalid input',
      errors: { [FORM_ERROR_KEY]: 'Invalid input' },
    });
  });

  it.each([null, 'text', 42, []])('refuses a non-object body %j', (input) => {
    expect(validateWith(schema, input)).toEqual({
      ok: false,
      message: 'Request body must be a JSON object',
      errors: { [FORM_ERROR_KEY]: 'Request body must be a JSON object' },
    });
  });
});
