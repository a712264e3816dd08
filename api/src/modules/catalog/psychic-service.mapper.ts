import type { PsychicServiceDto } from '@app/contracts';
import type { PsychicServiceEntity } from './psychic-service.entity';

export function toPsychicServiceDto(entity: PsychicServiceEntity): PsychicServiceDto {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description,
    price: entity.price,
    duration: entity.duration,
  };
}
