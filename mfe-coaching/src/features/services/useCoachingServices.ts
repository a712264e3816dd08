import { useMemo } from 'react';
import { COACHING_SERVICES, type ServiceDto } from '@app/contracts';
import { publicResource } from '@app/web-kit';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';

/**
 * SPEC §7: the home page asks for the services with 2 retries before settling for the fallback list. A plain read,
 * not the remote's store: the services are on the home page's first screen, which loads no Redux (issue 31).
 */
const useServicesList = publicResource<ServiceDto[]>('api/services', { retries: 2 });

/**
 * The services to offer: the API's list, or the catalogue's fallback list when the call returns nothing or
 * fails (SPEC §3 "Fallback services"), so the page always has something to book.
 */
export function useCoachingServices(): { services: readonly ServiceDto[]; isLoading: boolean } {
  const { data, isLoading } = useServicesList();
  const videoCalls = useOfferedVideoPlatforms().length > 0;
  const services = useMemo(() => {
    const active = Array.isArray(data) ? data.filter((s) => s.isActive !== false) : [];
    // The fallback list is the whole catalogue; like the API's list it leaves out a video service that no meeting
    // room could deliver (issue 29).
    return (active.length > 0 ? active : COACHING_SERVICES).filter((s) => videoCalls || s.type !== 'video');
  }, [data, videoCalls]);
  return { services, isLoading };
}
