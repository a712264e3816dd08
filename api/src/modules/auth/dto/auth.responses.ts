import type { AdminSessionDto, SignInRequest, SignInResponse } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class SignInBody implements SignInRequest {
  @ApiProperty({ description: 'ADMIN_PASSWORD', format: 'password' })
  password!: string;
}

export class SignInResponseBody implements SignInResponse {
  @ApiProperty({ description: 'Also set as the httpOnly admin_session cookie; usable as a Bearer token' })
  token!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class AdminSessionResponse implements AdminSessionDto {
  @ApiProperty({ enum: [true] })
  authenticated!: true;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}
