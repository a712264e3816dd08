import { CreateService1763740800000 } from './1763740800000-create-service';

/**
 * Every migration, oldest first. Listed as classes rather than a glob so the same list works from src (dev, jest)
 * and from the swc build. Add new migrations at the end.
 */
export const MIGRATIONS = [CreateService1763740800000];
