import { makeServiceEntity } from '../../../test/factories/service.factory';
import { toServiceDto } from './service.mapper';

describe(toServiceDto.name, () => {
  it('exposes the public fields only', () => {
    expect(toServiceDto(makeServiceEntity())).toEqual({
      id: 'quick-chat',
      name: '3 Questions Chat',
      description: 'Ask three questions.',
      price: 1100,
      duration: 5,
      type: 'chat',
      category: 'coaching',
      isActive: true,
    });
  });
});
