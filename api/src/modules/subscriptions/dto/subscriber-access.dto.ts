import type { SignInLinkSentDto, SubscriberSessionDto } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { SubscriptionResponse } from './subscription.response';

/** OpenAPI descriptions of subscriber access; validation is the contracts yup schemas. */
export class SignInLinkRequestBody {
  @ApiProperty({ format: 'email', example: 'ada@example.com' })
  email!: string;
}

export class SignInTokenBody {
  @ApiProperty({ description: 'The `signin` parameter of the e-mailed link', maxLength: 200 })
  token!: string;
}

export class SignInLinkSentResponse implements SignInLinkSentDto {
  @ApiProperty({ example: 'Open it from your inbox to see your plan and talk to your coach.' })
  message!: string;
}

export class SubscriberSessionResponse implements SubscriberSessionDto {
  @ApiProperty({ format: 'email', description: 'The e-mail the session is bound to' })
  email!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ type: SubscriptionResponse, isArray: true, description: 'Newest first' })
  subscriptions!: SubscriptionResponse[];
}
