import { ServiceEntity } from '../../src/modules/catalog/service.entity';

export function makeServiceEntity(overrides: Partial<ServiceEntity> = {}): ServiceEntity {
  return Object.assign(new ServiceEntity(), {
    id: 'quick-chat',
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
}
