import type { BrandId, BrandSettings } from '@app/contracts';

export interface TestCoach {
  brand: BrandId;
  /** Stable per brand, so the coach's own messages stay "yours" across reloads and reconnects. */
  userId: string;
  name: string;
  label: string;
}

/** §2 coach selector: the life-coaching coach or the psychic-brand coach, named from the brand settings. */
export function testCoaches(brands: Record<BrandId, BrandSettings>): TestCoach[] {
  return (['coaching', 'lunar'] as const).map((brand) => ({
    brand,
    userId: `coach-${brand}`,
    name: brands[brand].coachName,
    label: `${brands[brand].coachName} (${brand === 'coaching' ? 'life coaching' : brands[brand].name})`,
  }));
}

/** The client side of the test: one fixed test customer. */
export const TEST_CLIENT = { userId: 'test-client', name: 'Test Client' } as const;
