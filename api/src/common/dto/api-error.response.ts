import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of every error answer (ApiExceptionFilter): `{statusCode, code, message, errors?, traceId?}`. */
export class ApiErrorResponse implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({
    description: 'What happened, for clients that choose their own words (contracts ErrorCode)',
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'VALIDATION_FAILED',
  })
  code!: ErrorCode;

  @ApiProperty({ description: 'The first problem, fit to show in a toast', example: 'Please select a service' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Validation errors only: the first message per field',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { serviceId: 'Please select a service' },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    description: 'A 5xx only, and only while tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT): the trace to look up',
    example: '4bf92f3577b34da6a3ce929d0e0e4736',
  })
  traceId?: string;
}
