import { PLAN_TYPES, SUBSCRIPTION_PAYMENT_METHODS } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI descriptions of the request bodies. Validation itself is the contracts yup schema (YupValidationPipe);
 * these classes only document it.
 */
export class CreateSubscriptionRequest {
  @ApiProperty({ minLength: 2, example: 'Ada Lovelace' })
  customerName!: string;

  @ApiProperty({ format: 'email', example: 'ada@example.com' })
  customerEmail!: string;

  @ApiPropertyOptional()
  customerPhone?: string;

  @ApiProperty({ enum: PLAN_TYPES, description: 'Price and allowances are derived from this alone' })
  planType!: string;

  @ApiPropertyOptional({
    enum: [...SUBSCRIPTION_PAYMENT_METHODS, 'card', 'square', 'pending'],
    description: '"pending" (or absent) means none chosen yet',
  })
  paymentMethod?: string;

  @ApiPropertyOptional({ description: 'Accepted for compatibility and ignored: the server prices from planType' })
  price?: number;

  @ApiPropertyOptional({ description: 'Ignored: every subscription starts pending_payment' })
  status?: string;

  @ApiPropertyOptional({ description: 'Ignored: from the plan' })
  questionsAllowedPerDay?: number;

  @ApiPropertyOptional({ description: 'Ignored: from the plan' })
  videosAllowedPerMonth?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Ignored: one calendar month from creation' })
  expiresAt?: string;

  @ApiPropertyOptional({
    example: 'SPRING20',
    description:
      'A discount code for the first month. Invalid, expired, used-up or not-for-this-plan codes are refused (4xx); ' +
      'a code this address already used does not change the answer: the plan is priced in full and the e-mail says why',
  })
  couponCode?: string;
}

export class SubscriptionQuestionRequest {
  @ApiProperty({ maxLength: 2000, example: 'How do I prepare for a salary negotiation?' })
  question!: string;
}

export class CoachAnswerRequest {
  @ApiProperty({ maxLength: 2000 })
  response!: string;
}
