import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/**
 * A route id that is not a uuid can never match a row; answering 400 here keeps PostgreSQL from raising
 * "invalid input syntax for type uuid", which would otherwise surface as a 500.
 */
export function uuidParam(what = 'id'): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`Invalid ${what}: expected a UUID`) });
}
