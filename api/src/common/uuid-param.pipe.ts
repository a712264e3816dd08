import { ErrorCode } from '@app/contracts';
import type { PipeTransform } from '@nestjs/common';
import { DomainError } from './domain-error';
import { isUuid } from './uuid';

/**
 * A route id that is not a uuid can never match a row; answering 400 here keeps PostgreSQL from raising
 * "invalid input syntax for type uuid", which would otherwise surface as a 500.
 */
export function uuidParam(what = 'id'): PipeTransform<unknown, string> {
  return {
    transform(value: unknown): string {
      if (isUuid(value)) return value;
      throw new DomainError(ErrorCode.BAD_REQUEST, { message: `Invalid ${what}: expected a UUID` });
    },
  };
}
