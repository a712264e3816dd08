import { type CoachingServiceEntity, isCoachingService, ServiceEntity } from '../../src/modules/catalog/service.entity';

export function makeServiceEntity(overrides: Partial<CoachingServiceEntity> = {}): CoachingServiceEntity {
  const entity = Object.assign(new ServiceEntity(), {
    id: 'quick-chat',
    brand: 'coaching',
    name: '3 Questions Chat',
    description: 'Ask three questions.',
    price: 1100,
    duration: 5,
    type: 'chat',
    category: 'coaching',
    sortOrder: 3,
    isActive: true,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-02T00:00:00Z'),
    ...overrides,
  });
  if (!isCoachingService(entity)) throw new Error('makeServiceEntity makes coaching rows');
  return entity;
}

/** A Lunar Light reading: no coaching type or category. */
export function makeReadingEntity(overrides: Partial<ServiceEntity> = {}): ServiceEntity {
  return Object.assign(new ServiceEntity(), {
    id: 'love-reading',
    brand: 'lunar',
    name: 'Love Reading',
    description: 'Insight into love.',
    price: 3500,
    duration: 15,
    type: null,
    category: null,
    sortOrder: 2,
    isActive: true,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-02T00:00:00Z'),
    ...overrides,
  });
}
