/**
 * One way to run a contracts schema, shared by the API's validation pipe and the tests, so "what the server
 * answers" and "what the tests assert" cannot drift apart. Forms use the same schemas through
 * @hookform/resolvers/yup, which yields the same per-field messages.
 */
import { ValidationError, string, type AnySchema, type InferType } from 'yup';
import type { ApiErrorBody } from './errors';
import { GENERIC_MESSAGES, VALIDATION_MESSAGES } from './messages';

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

/** Key used in `errors` for a problem with the input as a whole (not one field). */
export const FORM_ERROR_KEY = '_form';

/**
 * Validate and cast `input`. abortEarly:false collects every field so a form can mark all of them at once;
 * stripUnknown drops fields the contract does not know (the API never stores what it did not validate).
 * `errors` keeps the first message per field (yup reports in schema key order, which follows form order),
 * and `message` is the first of all, for a one-line toast or the API's top-level `message`.
 */
export function validateWith<S extends AnySchema>(schema: S, input: unknown): ValidationResult<InferType<S>> {
  // yup's own text for a non-object body ("this must be a `object` type ...") is not fit for users.
  if (schema.type === 'object' && (input === null || typeof input !== 'object' || Array.isArray(input))) {
    const message = GENERIC_MESSAGES.invalidBody;
    return { ok: false, message, errors: { [FORM_ERROR_KEY]: message } };
  }
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (err) {
    // yup's casts assume the right kind of value: `string().trim()` calls .trim() on an object sent where text
    // goes and throws a TypeError. That is bad input, not a server fault: answer it like any invalid field.
    if (err instanceof TypeError) {
      const message = GENERIC_MESSAGES.invalidInput;
      return { ok: false, message, errors: { [FORM_ERROR_KEY]: message } };
    }
    if (!ValidationError.isError(err)) throw err;
    const list = err.inner.length > 0 ? err.inner : [err];
    const errors: Record<string, string> = {};
    for (const e of list) {
      const key = e.path || FORM_ERROR_KEY;
      if (!(key in errors)) errors[key] = e.message;
    }
    return { ok: false, message: list[0].message, errors };
  }
}

/** The 400 body of ApiErrorBody for a failed validation. */
export function validationErrorBody(result: { message: string; errors: Record<string, string> }): ApiErrorBody {
  return { statusCode: 400, code: 'VALIDATION_FAILED', message: result.message, errors: result.errors };
}

/**
 * Forms send '' for an untouched optional input and JSON clients may send null; both mean "not given".
 * Turning them into undefined lets `.default()` apply and keeps `oneOf` from rejecting a blank select.
 */
export function blankToUndefined<T>(value: T, original: unknown): T | undefined {
  return original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value;
}

/** An optional free-text field: trimmed, capped, '' and null read as absent. */
export function optionalText(max: number, label = 'This field') {
  return string().transform(blankToUndefined).trim().max(max, `${label} must be at most ${max} characters`).optional();
}

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX = 254;

/**
 * Trimmed e-mail with the §5 message: yup's HTML-style check plus a dot in the domain, because
 * "ada@gmail" is a typo the customer wants caught, not an address we can write to. Callers add
 * `.required(...)` with the message their form uses for a blank field.
 */
export function emailString(message: string = VALIDATION_MESSAGES.emailInvalid) {
  return string()
    .trim()
    .email(message)
    .matches(/@[^@]+\.[^@.]+$/, { message, excludeEmptyString: true })
    .max(EMAIL_MAX, message);
}

/**
 * One line of text: no control character and no Unicode line or paragraph separator. For fields that become rows or
 * headers of an e-mail, where a line break could forge lines (issue 28).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
export const ONE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]*$/;
