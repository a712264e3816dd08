import { CONTACT_LIMITS, type ContactResponseDto } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ContactResponse implements ContactResponseDto {
  @ApiProperty({ format: 'uuid', description: 'A reference the visitor can quote if they write again' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}

/** OpenAPI description of the contact form (validated by the contracts contactSchema). */
export class ContactRequest {
  @ApiProperty({ minLength: 2, maxLength: CONTACT_LIMITS.name })
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiPropertyOptional({ maxLength: CONTACT_LIMITS.phone })
  phone?: string;

  @ApiProperty({ minLength: 5, maxLength: CONTACT_LIMITS.subject })
  subject!: string;

  @ApiProperty({ minLength: 10, maxLength: CONTACT_LIMITS.message })
  message!: string;
}
