import { DELIVERY_PREFERENCE_LABELS, VIDEO_PLATFORM_LABELS, type BookingDto } from '@app/contracts';

/** "Chat", or "Video Call · Zoom": how the coach meets this client. */
export function deliveryText(booking: Pick<BookingDto, 'deliveryPreference' | 'videoPlatform'>): string {
  const delivery = DELIVERY_PREFERENCE_LABELS[booking.deliveryPreference] ?? booking.deliveryPreference;
  return booking.videoPlatform ? `${delivery} · ${VIDEO_PLATFORM_LABELS[booking.videoPlatform]}` : delivery;
}
