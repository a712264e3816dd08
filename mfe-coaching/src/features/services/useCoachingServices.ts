import { useMemo } from 'react';
import { COACHING_SERVICES, type ServiceDto } from '@app/contracts';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';
import { useGetServicesQuery } from './servicesApi';

/**
 * The services to offer: the API's list, or the catalogue's fallback list when the call returns nothing or
 * fails (SPEC §3 "Fallback services"), so the page always has something to book.
 */
export function useCoachingServices(): { services: readonly ServiceDto[]; isLoading: boolean } {
  const { data, isLoading } = useGetServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const videoCalls = useOfferedVideoPlatforms().length > 0;
  const services = useMemo(() => {
    const active = Array.isArray(data) ? data.filter((s) => s.isActive !== false) : [];
    // The fallback list is the whole catalogue; like the API's list it leaves out a video service that no meeting
    // room could deliver (issue 29).
    return (active.length > 0 ? active : COACHING_SERVICES).filter((s) => videoCalls || s.type !== 'video');
  }, [data, videoCalls]);
  return { services, isLoading };
}
