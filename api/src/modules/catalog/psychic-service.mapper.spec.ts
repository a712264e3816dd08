import { makeReadingEntity } from '../../../test/factories/service.factory';
import { toPsychicServiceDto } from './psychic-service.mapper';

describe(toPsychicServiceDto.name, () => {
  it('exposes the five public fields of a reading, in their published order', () => {
    const dto = toPsychicServiceDto(makeReadingEntity());
    expect(JSON.stringify(dto)).toBe(
      JSON.stringify({
        id: 'love-reading',
        name: 'Love Reading',
        description: 'Insight into love.',
        price: 3500,
        duration: 15,
      }),
    );
  });
});
