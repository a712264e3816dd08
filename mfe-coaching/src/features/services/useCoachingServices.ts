import { COACHING_SERVICES, type ServiceDto } from '@app/contracts';
import { useGetServicesQuery } from './servicesApi';

/**
 * The services to offer: the API's list, or the catalogue's fallback list when the call returns nothing or
 * fails (SPEC §3 "Fallback services"), so the page always has something to book.
 */
export function useCoachingServices(): { services: readonly ServiceDto[]; isLoading: boolean } {
  const { data, isLoading } = useGetServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const active = Array.isArray(data) ? data.filter((s) => s.isActive !== false) : [];
  return { services: active.length > 0 ? active : COACHING_SERVICES, isLoading };
}
