import type { PsychicServiceDto } from '@app/contracts';
import type { ServiceEntity } from './service.entity';

/** GET /api/psychic-services: SPEC §3's five fields of a reading, in their published order. */
export function toPsychicServiceDto(entity: ServiceEntity): PsychicServiceDto {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description,
    price: entity.price,
    duration: entity.duration,
  };
}
