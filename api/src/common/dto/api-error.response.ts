import type { ApiErrorBody } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of every error answer (ApiExceptionFilter): `{statusCode, message, errors?}`. */
export class ApiErrorResponse implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ description: 'The first problem, fit to show in a toast', example: 'Please select a service' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Validation errors only: the first message per field',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { serviceId: 'Please select a service' },
  })
  errors?: Record<string, string>;
}
