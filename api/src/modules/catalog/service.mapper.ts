import type { ServiceDto } from '@app/contracts';
import type { ServiceEntity } from './service.entity';

/** Picks the public fields, so a column added to the entity never leaks into the API by accident. */
export function toServiceDto(entity: ServiceEntity): ServiceDto {
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
