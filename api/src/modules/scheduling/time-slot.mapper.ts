import type { TimeSlotDto } from '@app/contracts';
import type { TimeSlotEntity } from './time-slot.entity';

/** A listed slot is available by construction (the list only holds free, future slots). */
export function toTimeSlotDto(entity: TimeSlotEntity, isAvailable = true): TimeSlotDto {
  return {
    id: entity.id,
    date: entity.date,
    time: entity.time,
    isAvailable,
    startTime: entity.startsAt.toISOString(),
    endTime: entity.endsAt.toISOString(),
    serviceType: entity.brand === 'lunar' ? 'psychic' : 'coaching',
    brand: entity.brand,
  };
}
