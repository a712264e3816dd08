import { ErrorCode, validateWith, type ValidationResult } from '@app/contracts';
import type { PipeTransform } from '@nestjs/common';
import type { AnySchema, InferType } from 'yup';
import { DomainError } from './domain-error';

type Validator<T> = (input: unknown) => ValidationResult<T>;

/**
 * Runs a contracts yup schema (or a contracts validate function such as normalizeBookingPayload) on a body or
 * query, so the API answers with the same texts the forms show: 400 `{statusCode, code, message, errors}` where
 * `message` is the first problem in form order. The handler receives the cast value with unknown keys stripped.
 *
 *   @Post() create(@Body(new YupValidationPipe(contactSchema)) body: InferType<typeof contactSchema>) {}
 */
export class YupValidationPipe<S extends AnySchema, T = InferType<S>> implements PipeTransform<unknown, T> {
  private readonly validate: Validator<T>;

  constructor(schemaOrValidator: S | Validator<T>) {
    this.validate =
      typeof schemaOrValidator === 'function' ? schemaOrValidator : (input) => validateWith(schemaOrValidator, input);
  }

  transform(value: unknown): T {
    // A request without a body reaches the pipe as undefined; validate it as an empty object so the answer
    // names the first missing field rather than complaining about the body's type.
    const result = this.validate(value === undefined ? {} : value);
    if (!result.ok) {
      throw new DomainError(ErrorCode.VALIDATION_FAILED, { message: result.message, errors: result.errors });
    }
    return result.value;
  }
}
