import { useMemo } from 'react';
import { offeredVideoPlatforms, type VideoPlatform } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';

/**
 * The video platforms the coaching brand has a real meeting room for (GET /api/brands meetingRooms). None means
 * no video call is offered at all: the server would refuse it, and no link is ever invented.
 */
export function useOfferedVideoPlatforms(): readonly VideoPlatform[] {
  const brand = useBrandSettings('coaching');
  return useMemo(() => offeredVideoPlatforms(brand), [brand]);
}
