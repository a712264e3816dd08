import type { ServiceDto } from '@app/contracts';
import type { CoachingServiceEntity } from './service.entity';

/**
 * GET /api/services: picks the public fields in their published order, so a column added to the entity never leaks
 * into the API by accident and the JSON bytes stay as they are.
 */
export function toServiceDto(entity: CoachingServiceEntity): ServiceDto {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description,
    price: entity.price,
    duration: entity.duration,
    type: entity.type,
    category: entity.category,
    isActive: entity.isActive,
  };
}
