import { seedCatalog } from './catalog.seed';
import { seedPsychicReviews } from './reviews.seed';

/** Reference data every environment needs, applied in order after the migrations. Each seed must be idempotent. */
export const SEEDS = [seedCatalog, seedPsychicReviews];
