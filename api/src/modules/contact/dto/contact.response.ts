import {
  CONTACT_BRANDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageDto,
  type ContactMessageStatus,
  type ContactResponseDto,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ContactResponse implements ContactResponseDto {
  @ApiProperty({ format: 'uuid', description: 'A reference the visitor can quote if they write again' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;
}

/** OpenAPI description of the contact form (validated by the contracts contactSchema). */
export class ContactRequest {
  @ApiPropertyOptional({ enum: CONTACT_BRANDS, default: 'coaching', description: 'Whose inbox receives it' })
  brand?: (typeof CONTACT_BRANDS)[number];

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

/** A message in the coach console's Messages inbox (contracts ContactMessageDto). */
export class ContactMessageResponse implements ContactMessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: CONTACT_BRANDS })
  brand!: (typeof CONTACT_BRANDS)[number];

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ enum: CONTACT_MESSAGE_STATUSES })
  status!: ContactMessageStatus;

  @ApiProperty({ format: 'date-time' })
  receivedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  handledAt!: string | null;
}

export class ContactMessageStatusRequest {
  @ApiProperty({ enum: CONTACT_MESSAGE_STATUSES })
  status!: ContactMessageStatus;
}
