import { SERVICE_TYPES, type ServiceDto, type ServiceType } from '@app/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the contracts' ServiceDto (interfaces leave no runtime trace for Swagger to read). */
export class ServiceResponse implements ServiceDto {
  @ApiProperty({ example: 'strategic-decision' })
  id!: string;

  @ApiProperty({ example: 'Strategic Decision Coaching' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: 'Integer cents', example: 2500 })
  price!: number;

  @ApiProperty({ description: 'Minutes; 0 means chat-based', example: 10 })
  duration!: number;

  @ApiProperty({ enum: [...SERVICE_TYPES] })
  type!: ServiceType;

  @ApiProperty({ example: 'coaching' })
  category!: string;

  @ApiProperty()
  isActive!: boolean;
}
