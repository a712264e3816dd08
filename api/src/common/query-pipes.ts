import { ErrorCode, validateWith } from '@app/contracts';
import type { PipeTransform } from '@nestjs/common';
import type { AnyObject, ObjectSchema } from 'yup';
import { DomainError } from './domain-error';

/**
 * Pipes for single query parameters, so controllers read a typed value instead of parsing `unknown` by hand.
 * Each lets an absent parameter through as undefined and answers a bad one 400 VALIDATION_FAILED naming the field.
 */
const refuse = (field: string, message: string) => new DomainError(ErrorCode.VALIDATION_FAILED, { message, field });

/** `?status=pending`: one of the listed values. */
export function oneOfQuery<T extends string>(
  field: string,
  values: readonly T[],
): PipeTransform<unknown, T | undefined> {
  const message = `${field} must be one of ${values.join(', ')}`;
  return {
    transform(raw: unknown): T | undefined {
      if (raw === undefined) return undefined;
      if ((values as readonly unknown[]).includes(raw)) return raw as T;
      throw refuse(field, message);
    },
  };
}

/** `?answered=true|false`. */
export function booleanQuery(field: string): PipeTransform<unknown, boolean | undefined> {
  return {
    transform(raw: unknown): boolean | undefined {
      if (raw === undefined) return undefined;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw refuse(field, `${field} must be true or false`);
    },
  };
}

/** `?email=…` checked by the contracts schema the form uses for it (`{ [field]: … }`), with the form's words. */
export function schemaQuery<T>(field: string, schema: ObjectSchema<AnyObject>): PipeTransform<unknown, T | undefined> {
  return {
    transform(raw: unknown): T | undefined {
      if (raw === undefined) return undefined;
      const result = validateWith(schema, { [field]: typeof raw === 'string' ? raw : undefined });
      if (!result.ok)
        throw new DomainError(ErrorCode.VALIDATION_FAILED, { message: result.message, errors: result.errors });
      return (result.value as Record<string, T>)[field];
    },
  };
}
